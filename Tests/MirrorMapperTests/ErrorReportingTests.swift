import Foundation
import MirrorMapper
import Testing

@Suite struct ErrorReportingTests {
    private let badNestedAge: [String: Any] = [
        "id": 1,
        "rooms": [["id": 1], ["id": 2], ["id": 3, "host": ["id": 4, "age": "old", "name": "Kay"]]],
    ]

    @Test func lenientModeKeepsValuesAndReportsPaths() throws {
        var issues: [MappingIssue] = []
        let user = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: User.self, from: badNestedAge)
        }
        #expect(user.rooms[2].host?.name == "Kay")
        #expect(user.rooms[2].host?.age == 0)
        #expect(
            issues.map(\.description) == [
                "rooms[2].host.age: expected Int, found String \"old\" (kept the current value)"
            ])
        #expect(issues.first?.outcome == .keptCurrentValue)
    }

    @Test func strictModeThrowsTheFirstProblemWithItsPath() throws {
        let error = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: User.self, from: badNestedAge)
        }
        #expect(error.path == "rooms[2].host.age")
        #expect(error.kind == .typeMismatch(expected: "Int", found: "String \"old\""))
    }

    @Test func issuesFromSeveralLevelsAndCollectionsHaveFullPaths() throws {
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Everything.self,
                from: [
                    "int": [1], "array": [1, "x"], "dictionary": ["a": 1, "b": true],
                    "locations": [[["position": ["lat": "north"]]]], "topping": "ham",
                ])
        }
        #expect(
            Set(issues.map(\.path)) == [
                "int", "array[1]", "dictionary.b", "locations[0][0].position.lat", "topping",
            ])
    }

    /// Input with a wrong container somewhere, and the path of the problem.
    private static func wrongContainerCase(_ index: Int) -> (path: String, input: [String: Any]) {
        let cases: [(String, [String: Any])] = [
            ("rooms", ["rooms": "not an array"]), ("rooms[0]", ["rooms": ["not a dictionary"]]),
            ("rooms[0].host", ["rooms": [["host": [1, 2]]]]),
            ("rooms[0].toppings", ["rooms": [["toppings": ["cheese": 1]]]]),
            ("id", ["id": ["nested": true]]), ("name", ["name": NSNull()]), ("rooms", ["rooms": NSNull()]),
            ("email", ["email": [:] as [String: Any]]), ("rooms[0]", ["rooms": [NSNull()]]),
        ]
        return cases[index]
    }

    @Test(arguments: 0..<9)
    func wrongContainerTypesAtEveryLevelAreReportedNotCrashed(caseIndex: Int) throws {
        let (path, input) = Self.wrongContainerCase(caseIndex)
        var issues: [MappingIssue] = []
        let user = try Mapper().collectingIssues(into: &issues) { try $0.object(of: User.self, from: input) }
        #expect(issues.map(\.path) == [path])
        #expect(user.id == 0 && user.name == "" && user.email == nil)
        #expect(user.rooms.allSatisfy { $0.host == nil && $0.toppings.isEmpty })
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: User.self, from: input)
        }
        #expect(error?.path == path)
    }

    @Test func deepDataHitsTheDepthLimitWithAClearError() throws {
        var data: [String: Any] = ["value": 1]
        for level in 0..<10_000 { data = ["value": level, "next": data] }
        let error = try #require(throws: MappingError.self) { try Mapper.object(of: Node.self, from: data) }
        #expect(error.kind == .depthLimitExceeded(100))
        #expect(error.path.hasPrefix("next.next.next"))
        let shallow = try Mapper(maximumDepth: 20).object(
            of: Node.self, from: ["next": ["next": ["value": 3]]])
        #expect(shallow.next?.next?.value == 3)
    }

    @Test func deepObjectGraphsHitTheDepthLimitWhenWritten() throws {
        let root = Node()
        var tail = root
        for _ in 0..<500 {
            let next = Node()
            tail.next = next
            tail = next
        }
        let error = try #require(throws: MappingError.self) { try Mapper.dictionary(from: root) }
        #expect(error.kind == .depthLimitExceeded(100))
    }

    @Test func errorsDescribeHugeValuesBriefly() throws {
        let huge = String(repeating: "x", count: 10_000_000)
        let error = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: User.self, from: ["id": huge])
        }
        #expect(error.description.count < 200)
        let list = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(
                of: User.self, from: ["name": Array(repeating: 1, count: 100_000)])
        }
        #expect(list.description == "name: expected String, found an array of 100000 elements")
    }

    @Test func nonStringKeysAndForeignContainersAreMismatches() throws {
        var issues: [MappingIssue] = []
        let everything = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Everything.self,
                from: ["dictionary": [1: 2] as [Int: Int], "location": NSArray(array: [1])])
        }
        #expect(everything.dictionary.isEmpty)
        #expect(Set(issues.map(\.path)) == ["dictionary", "location"])
    }

    @Test func optionalsInsideAnyAreUnwrapped() throws {
        let email: String? = "a@b.c"
        let missing: String? = nil
        let age: Int? = 30
        let user = try Mapper.object(of: User.self, from: ["email": email as Any, "age": age as Any])
        #expect(user.email == "a@b.c")
        #expect(user.age == 30)
        try Mapper.populate(user, from: ["email": missing as Any])
        #expect(user.email == nil)
    }
}
