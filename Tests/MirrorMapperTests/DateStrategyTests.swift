import Foundation
import MirrorMapper
import Testing

@Suite struct DateStrategyTests {
    struct Event: Mappable {
        var start = Date(timeIntervalSince1970: 0)
        var end: Date?
        static let mapping: Mapping<Event> = ["start": \.start, "end": \.end]
    }

    @Test(arguments: [
        ("2014-08-31T00:29:15Z", 1_409_444_955.0), ("2014-08-31T00:29:15.250Z", 1_409_444_955.25),
        ("2014-08-31T02:29:15+02:00", 1_409_444_955.0), ("2014-08-31", 1_409_443_200.0),
    ])
    func iso8601TextByDefault(text: String, seconds: Double) throws {
        let event = try Mapper.object(of: Event.self, from: ["start": text])
        #expect(event.start.timeIntervalSince1970 == seconds)
    }

    @Test func unixTimestampsByDefaultWithMillisecondsByMagnitude() throws {
        #expect(
            try Mapper.object(of: Event.self, from: ["start": 1_409_444_955]).start.timeIntervalSince1970
                == 1_409_444_955)
        #expect(
            try Mapper.object(of: Event.self, from: ["start": 1_409_444_955_000]).start.timeIntervalSince1970
                == 1_409_444_955)
    }

    /// Numeric text is read by the mapper's one rule for numbers, whichever numeric strategy reads it.
    @Test(arguments: ["1409444955", " 1409444955", "1.409444955e9", "+1409444955", "1409444955.0"])
    func numericTextIsATimestampForEveryNumericStrategy(text: String) throws {
        for (strategy, scale) in [(DateStrategy.secondsSince1970, 1.0), (.millisecondsSince1970, 1000)] {
            let event = try Mapper(mode: .strict, dateStrategy: strategy).object(
                of: Event.self, from: ["start": text])
            #expect(abs(event.start.timeIntervalSince1970 * scale - 1_409_444_955) < 0.001, "\(text)")
        }
    }

    /// Under a strategy that is not numeric, numeric text is that strategy's text: an ISO 8601
    /// basic date (`20140831`) or an id (`866260188`) is no timestamp but a reported mismatch, in
    /// both modes, on both paths.
    @Test(arguments: ["20140831", "866260188", "1409444955", "1.409444955e9"])
    func numericTextIsNoTimestampUnderAStrategyThatIsNotNumeric(text: String) throws {
        let strategies: [DateStrategy] = [.iso8601, .rfc1123, .twitter, .formatted("dd.MM.yyyy")]
        for strategy in strategies {
            let mismatch = MappingError.Kind.typeMismatch(expected: "Date", found: "String \"\(text)\"")
            var issues: [MappingIssue] = []
            let event = try Mapper(dateStrategy: strategy).collectingIssues(into: &issues) {
                try $0.object(
                    of: Event.self, from: ["start": text])
            }
            #expect(event.start.timeIntervalSince1970 == 0, "\(text)")
            #expect(issues.map(\.error.kind) == [mismatch], "\(text)")
            var jsonIssues: [MappingIssue] = []
            _ = try Mapper(dateStrategy: strategy).collectingIssues(into: &jsonIssues) {
                try $0.object(
                    of: Event.self, fromJSON: Data(#"{"start": "\#(text)"}"#.utf8))
            }
            #expect(jsonIssues.map(\.error.kind) == [mismatch], "\(text)")
            let error = #expect(throws: MappingError.self, "\(text)") {
                try Mapper(mode: .strict, dateStrategy: strategy).object(
                    of: Event.self, from: ["start": text])
            }
            #expect(error?.kind == mismatch)
        }
    }

    /// A format made of digits reads numeric text as its text.
    @Test func aNumericFormatReadsNumericTextAsADate() throws {
        let event = try Mapper(mode: .strict, dateStrategy: .formatted("yyyyMMdd")).object(
            of: Event.self, from: ["start": "20140831"])
        #expect(event.start.timeIntervalSince1970 == 1_409_443_200)
    }

    @Test(arguments: ["nan", "0x10", "1,5", "1e9x", "١٢٣"])
    func textThatIsNotNumericIsNoTimestamp(text: String) throws {
        for strategy in [DateStrategy.iso8601, .secondsSince1970] {
            #expect(throws: MappingError.self, "\(text)") {
                try Mapper(mode: .strict, dateStrategy: strategy).object(
                    of: Event.self, from: ["start": text])
            }
        }
    }

    @Test func invalidDatesKeepTheDefaultAndAreReported() throws {
        var issues: [MappingIssue] = []
        let event = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Event.self, from: ["start": "2014-02-30", "end": true])
        }
        #expect(event.start.timeIntervalSince1970 == 0)
        #expect(event.end == nil)
        #expect(issues.map(\.path) == ["start", "end"])
    }

    @Test func outputIsISO8601InUTC() throws {
        let event = Event(
            start: Date(timeIntervalSince1970: 1_409_444_955), end: Date(timeIntervalSince1970: 1.5))
        let dictionary = try Mapper.dictionary(from: event)
        #expect(dictionary["start"] as? String == "2014-08-31T00:29:15Z")
        #expect(dictionary["end"] as? String == "1970-01-01T00:00:01.5Z")
    }

    @Test func mapperAndTypeStrategies() throws {
        let seconds = Mapper(dateStrategy: .secondsSince1970)
        let event = try seconds.object(of: Event.self, from: ["start": 10])
        #expect(event.start.timeIntervalSince1970 == 10)
        #expect(try seconds.dictionary(from: event)["start"] as? Double == 10)
        let millis = try Mapper(dateStrategy: .millisecondsSince1970).object(
            of: Event.self, from: ["start": 1500])
        #expect(millis.start.timeIntervalSince1970 == 1.5)

        struct Tweet: Mappable {
            var createdAt = Date(timeIntervalSince1970: 0)
            static let mapping = Mapping<Tweet>(["createdAt": \.createdAt])
                .renaming(["createdAt": "created_at"])
                .dateStrategy(.formatted("EEE MMM dd HH:mm:ss Z yyyy"))
        }
        let tweet = try Mapper.object(of: Tweet.self, from: ["created_at": "Sun Aug 31 00:29:15 +0000 2014"])
        #expect(tweet.createdAt.timeIntervalSince1970 == 1_409_444_955)
        #expect(
            try Mapper.dictionary(from: tweet)["created_at"] as? String == "Sun Aug 31 00:29:15 +0000 2014")
    }

    @Test func customStrategy() throws {
        let mapper = Mapper(
            dateStrategy: .custom(
                read: { value in
                    guard let days = value as? Int else { throw MappingError(.custom("expected days")) }
                    return Date(timeIntervalSince1970: Double(days) * 86_400)
                },
                write: { Int($0.timeIntervalSince1970 / 86_400) }))
        let event = try mapper.object(of: Event.self, from: ["start": 2])
        #expect(event.start.timeIntervalSince1970 == 172_800)
        #expect(try mapper.dictionary(from: event)["start"] as? Int == 2)
    }
}

@Suite struct DateFormatStrategyTests {
    struct Feed: Mappable {
        var createdAt = Date(timeIntervalSince1970: 0)
        var modified = Date(timeIntervalSince1970: 0)
        var published: [Date] = []
        var birthday: Date?
        static let mapping = Mapping<Feed>([
            "createdAt": \.createdAt, "modified": \.modified, "published": \.published,
            "birthday": \.birthday,
        ])
        .dateStrategy(.twitter, for: "createdAt")
        .dateStrategy(.rfc1123, for: "modified")
        .dateStrategy(.formatted("dd.MM.yyyy"), for: "birthday")
        .dateStrategy(.secondsSince1970)
    }

    @Test func perPropertyStrategiesWinOverTypeAndMapper() throws {
        let feed = try Mapper.object(
            of: Feed.self,
            from: [
                "createdAt": "Sun Aug 31 02:29:15 +0200 2014", "modified": "Sun, 31 Aug 2014 00:29:15 GMT",
                "published": [1_409_444_955, "10"], "birthday": "10.12.1815",
            ])
        #expect(feed.createdAt.timeIntervalSince1970 == 1_409_444_955)
        #expect(feed.modified.timeIntervalSince1970 == 1_409_444_955)
        #expect(feed.published.map(\.timeIntervalSince1970) == [1_409_444_955, 10])
        #expect(feed.birthday?.timeIntervalSince1970 == -4_861_728_000)
        let written = try Mapper.dictionary(from: feed)
        #expect(written["createdAt"] as? String == "Sun Aug 31 00:29:15 +0000 2014")
        #expect(written["modified"] as? String == "Sun, 31 Aug 2014 00:29:15 GMT")
        #expect(written["published"] as? [Double] == [1_409_444_955, 10])
        #expect(written["birthday"] as? String == "10.12.1815")
    }

    @Test func formatsRejectOtherForms() throws {
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Feed.self, from: ["createdAt": "2014-08-31T00:29:15Z", "modified": 5])
        }
        #expect(issues.map(\.path) == ["createdAt", "modified"])
    }

    @Test func datesOutsideTheWritableRangeAreReported() throws {
        var issues: [MappingIssue] = []
        let far = DateStrategyTests.Event(start: Date(timeIntervalSince1970: 1e15), end: nil)
        let written = try Mapper().collectingIssues(into: &issues) { try $0.dictionary(from: far) }
        #expect(written["start"] == nil)
        #expect(issues.map(\.path) == ["start"])
    }
}

/// A type's date strategy covers its own properties and the values nested in them; a superclass's
/// covers the properties the superclass maps, also in instances of a subclass.
@Suite struct DateStrategyScopeTests {
    struct Stamp: Mappable {
        var at = Date(timeIntervalSince1970: 0)
        static let mapping: Mapping<Stamp> = ["at": \.at]
    }

    class Post: Mappable {
        var published = Date(timeIntervalSince1970: 0)
        var stamp = Stamp()
        required init() {}
        class var mapping: ClassMapping {
            let table: ClassMapping = ["published": \Post.published, "stamp": \Post.stamp]
            return table.dateStrategy(.millisecondsSince1970)
        }
    }

    final class Article: Post {
        var edited = Date(timeIntervalSince1970: 0)
        override class var mapping: ClassMapping {
            let table: ClassMapping = ["edited": \Article.edited]
            return table.dateStrategy(.rfc1123)
        }
    }

    static var articleData: [String: Any] {
        ["published": 10_000, "stamp": ["at": 20_000], "edited": "Sun, 06 Nov 1994 08:49:37 GMT"]
    }

    @Test func eachLevelReadsWithItsOwnStrategy() throws {
        let article = try Mapper.object(of: Article.self, from: Self.articleData)
        #expect(article.published.timeIntervalSince1970 == 10)
        #expect(article.stamp.at.timeIntervalSince1970 == 20)
        #expect(article.edited.timeIntervalSince1970 == 784_111_777)

        let post: Post = article
        let written = try Mapper.dictionary(from: post)
        #expect(written["published"] as? Double == 10_000)
        #expect((written["stamp"] as? [String: Any])?["at"] as? Double == 20_000)
        #expect(written["edited"] as? String == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func nestedModelsUseTheEnclosingStrategyAndTheMappersOutside() throws {
        let post = try Mapper.object(of: Post.self, from: ["stamp": ["at": 30_000]])
        #expect(post.stamp.at.timeIntervalSince1970 == 30)
        let alone = try Mapper.object(of: Stamp.self, from: ["at": "1970-01-01T00:00:30Z"])
        #expect(alone.at.timeIntervalSince1970 == 30)
        #expect(try Mapper.dictionary(from: alone)["at"] as? String == "1970-01-01T00:00:30Z")
    }

    @Test func descriptionsWriteDatesWithTheDeclaringStrategy() throws {
        let article = try Mapper.object(of: Article.self, from: Self.articleData)
        let text = Mapper().description(of: article)
        #expect(text.contains("Sun, 06 Nov 1994 08:49:37 GMT"))
        #expect(!text.contains("1994-11-06"))
    }
}
