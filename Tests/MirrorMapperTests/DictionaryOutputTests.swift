import Foundation
import MirrorMapper
import Testing

@Suite struct DictionaryOutputTests {
    private func sampleUser() throws -> User {
        try Mapper.object(
            of: User.self,
            from: [
                "id": 7, "name": "Ada",
                "rooms": [["id": 1, "title": "Loft", "country_code": "GB", "toppings": ["olives"]]],
            ])
    }

    @Test func modelUsesDataKeysAndNestsModels() throws {
        let dictionary = try Mapper.dictionary(from: try sampleUser())
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        #expect(dictionary["id"] as? Int == 7)
        #expect(dictionary["email"] == nil)
        let rooms = try #require(dictionary["rooms"] as? [[String: Any]])
        #expect(rooms[0]["country_code"] as? String == "GB")
        #expect(rooms[0]["countryCode"] == nil)
        #expect(rooms[0]["toppings"] as? [String] == ["olives"])
        #expect(rooms[0]["cachedLayout"] == nil)
    }

    @Test func severalValuesGiveOneDictionaryEachAndTheirJSONArrayNamesTheIndex() throws {
        let user = try sampleUser()
        let other = try Mapper.object(of: User.self, from: ["id": 8, "name": "Grace"])
        let dictionaries = try [user, other, ["plain": 1]].map { try Mapper.dictionary(from: $0) }
        #expect(dictionaries.count == 3)
        #expect(dictionaries[0]["name"] as? String == "Ada")
        #expect(dictionaries[1]["id"] as? Int == 8)
        #expect(dictionaries[2]["plain"] as? Int == 1)
        #expect(JSONSerialization.isValidJSONObject(dictionaries))
        // An array's JSON text carries the index of the value in front of a problem's path.
        var broken = Everything()
        broken.double = .nan
        let error = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).jsonData(from: [user, broken])
        }
        #expect(error.path == "[1].double")
    }

    @Test func anOptionalAnyPropertyGivesItsValueUnwrapped() throws {
        let shelter = Shelter()
        for value in [5, true, "text", 2.5] as [Any] {
            shelter.note = value
            let written = try #require(try Mapper.dictionary(from: shelter)["note"])
            #expect(type(of: written) == type(of: value), "\(written)")
        }
        shelter.note = nil
        #expect(try Mapper.dictionary(from: shelter)["note"] == nil)
        #expect(try Mapper(nilEncoding: .null).dictionary(from: shelter)["note"] is NSNull)
    }

    @Test func includeAndExcludeListsNameProperties() throws {
        let user = try sampleUser()
        let included = try Mapper.dictionary(from: user, including: ["id", "name"])
        #expect(Set(included.keys) == ["id", "name"])
        let excluded = try Mapper.dictionary(from: user, excluding: ["rooms", "age"])
        #expect(Set(excluded.keys) == ["id", "name"])
    }

    @Test func nilIsOmittedOrNull() throws {
        let user = try sampleUser()
        #expect(try Mapper.dictionary(from: user)["email"] == nil)
        let withNulls = try Mapper(nilEncoding: .null).dictionary(from: user)
        #expect(withNulls["email"] is NSNull)
        #expect(JSONSerialization.isValidJSONObject(withNulls))
    }

    @Test func dottedKeysWriteNestedDictionaries() throws {
        let dictionary = try Mapper.dictionary(from: Location(latitude: 1.5, longitude: -2, name: "Pier"))
        let position = try #require(dictionary["position"] as? [String: Any])
        #expect(position["lat"] as? Double == 1.5)
        #expect(position["lng"] as? Double == -2)
        #expect(dictionary["name"] as? String == "Pier")
    }

    @Test func everyTypeHasAJSONForm() throws {
        var everything = Everything()
        everything.date = Date(timeIntervalSince1970: 1_409_444_955)
        everything.url = try #require(URL(string: "https://example.com/x"))
        everything.data = Data([1, 2, 3])
        everything.topping = .basil
        everything.priority = .high
        everything.decimal = try #require(Decimal(string: "19.99"))
        let dictionary = try Mapper.dictionary(from: everything)
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        #expect(dictionary["date"] as? String == "2014-08-31T00:29:15Z")
        #expect(dictionary["url"] as? String == "https://example.com/x")
        #expect(dictionary["uuid"] as? String == "00000000-0000-0000-0000-000000000000")
        #expect(dictionary["data"] as? String == "AQID")
        #expect(dictionary["topping"] as? String == "basil")
        #expect(dictionary["priority"] as? Int == 2)
        #expect(dictionary["decimal"] as? Decimal == Decimal(string: "19.99"))
        #expect(dictionary["optional"] as? Int == 7)
        #expect((dictionary["location"] as? [String: Any])?["name"] as? String == "unknown")
    }

    @Test func anyValueWithoutTableIsReflected() throws {
        struct Point {
            var x = 1
            var y: Double? = nil
            var tags = ["a"]
            var origin: Origin = .center
        }
        enum Origin { case center }
        class Base { var id = 3 }
        final class Derived: Base {
            var label = "d"
            lazy var cached = 5
        }
        let point = try Mapper.dictionary(from: Point())
        #expect(point["x"] as? Int == 1)
        #expect(point["y"] == nil)
        #expect(point["tags"] as? [String] == ["a"])
        #expect(point["origin"] as? String == "center")
        let derived = try Mapper.dictionary(from: Derived())
        #expect(derived["id"] as? Int == 3)
        #expect(derived["label"] as? String == "d")
        #expect(derived.count == 2)
        #expect(throws: MappingError.self) { try Mapper.dictionary(from: 42) }
    }

    @Test func cyclesBetweenObjectsAreDetected() throws {
        let first = Node()
        let second = Node()
        first.next = second
        second.next = first
        let error = try #require(throws: MappingError.self) { try Mapper.dictionary(from: first) }
        guard case .cycle = error.kind else {
            Issue.record("expected a cycle, got \(error)")
            return
        }
        #expect(error.path == "next.next")
        final class Loop {
            var me: Loop?
            var value = 1
        }
        let loop = Loop()
        loop.me = loop
        #expect(throws: MappingError.self) { try Mapper.dictionary(from: loop) }
    }

    @Test func sharedObjectsThatAreNotCyclesAreWrittenTwice() throws {
        let shared = Node()
        shared.value = 4
        let parent = Node()
        parent.children = [shared, shared]
        let dictionary = try Mapper.dictionary(from: parent)
        let children = try #require(dictionary["children"] as? [[String: Any]])
        #expect(children.map { $0["value"] as? Int } == [4, 4])
    }

    @Test func nonFiniteNumbersAreOmittedAndReportedOrThrown() throws {
        struct Reading: Mappable {
            var value = Double.nan
            var unit = "C"
            static let mapping: Mapping<Reading> = ["value": \.value, "unit": \.unit]
        }
        var issues: [MappingIssue] = []
        let dictionary = try Mapper().collectingIssues(into: &issues) { try $0.dictionary(from: Reading()) }
        #expect(dictionary["value"] == nil)
        #expect(dictionary["unit"] as? String == "C")
        #expect(issues.map(\.path) == ["value"])
        #expect(issues.first?.outcome == .omitted)
        #expect(throws: MappingError.self) { try Mapper(mode: .strict).dictionary(from: Reading()) }
    }
}

/// Include and exclude lists take property names or data keys; a name that matches neither is a
/// programmer error, for dictionaries and JSON text alike.
@Suite struct IncludeListTests {
    struct Repo: Mappable {
        var fullName = "mirror/mapper"
        var stars = 5
        var ownerLogin = "ada"
        static let mapping = Mapping<Repo>([
            "fullName": \.fullName, "stars": \.stars, "ownerLogin": \.ownerLogin,
        ])
        .renaming(["ownerLogin": "owner.login"])
    }

    @Test func namesArePropertyNamesOrDataKeys() throws {
        let mapper = Mapper(keyStrategy: .snakeCase)
        for names in [["fullName"], ["full_name"]] as [Set<String>] {
            #expect(
                try mapper.dictionary(from: Repo(), including: names) as? [String: String] == [
                    "full_name": "mirror/mapper"
                ])
            let json = try mapper.jsonData(from: Repo(), including: names)
            #expect(String(decoding: json, as: UTF8.self) == #"{"full_name":"mirror/mapper"}"#)
        }
        for names in [["fullName", "ownerLogin"], ["full_name", "owner.login"]] as [Set<String>] {
            #expect(try mapper.dictionary(from: Repo(), excluding: names) as? [String: Int] == ["stars": 5])
            let json = try mapper.jsonData(from: Repo(), excluding: names)
            #expect(String(decoding: json, as: UTF8.self) == #"{"stars":5}"#)
        }
    }

    @Test func aNameThatMatchesNothingThrows() throws {
        let message = "Repo has no property or data key \"fulName\" to include or exclude"
        let calls: [() throws -> Void] = [
            { _ = try Mapper().dictionary(from: Repo(), including: ["fulName"]) },
            { _ = try Mapper().dictionary(from: Repo(), excluding: ["fulName"]) },
            { _ = try Mapper().jsonData(from: Repo(), including: ["fulName"]) },
            { _ = try Mapper().jsonData(from: Repo(), excluding: ["stars", "fulName"]) },
        ]
        for call in calls {
            let error = try #require(throws: MappingError.self) { try call() }
            #expect(error.kind == .invalidMapping(message))
        }
    }
}
