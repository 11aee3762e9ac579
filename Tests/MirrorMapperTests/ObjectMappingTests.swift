import Foundation
import MirrorMapper
import Testing

@Suite struct ObjectMappingTests {
    @Test func mapsUserWithNestedRoomsAndHosts() throws {
        let data: [String: Any] = [
            "id": 7, "name": "Ada", "email": "ada@example.com",
            "rooms": [
                [
                    "id": 1, "title": "Loft", "country_code": "GB", "toppings": ["cheese", "basil"],
                    "host": ["id": 9, "name": "Grace"],
                ],
                ["id": 2, "title": "Studio"],
            ],
        ]
        let user = try Mapper.object(of: User.self, from: data)
        #expect(user.id == 7)
        #expect(user.name == "Ada")
        #expect(user.email == "ada@example.com")
        #expect(user.rooms.count == 2)
        #expect(user.rooms[0].countryCode == "GB")
        #expect(user.rooms[0].toppings == [.cheese, .basil])
        #expect(user.rooms[0].host?.name == "Grace")
        #expect(user.rooms[1].host == nil)
        #expect(user.rooms[1].title == "Studio")
    }

    @Test func absentKeysKeepDeclaredDefaults() throws {
        let location = try Mapper.object(of: Location.self, from: ["position": ["lat": 1.5]])
        #expect(location == Location(latitude: 1.5, longitude: 0, name: "unknown"))
    }

    @Test func unknownKeysAreIgnored() throws {
        var issues: [MappingIssue] = []
        let user = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: User.self, from: ["id": 1, "nickname": "x", "friends": []])
        }
        #expect(user.id == 1)
        #expect(issues.isEmpty)
    }

    @Test func objectsFromArrayOfDictionaries() throws {
        let typed: [[String: Any]] = [["id": 1], ["id": 2]]
        let users = try Mapper().objects(of: User.self, from: typed)
        #expect(users.map(\.id) == [1, 2])
        let loose: [Any] = [["id": "3"]]
        #expect(try Mapper().objects(of: User.self, from: loose).map(\.id) == [3])
    }

    @Test func elementsThatAreNotDictionariesAreDroppedOrThrown() throws {
        var issues: [MappingIssue] = []
        let users = try Mapper().collectingIssues(into: &issues) {
            try $0.objects(of: User.self, from: [["id": 1], 5, ["id": 3]])
        }
        #expect(users.map(\.id) == [1, 3])
        #expect(issues.map(\.description) == ["[1]: expected User, found number 5 (dropped the element)"])
        #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).objects(of: User.self, from: [["id": 1], 5])
        }
    }

    @Test func populateUpdatesClassInPlaceKeepingIdentity() throws {
        let user = try Mapper.object(of: User.self, from: ["id": 1, "name": "Ada", "email": "a@b.c"])
        try Mapper.populate(user, from: ["name": "Ada L."])
        #expect(user.id == 1)
        #expect(user.name == "Ada L.")
        #expect(user.email == "a@b.c")
    }

    @Test func populateUpdatesExistingNestedObjectsInPlace() throws {
        let room = try Mapper.object(of: Room.self, from: ["id": 1, "host": ["id": 9, "name": "Grace"]])
        let host = try #require(room.host)
        try Mapper.populate(room, from: ["host": ["name": "Grace H."]])
        #expect(room.host === host)
        #expect(host.name == "Grace H.")
        #expect(host.id == 9)
    }

    @Test func explicitNullClearsOptional() throws {
        let user = try Mapper.object(of: User.self, from: ["email": "a@b.c"])
        try Mapper.populate(user, from: ["email": NSNull()])
        #expect(user.email == nil)
    }

    @Test func nullCanBeTreatedAsAbsent() throws {
        let user = try Mapper.object(of: User.self, from: ["email": "a@b.c", "name": "Ada"])
        var issues: [MappingIssue] = []
        try Mapper(ignoresNull: true).collectingIssues(into: &issues) {
            try $0.populate(
                user, from: ["email": NSNull(), "name": NSNull()])
        }
        #expect(user.email == "a@b.c")
        #expect(user.name == "Ada")
        #expect(issues.isEmpty)
    }

    @Test func populateStructInPlace() throws {
        var location = Location(latitude: 1, longitude: 2, name: "Home")
        try Mapper.populate(&location, from: ["name": "Work"])
        #expect(location == Location(latitude: 1, longitude: 2, name: "Work"))
    }

    @Test func setValueForKeyConvertsToDeclaredType() throws {
        var user = User()
        try user.setValue("42", forKey: "id")
        #expect(user.id == 42)
        try user.setValue(nil, forKey: "email")
        #expect(user.email == nil)
        #expect(throws: MappingError.self) { try user.setValue(1, forKey: "missing") }
        #expect(throws: MappingError.self) { try user.setValue("x", forKey: "age") }
    }

    @Test func handWrittenKeyValueSettableIsPopulatedKeyByKey() throws {
        struct Flags: KeyValueSettable {
            var enabled: Set<String> = []
            mutating func setValue(_ value: Any?, forKey key: String) throws {
                guard let flag = value as? Bool else { throw MappingError(.custom("not a flag")) }
                if flag { enabled.insert(key) }
            }
        }
        var flags = Flags()
        var issues: [MappingIssue] = []
        let input: [String: Any] = ["a": true, "b": false, "c": "no", "z": 1, "y": 2, "x": 3, "w": 4]
        try Mapper().collectingIssues(into: &issues) { try $0.populate(&flags, from: input) }
        #expect(flags.enabled == ["a"])
        #expect(issues.map(\.path) == ["c", "w", "x", "y", "z"])  // in the order of the keys
        #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).collectingIssues(into: &issues) {
                try $0.populate(&flags, from: ["c": 1])
            }
        }
    }

    @Test func mappingTwoThreadsAtOnceGivesTheSameResults() async throws {
        let ids = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let data: [String: Any] = [
                        "id": 5, "rooms": (0..<50).map { ["id": $0, "title": "Room \($0)"] },
                    ]
                    return try Mapper.object(of: User.self, from: data).rooms.map(\.id)
                }
            }
            return try await group.reduce(into: [[Int]]()) { $0.append($1) }
        }
        #expect(ids.count == 8)
        #expect(ids.allSatisfy { $0 == Array(0..<50) })
    }
}
