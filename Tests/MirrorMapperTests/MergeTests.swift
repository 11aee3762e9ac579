import Foundation
import MirrorMapper
import Testing

@Suite struct MergeTests {
    private func rooms() throws -> [Room] {
        try Mapper().objects(
            of: Room.self,
            from: [["id": 1, "title": "A"], ["id": 2, "title": "B"], ["id": 3, "title": "C"]])
    }

    @Test func existingObjectsAreUpdatedInPlaceNewOnesCreated() throws {
        let existing = try rooms()
        let merged = try Mapper().merge(
            existing, with: [["id": "2", "title": "B2"], ["id": 4, "title": "D"]], identifiedBy: "id")
        #expect(merged.map(\.id) == [2, 4, 1, 3])
        #expect(merged[0] === existing[1])
        #expect(existing[1].title == "B2")
        #expect(merged[1].title == "D")
    }

    @Test func orphansCanBeRemovedOrDecidedPerObject() throws {
        let existing = try rooms()
        let removed = try Mapper().merge(existing, with: [["id": 3]], identifiedBy: "id", orphans: .remove)
        #expect(removed.map(\.id) == [3])
        let decided = try Mapper().merge(
            existing, with: [["id": 3]], identifiedBy: "id", orphans: .decide { $0.title == "A" })
        #expect(decided.map(\.id) == [3, 1])
    }

    @Test func structsAndDuplicatesAndBadElements() throws {
        struct Tag: Mappable, Equatable {
            var name = ""
            var count = 0
            static let mapping: Mapping<Tag> = ["name": \.name, "count": \.count]
        }
        var issues: [MappingIssue] = []
        let merged = try Mapper().collectingIssues(into: &issues) {
            try $0.merge(
                [Tag(name: "a", count: 1)],
                with: [["name": "a", "count": 2], "junk", ["name": "a", "count": 5]],
                identifiedBy: "name")
        }
        #expect(merged == [Tag(name: "a", count: 5)])
        #expect(issues.map(\.path) == ["[1]"])
        #expect(throws: MappingError.self) { try Mapper().merge([Tag](), with: [], identifiedBy: "missing") }
    }
}
