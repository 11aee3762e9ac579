import Foundation
import Testing

@testable import MirrorMapper

/// `Duration`, added as a value type by its `ValueConvertible` and `StandardValue` conformances
/// alone (issue 46: a new value type is one record), maps a number of seconds on every path and
/// takes every route a standard value has.
@Suite struct DurationValueTests {
    struct Session: MappableCodable {
        var length: Duration = .zero
        var pause: Duration?
        var laps: [Duration] = []
    }

    @Test func itIsAStandardValueWithEveryRoute() throws {
        let record = try #require(StandardValues.record(of: Duration.self))
        #expect(ObjectIdentifier(record) == ObjectIdentifier(Duration.self))
        #expect(Duration.jsonReadRoute != nil && Duration.jsonWriteRoute != nil)
        // Its JSON routes are the ones its coding takes: an integer is read without the detour
        // through `Any`, whole seconds are written without it.
        var output = JSONOutput(options: JSONWriter.Options())
        try JSONValueWriter<Duration>.make().write(.seconds(90), &output, 0, MappingContext(mapper: Mapper()))
        #expect(String(decoding: output.bytes, as: UTF8.self) == "90")
    }

    @Test func secondsConvertExactlyToTheAttosecond() throws {
        let cases: [(Any, Duration)] = [
            (90, .seconds(90)),
            (1.5, .milliseconds(1500)),
            (
                Decimal(string: "0.000000000000000001") as Any,
                Duration(secondsComponent: 0, attosecondsComponent: 1)
            ),
            // Digits finer than an attosecond are dropped.
            ("1.0000000000000000019", Duration(secondsComponent: 1, attosecondsComponent: 1)),
            (" 0.25 ", .milliseconds(250)),
            (-1.5, Duration(secondsComponent: -1, attosecondsComponent: -500_000_000_000_000_000)),
            (UInt64(3), .seconds(3)),
            (0, .zero),
        ]
        for (value, expected) in cases {
            let session = try Mapper(mode: .strict).object(of: Session.self, from: ["length": value])
            #expect(session.length == expected, "\(value)")
        }
    }

    @Test func whatIsNotANumberOfSecondsIsReported() throws {
        for value: Any in [true, "soon", 1e30, "1e400", ["seconds": 1]] {
            var issues: [MappingIssue] = []
            let session = try Mapper().collectingIssues(into: &issues) {
                try $0.object(of: Session.self, from: ["length": value, "laps": [1, value, 2]])
            }
            #expect(session.length == .zero && session.laps == [.seconds(1), .seconds(2)], "\(value)")
            #expect(issues.map(\.path) == ["length", "laps[1]"], "\(value)")
        }
        #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Session.self, from: ["length": 1e30])
        }
    }

    @Test func everyInputGivesTheSameDurations() throws {
        let json = #"{"length": 90, "pause": 1.25, "laps": [60, 59.5, "61"]}"#
        let expected = Session(
            length: .seconds(90), pause: .milliseconds(1250),
            laps: [.seconds(60), .milliseconds(59_500), .seconds(61)])
        let fromDictionary = try Mapper.object(
            of: Session.self,
            from: try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
        let fromJSON = try Mapper.object(of: Session.self, fromJSON: Data(json.utf8))
        let fromDecoder = try JSONDecoder().decode(Session.self, from: Data(json.utf8))
        for session in [fromDictionary, fromJSON, fromDecoder] {
            #expect(session.length == expected.length && session.pause == expected.pause)
            #expect(session.laps == expected.laps)
        }
    }

    @Test func everyOutputWritesSecondsExactly() throws {
        let session = Session(
            length: .seconds(90), pause: Duration(secondsComponent: 2, attosecondsComponent: 1),
            laps: [.milliseconds(-1500)])
        let dictionary = try Mapper.dictionary(from: session)
        #expect(dictionary["length"] as? Int64 == 90)
        #expect(dictionary["pause"] as? Decimal == Decimal(string: "2.000000000000000001"))
        let json = try Mapper().jsonData(from: session, sortingKeys: true)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"laps":[-1.5],"length":90,"pause":2.000000000000000001}"#)
        let encoded = try JSONEncoder().encode(session)
        #expect(try JSONDecoder().decode(Session.self, from: encoded).pause == session.pause)
        #expect(try Mapper.object(of: Session.self, fromJSON: json).laps == session.laps)
        let store = DefaultsStore.inMemory()
        try store.set(session, forKey: "session")
        let stored = try #require(try store.value(of: Session.self, forKey: "session"))
        #expect(
            stored.length == session.length && stored.pause == session.pause && stored.laps == session.laps)
    }
}
