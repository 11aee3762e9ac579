import Foundation
import Testing

@testable import MirrorMapper

/// A mapper's `issueHandler` hears every lenient issue of every call, `Codable`'s too, which has
/// nowhere else to put them; `collectingIssues(into:_:)` collects them without a handler.
@Suite struct IssueHandlerTests {
    struct Guest: MappableCodable {
        var name = ""
        var age = 0
    }

    struct Party: MappableCodable {
        var guests: [Guest] = []
    }

    /// The issues a handler heard, as text.
    final class Heard: Sendable {
        private let lines = Locked<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        var handler: @Sendable (MappingIssue) -> Void {
            { issue in self.lines.withLock { $0.append("\(issue)") } }
        }
    }

    @Test func aCallWithoutIssuesTellsTheHandler() throws {
        let heard = Heard()
        let guest = try Mapper(issueHandler: heard.handler).object(
            of: Guest.self, from: ["name": "Ada", "age": "old"])
        #expect(guest.name == "Ada" && guest.age == 0)
        #expect(heard.all == [#"age: expected Int, found String "old" (kept the current value)"#])
    }

    @Test func collectedIssuesReachTheHandlerToo() throws {
        let heard = Heard()
        var issues: [MappingIssue] = []
        _ = try Mapper(issueHandler: heard.handler).collectingIssues(into: &issues) {
            try $0.object(of: Guest.self, fromJSON: Data(#"{"age": true}"#.utf8))
        }
        #expect(issues.map(\.description) == heard.all && heard.all.count == 1)
    }

    @Test func issuesOfSeveralCallsAndOfCodableAreCollectedInOrder() throws {
        var issues: [MappingIssue] = []
        let guests = try Mapper().collectingIssues(into: &issues) { mapper in
            let decoder = JSONDecoder()
            decoder.userInfo[.mirrorMapper] = mapper
            return [
                try mapper.object(of: Guest.self, from: ["age": "old"]),
                try decoder.decode(Guest.self, from: Data(#"{"age": []}"#.utf8)),
            ]
        }
        #expect(guests.count == 2)
        #expect(
            issues.map(\.description) == [
                #"age: expected Int, found String "old" (kept the current value)"#,
                "age: expected Int, found an array of 0 elements (kept the current value)",
            ])
    }

    @Test func issuesFoundBeforeAThrowAreCollected() {
        var issues: [MappingIssue] = []
        #expect(throws: MappingError.self) {
            try Mapper().collectingIssues(into: &issues) { mapper in
                _ = try mapper.object(of: Guest.self, from: ["age": "old"])
                _ = try Mapper(mode: .strict).object(of: Guest.self, from: ["age": "old"])
            }
        }
        #expect(issues.map(\.path) == ["age"])
    }

    @Test func jsonDecoderHandsCodableIssuesToTheMapperInUserInfo() throws {
        let heard = Heard()
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = Mapper(issueHandler: heard.handler)
        let party = try decoder.decode(
            Party.self, from: Data(#"{"guests": [{"name": "Ada"}, {"name": "Bo", "age": "old"}]}"#.utf8))
        #expect(party.guests.map(\.name) == ["Ada", "Bo"])
        #expect(heard.all == [#"guests[1].age: expected Int, found String "old" (kept the current value)"#])
        let guests = try decoder.decode([Guest].self, from: Data(#"[{"age": 1}, {"age": []}]"#.utf8))
        #expect(guests.map(\.age) == [1, 0])
        #expect(
            heard.all.last == "[1].age: expected Int, found an array of 0 elements (kept the current value)")
    }
}
