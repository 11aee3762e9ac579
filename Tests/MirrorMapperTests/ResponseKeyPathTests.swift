import Foundation
import MirrorMapper
import Testing

@Suite struct ResponseKeyPathTests {
    private let response: [String: Any] = [
        "meta": ["page": 1],
        "data": ["rooms": [["id": 1], ["id": "x"], ["id": 3]], "user": ["id": 7, "name": "Ada"]],
    ]

    @Test func objectsUnderAKeyPath() throws {
        var issues: [MappingIssue] = []
        let rooms = try Mapper().collectingIssues(into: &issues) {
            try $0.objects(of: Room.self, from: response, at: "data.rooms")
        }
        #expect(rooms.map(\.id) == [1, 0, 3])
        #expect(issues.map(\.path) == ["data.rooms[1].id"])
        #expect(try Mapper().object(of: User.self, from: response, at: "data.user").name == "Ada")
    }

    @Test func missingKeyPathThrowsWithThePath() {
        let error = #expect(throws: MappingError.self) {
            try Mapper().objects(of: Room.self, from: response, at: "data.items")
        }
        #expect(error?.path == "data.items")
    }
}
