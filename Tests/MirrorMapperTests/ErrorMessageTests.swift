import Foundation
import MirrorMapper
import Testing

/// What a user reads of an error: `localizedDescription` gives the package's own message, and a
/// root key path that is not in the response says that the key is absent.
@Suite struct ErrorMessageTests {
    @Test func localizedDescriptionIsThePackagesMessage() throws {
        let mapping = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: User.self, from: ["age": "old"])
        }
        let json = try #require(throws: JSONError.self) {
            try Mapper.object(of: User.self, fromJSON: Data("{\"id\" 1}".utf8))
        }
        let stored = DefaultsError.unstorableValue(key: "draft", reason: "a cycle")
        let errors: [any Error] = [mapping, json, stored]
        for error in errors {
            #expect(error.localizedDescription == String(describing: error))
        }
        #expect(mapping.localizedDescription == "age: expected Int, found String \"old\"")
    }

    @Test func anAbsentRootKeyPathSaysTheKeyIsAbsent() throws {
        let response: [String: Any] = ["data": ["count": 0]]
        let json = Data(#"{"data": {"count": 0}}"#.utf8)
        let calls: [() throws -> Void] = [
            { _ = try Mapper().objects(of: Room.self, from: response, at: "items") },
            { _ = try Mapper().objects(of: Room.self, fromJSON: json, at: "items") },
        ]
        for call in calls {
            let error = try #require(throws: MappingError.self) { try call() }
            #expect(error.description == "items: key is absent (expected Array<Room>)")
        }
        let objectCalls: [() throws -> Void] = [
            { _ = try Mapper().object(of: Room.self, from: response, at: "data.room") },
            { _ = try Mapper().object(of: Room.self, fromJSON: json, at: "data.room") },
        ]
        for call in objectCalls {
            let error = try #require(throws: MappingError.self) { try call() }
            #expect(error.description.hasSuffix(": key is absent (expected Room)"))
        }
    }

    @Test func anExplicitNullAtTheRootKeyPathStillSaysNull() throws {
        let error = try #require(throws: MappingError.self) {
            try Mapper().objects(of: Room.self, fromJSON: Data(#"{"items": null}"#.utf8), at: "items")
        }
        #expect(error.description == "items: expected Array<Room>, found null")
    }
}
