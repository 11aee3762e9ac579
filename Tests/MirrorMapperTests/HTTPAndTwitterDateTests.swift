import Foundation
import Testing

@testable import MirrorMapper

/// The HTTP and Twitter layouts, parsed and written, checked against `DateFormatter`.
@Suite("HTTP and Twitter dates")
struct HTTPAndTwitterDateTests {
    @Test(
        "HTTP dates parse, names in any case",
        arguments: [
            ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0),
            ("sun, 06 nov 1994 08:49:37 gmt", 784_111_777),
            ("SUN, 06 NOV 1994 08:49:37 GMT", 784_111_777),
            ("Sun, 31 Aug 2014 00:29:15 GMT", 1_409_444_955),
            ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
            ("Wed, 31 Dec 1969 23:59:59 GMT", -1),
            ("Tue, 29 Feb 2000 12:00:00 GMT", 951_825_600),
            ("Sat, 31 Dec 2016 23:59:60 GMT", 1_483_228_799),
        ] as [(String, Double)])
    func httpParses(text: String, secondsSince1970: Double) {
        #expect(HTTPDateFormat.date(from: text) == unixDate(secondsSince1970))
    }

    @Test("the weekday must be a weekday name but is not checked against the date")
    func weekdayIsIgnored() {
        #expect(HTTPDateFormat.date(from: "Mon, 06 Nov 1994 08:49:37 GMT") == unixDate(784_111_777))
        #expect(TwitterDateFormat.date(from: "Fri Aug 31 00:29:15 +0000 2014") == unixDate(1_409_444_955))
        #expect(HTTPDateFormat.date(from: "Xyz, 06 Nov 1994 08:49:37 GMT") == nil)
        #expect(TwitterDateFormat.date(from: "Abc Aug 31 00:29:15 +0000 2014") == nil)
    }

    @Test(
        "rejected HTTP dates",
        arguments: [
            "", "Sun, 06 Nov 1994 08:49:37", "Sun, 06 Nov 1994 08:49:37 UTC",
            "Sun, 06 Nov 1994 08:49:37 +0000",
            "Sun, 6 Nov 1994 08:49:37 GMT", "Sun 06 Nov 1994 08:49:37 GMT", "Sun,  06 Nov 1994 08:49:37 GMT",
            "Sun, 06 Nov 94 08:49:37 GMT", "Sun, 06 Nvm 1994 08:49:37 GMT", "Sun, 31 Nov 1994 08:49:37 GMT",
            "Sun, 29 Feb 1900 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:37 GMT",
            "Sun, 06 Nov 1994 08:49:61 GMT", "Sun, 06 Nov 1994 08:49 GMT", "Sun, 06 Nov 1994 08:49:37 GMT ",
            " Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
            "Sun, ٠6 Nov 1994 08:49:37 GMT", "Su1, 06 Nov 1994 08:49:37 GMT",
        ])
    func httpRejects(text: String) {
        #expect(HTTPDateFormat.date(from: text) == nil)
    }

    @Test(
        "HTTP dates are written in GMT, rounded to the nearest second",
        arguments: [
            (784_111_777.0, "Sun, 06 Nov 1994 08:49:37 GMT"),
            (1_409_444_955.4, "Sun, 31 Aug 2014 00:29:15 GMT"),
            (1_409_444_955.5, "Sun, 31 Aug 2014 00:29:16 GMT"),
            (-1, "Wed, 31 Dec 1969 23:59:59 GMT"),
            (-62_167_219_200, "Sat, 01 Jan 0000 00:00:00 GMT"),
            (253_402_300_799, "Fri, 31 Dec 9999 23:59:59 GMT"),
        ] as [(Double, String)])
    func httpWrites(seconds: Double, expected: String) {
        #expect(HTTPDateFormat.string(from: unixDate(seconds)) == expected)
    }

    @Test("HTTP and Twitter writers give nil outside 0000-9999 and for non-finite dates")
    func unwritable() {
        for seconds in [253_402_300_800, -62_167_219_201, .nan, .infinity] as [Double] {
            #expect(HTTPDateFormat.string(from: unixDate(seconds)) == nil)
            #expect(TwitterDateFormat.string(from: unixDate(seconds)) == nil)
        }
        #expect(TwitterDateFormat.string(from: unixDate(253_402_300_000), utcOffsetSeconds: 3600) == nil)
    }

    @Test(
        "Twitter dates parse with their offset honoured",
        arguments: [
            ("Sun Aug 31 00:29:15 +0000 2014", 1_409_444_955.0),
            ("sun aug 31 00:29:15 +0000 2014", 1_409_444_955),
            ("Sat Aug 30 19:29:15 -0500 2014", 1_409_444_955),
            ("Sun Aug 31 05:59:15 +0530 2014", 1_409_444_955),
            ("Sun Aug 31 05:59:15 +05:30 2014", 1_409_444_955),
            ("Sun Aug 31 02:29:15 +02 2014", 1_409_444_955),
            ("Thu Jan 01 00:59:59 +0100 1970", -1),
            ("Wed Dec 31 23:00:00 -0100 1969", 0),
        ] as [(String, Double)])
    func twitterParses(text: String, secondsSince1970: Double) {
        #expect(TwitterDateFormat.date(from: text) == unixDate(secondsSince1970))
    }

    @Test(
        "rejected Twitter dates",
        arguments: [
            "", "Sun Aug 31 00:29:15 2014", "Sun Aug 31 00:29:15 +0000", "Sun Aug 31 00:29:15 Z 2014",
            "Sun Aug 31 00:29:15 GMT 2014", "Sun Aug 31 00:29:15 +2400 2014",
            "Sun Aug 31 00:29:15 +0060 2014",
            "Sun Aug 31 00:29:15 0000 2014", "Sun Aug 31 0:29:15 +0000 2014", "Sun Aug 3 00:29:15 +0000 2014",
            "Sun Sep 31 00:29:15 +0000 2014", "Sun Aug 31 25:29:15 +0000 2014",
            "Sun Aug 31 00:29:15 +0000 14",
            "Sun Aug 31 00:29:15 +0000 2014 ", "Sun, Aug 31 00:29:15 +0000 2014",
            "Sun Aug 31 00:29:15 +000 2014",
        ])
    func twitterRejects(text: String) {
        #expect(TwitterDateFormat.date(from: text) == nil)
    }

    @Test(
        "Twitter dates are written in the offset asked for",
        arguments: [
            (0, "Sun Aug 31 00:29:15 +0000 2014"),
            (-18_000, "Sat Aug 30 19:29:15 -0500 2014"),
            (19_800, "Sun Aug 31 05:59:15 +0530 2014"),
            (86_340, "Mon Sep 01 00:28:15 +2359 2014"),
        ])
    func twitterWrites(utcOffsetSeconds: Int, expected: String) {
        let date = unixDate(1_409_444_955)
        #expect(TwitterDateFormat.string(from: date, utcOffsetSeconds: utcOffsetSeconds) == expected)
        #expect(TwitterDateFormat.date(from: expected) == date)
    }

    @Test("Twitter offsets must be whole minutes under a day", arguments: [30, 86_400, -86_400, 100_000])
    func twitterRejectsOffsets(utcOffsetSeconds: Int) {
        #expect(TwitterDateFormat.string(from: unixDate(0), utcOffsetSeconds: utcOffsetSeconds) == nil)
    }

    @Test("both agree with a cached en_US_POSIX DateFormatter on 2,000 generated times 1900-2100")
    func agreeWithFoundation() throws {
        let cache = DateFormatterCache()
        let httpPattern = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let twitterPattern = "EEE MMM dd HH:mm:ss Z yyyy"
        for sample in GeneratedDateTime.sample(count: 2000, years: 1900...2100, seed: 7) {
            let utcText = sample.isoLocalTime + "Z"
            let date = try #require(ISO8601DateParser.date(from: utcText))
            let offsetSeconds = sample.offsetMinutes * 60
            let zone = try #require(TimeZone(secondsFromGMT: offsetSeconds))

            let httpText = try #require(HTTPDateFormat.string(from: date))
            #expect(httpText == cache.string(from: date, format: httpPattern), "\(utcText)")
            #expect(HTTPDateFormat.date(from: httpText) == date, "\(httpText)")
            #expect(cache.date(from: httpText, format: httpPattern) == date, "\(httpText)")

            let twitterText = try #require(
                TwitterDateFormat.string(from: date, utcOffsetSeconds: offsetSeconds))
            #expect(
                twitterText == cache.string(from: date, format: twitterPattern, timeZone: zone), "\(utcText)")
            #expect(TwitterDateFormat.date(from: twitterText) == date, "\(twitterText)")
            #expect(cache.date(from: twitterText, format: twitterPattern) == date, "\(twitterText)")
        }
    }
}
