import Foundation
import MirrorMapper
import Testing

@Suite struct DifferencesTests {
    private func room() -> CompareRoom {
        let room = CompareRoom()
        room.id = 1
        room.title = "Loft"
        room.countryCode = "GB"
        room.host = CompareHost(name: "Ada", age: 36)
        room.tags = ["quiet", "sunny"]
        room.scores = ["a": 1, "b": 2]
        room.note = "near the station"
        return room
    }

    private func paths(_ old: Any, _ new: Any) throws -> [String] {
        try Mapper().differences(between: old, and: new).map(\.path)
    }

    @Test func equalValuesHaveNoDifferences() throws {
        let original = room()
        let copy = try Mapper().copy(of: original)
        copy.cachedLayout = "excluded properties do not count"
        #expect(try Mapper().differences(between: original, and: copy).isEmpty)
        #expect(try Mapper().differences(between: original, and: copy).isEmpty)
        #expect(try Mapper().differences(between: original, and: original).isEmpty)
    }

    @Test func changedScalarsAreListedByDataKeyWithBothValues() throws {
        let old = room()
        let new = room()
        new.title = "Attic"
        new.countryCode = "FR"
        let differences = try Mapper().differences(between: old, and: new)
        #expect(differences.map(\.path) == ["title", "country_code"])
        #expect(differences[0].oldValue as? String == "Loft")
        #expect(differences[0].newValue as? String == "Attic")
        #expect(differences[0].description == #"title: "Loft" → "Attic""#)
        #expect(try !Mapper().differences(between: old, and: new).isEmpty)
    }

    @Test func nestedChangesHaveFullPaths() throws {
        let old = User()
        old.rooms = [Room(), Room(), Room()]
        old.rooms[2].host = User()
        let new = try Mapper().copy(of: old)
        new.rooms[2].host?.age = 32
        new.name = "Ada"
        let differences = try Mapper().differences(between: old, and: new)
        #expect(differences.map(\.path) == ["name", "rooms[2].host.age"])
        #expect(differences[1].oldValue as? Int == 0 && differences[1].newValue as? Int == 32)
    }

    @Test func arraysThatGrowOrShrinkListEachElementAddedOrRemoved() throws {
        let old = User()
        old.rooms = [Room()]
        let new = try Mapper().copy(of: old)
        new.rooms.append(Room())
        new.rooms[1].title = "New"
        let growth = try Mapper().differences(between: old, and: new)
        #expect(growth.map(\.path) == ["rooms[1]"])
        #expect(growth[0].oldValue == nil)
        #expect((growth[0].newValue as? [String: Any])?["title"] as? String == "New")
        let shrink = try Mapper().differences(between: new, and: old)
        #expect(shrink.map(\.path) == ["rooms[1]"] && shrink[0].newValue == nil)
    }

    @Test func dictionariesCompareByKey() throws {
        let old = room()
        let new = room()
        new.scores = ["a": 1, "c": 3]
        let differences = try Mapper().differences(between: old, and: new)
        #expect(differences.map(\.path) == ["scores.b", "scores.c"])
        #expect(differences[0].oldValue as? Int == 2 && differences[0].newValue == nil)
        #expect(differences[1].oldValue == nil && differences[1].newValue as? Int == 3)
    }

    @Test func setsIgnoreOrderAndDifferAsAWhole() throws {
        let old = room()
        let new = room()
        new.tags = ["sunny", "quiet"]
        #expect(try Mapper().differences(between: old, and: new).isEmpty)
        new.tags = ["quiet"]
        let differences = try Mapper().differences(between: old, and: new)
        #expect(differences.map(\.path) == ["tags"])
        #expect(differences[0].oldValue as? [String] == ["quiet", "sunny"])
        #expect(differences[0].newValue as? [String] == ["quiet"])
    }

    @Test func optionalsBecomingNilHaveANullNewValue() throws {
        let old = room()
        let new = room()
        new.note = nil
        new.host = nil
        let differences = try Mapper().differences(between: old, and: new)
        #expect(differences.map(\.path) == ["host", "note"])
        #expect((differences[0].oldValue as? [String: Any])?["name"] as? String == "Ada")
        #expect(differences[1].oldValue as? String == "near the station")
        #expect(differences.allSatisfy { $0.newValue is NSNull })
    }

    @Test func numbersCompareByValueAcrossTypes() throws {
        #expect(try Mapper().differences(between: 1, and: 1.0).isEmpty)
        #expect(try Mapper().differences(between: NSNumber(value: 42), and: Int64(42)).isEmpty)
        #expect(try Mapper().differences(between: UInt64.max, and: NSNumber(value: UInt64.max)).isEmpty)
        #expect(try Mapper().differences(between: Decimal(string: "0.1") as Any, and: 0.1).isEmpty)
        #expect(try Mapper().differences(between: Double.nan, and: Double.nan).isEmpty)
        #expect(try Mapper().differences(between: 0.0, and: -0.0).isEmpty)
        #expect(try !Mapper().differences(between: UInt64.max, and: Double(UInt64.max)).isEmpty)
        #expect(try !Mapper().differences(between: Int64(1 << 53 + 1), and: Double(1 << 53)).isEmpty)
        #expect(try !Mapper().differences(between: true, and: 1).isEmpty)
        #expect(try !Mapper().differences(between: "1", and: 1).isEmpty)
    }

    @Test func valuesWithoutATableCompareThroughMirror() throws {
        let differences = try Mapper().differences(
            between: ComparePoint(x: 1, y: 2), and: ComparePoint(x: 1, y: 2.5))
        #expect(differences.map(\.path) == ["y"])
        #expect(differences[0].description == "y: 2.0 → 2.5")
    }

    @Test func differentModelTypesDifferAsAWhole() throws {
        let differences = try Mapper().differences(between: Dog(), and: Bird())
        #expect(differences.map(\.path) == ["(root)"])
        #expect((differences[0].newValue as? [String: Any])?["canFly"] as? Bool == true)
    }

    @Test func cyclesCompareByWhereTheyPointWithoutLooping() throws {
        func loop(backToFirst: Bool) -> Node {
            let first = Node()
            let second = Node()
            first.next = second
            second.next = backToFirst ? first : second
            return first
        }
        #expect(
            try Mapper().differences(between: loop(backToFirst: true), and: loop(backToFirst: true)).isEmpty)
        let differences = try Mapper().differences(
            between: loop(backToFirst: true), and: loop(backToFirst: false))
        #expect(differences.map(\.path) == ["next.next"])
        #expect(differences[0].description == #"next.next: "<cycle: Node>" → "<cycle: Node>""#)
    }

    @Test func pathsFollowTheKeyStrategy() throws {
        var old = CompareBox()
        old.hostsByTeam = ["blue": [CompareHost(name: "Ada", age: 36)]]
        let new = try Mapper().copy(of: old)
        new.hostsByTeam["blue"]?[0].age = 37
        #expect(try paths(old, new) == ["hostsByTeam.blue[0].age"])
        var mapper = Mapper()
        mapper.keyStrategy = .snakeCase
        #expect(try mapper.differences(between: old, and: new).map(\.path) == ["hosts_by_team.blue[0].age"])
    }
}
