import Foundation
import Testing

@testable import MirrorMapper

/// `Mapping(joining:)`: a table made of parts reads and writes as the same table in one piece.
@Suite struct MappingJoiningTests {
    struct Event: Mappable, Equatable {
        var eventID = 0
        var title = ""
        var startsAt = Date(timeIntervalSince1970: 0)
        var note = ""
        static let mapping = Mapping<Event>(joining: [identity, details]).keyStrategy(.snakeCase)
        private static let identity: Mapping<Event> = ["eventID": \.eventID]
        private static let details = Mapping<Event>(["title": \.title, "startsAt": \.startsAt])
            .renaming(["title": "Title"])
            .dateStrategy(.iso8601, for: "startsAt")
            .excluding("note")
    }

    struct EventInOnePiece: Mappable, Equatable {
        var eventID = 0
        var title = ""
        var startsAt = Date(timeIntervalSince1970: 0)
        var note = ""
        static let mapping = Mapping<EventInOnePiece>([
            "eventID": \.eventID, "title": \.title, "startsAt": \.startsAt,
        ])
        .keyStrategy(.snakeCase)
        .renaming(["title": "Title"])
        .dateStrategy(.iso8601, for: "startsAt")
        .excluding("note")
    }

    @Test func partsMapAsOneTable() throws {
        let data: [String: Any] = ["event_id": 7, "Title": "Launch", "starts_at": "2014-08-31T00:29:15Z"]
        let mapper = Mapper(mode: .strict)
        let joined = try mapper.object(of: Event.self, from: data)
        let whole = try mapper.object(of: EventInOnePiece.self, from: data)
        #expect(joined.eventID == 7 && joined.title == "Launch")
        #expect(joined.startsAt == whole.startsAt && joined.startsAt.timeIntervalSince1970 == 1_409_444_955)
        let written = try mapper.dictionary(from: joined)
        #expect(Set(written.keys) == ["event_id", "Title", "starts_at"])
        #expect(written["starts_at"] as? String == "2014-08-31T00:29:15Z")
        #expect(
            NSDictionary(dictionary: written) == NSDictionary(dictionary: try mapper.dictionary(from: whole)))
        try Mapper.validate(Event.self)
    }

    @Test func aLaterPartWinsForTheSameProperty() {
        let first = Mapping<Event>(["title": \.title]).renaming(["title": "a"]).dateStrategy(.twitter)
        let second = Mapping<Event>([:]).renaming(["title": "b"])
        let joined = Mapping<Event>(joining: [first, second])
        #expect(joined.declaration.entries.map(\.name) == ["title"])
        #expect(joined.declaration.dataKeys == ["title": "b"])
        #expect(joined.declaration.dateStrategy != nil)
    }
}
