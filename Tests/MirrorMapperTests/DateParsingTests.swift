import Foundation
import Testing

@testable import MirrorMapper

/// 2014-08-31T00:29:15Z in seconds since 1970, the instant most examples name.
private let example = 1_409_444_955.0

/// What `ISO8601DateParser` accepts and rejects, checked against Foundation's formatters.
@Suite("ISO 8601 parser")
struct DateParsingTests {
    @Test(
        "whole-second forms",
        arguments: [
            ("2014-08-31", example - 29 * 60 - 15),
            ("2014-08-31T00:29", example - 15),
            ("2014-08-31T00:29:15", example),
            ("2014-08-31T00:29:15Z", example),
            ("2014-08-31T00:29:15z", example),
            ("2014-08-31t00:29:15Z", example),
            ("2014-08-31 00:29:15Z", example),
            ("2014-08-31T00:29Z", example - 15),
            ("2014-08-31T00:29:15+00:00", example),
            ("2014-08-31T00:29:15-00:00", example),
            ("2014-08-31T00:29:15+0000", example),
            ("2014-08-31T00:29:15+00", example),
            ("2014-08-31T02:29:15+02:00", example),
            ("2014-08-31T02:29:15+0200", example),
            ("2014-08-31T02:29:15+02", example),
            ("2014-08-30T19:29:15-05:00", example),
            ("2014-08-31T05:59:15+05:30", example),
            ("2014-08-31T05:59+05:30", example - 15),
            ("2014-08-30T10:59:15-13:30", example),
        ] as [(String, Double)])
    func wholeSeconds(text: String, secondsSince1970: Double) {
        #expect(ISO8601DateParser.date(from: text) == unixDate(secondsSince1970))
    }

    @Test(
        "fractions of any length",
        arguments: [
            ("2014-08-31T00:29:15.5Z", 0.5),
            ("2014-08-31T00:29:15,5Z", 0.5),
            ("2014-08-31T00:29:15.123Z", 0.123),
            ("2014-08-31T00:29:15.123+00:00", 0.123),
            ("2014-08-31T00:29:15.000001", 0.000_001),
            ("2014-08-31T00:29:15.123456Z", 0.123_456),
            ("2014-08-31T00:29:15.123456789Z", 0.123_456_789),
            ("2014-08-31T00:29:15.1234567891234567Z", 0.123_456_789),
            ("2014-08-31T00:29:15.999999999Z", 0.999_999_999),
        ] as [(String, Double)])
    func fractions(text: String, fraction: Double) throws {
        let date = try #require(ISO8601DateParser.date(from: text))
        // A Date near 2014 resolves about 60 ns, so compare within 0.1 µs, in the Date's own
        // units (seconds since 2001), which timeIntervalSince1970 would round further.
        let expected = example - 978_307_200 + fraction
        #expect(abs(date.timeIntervalSinceReferenceDate - expected) < 1e-7)
    }

    @Test("sub-microsecond digits are kept as far as a Date resolves them")
    func subMicrosecondPrecision() throws {
        let earlier = try #require(ISO8601DateParser.date(from: "2014-08-31T00:29:15.000000100Z"))
        let later = try #require(ISO8601DateParser.date(from: "2014-08-31T00:29:15.000000300Z"))
        #expect(later.timeIntervalSince(earlier) > 1e-7)
        #expect(later.timeIntervalSince(earlier) < 3e-7)
    }

    @Test(
        "offsets that cross midnight, month and year ends",
        arguments: [
            ("2014-08-31T23:30:00-02:00", "2014-09-01T01:30:00Z"),
            ("2000-01-01T00:30:00+01:00", "1999-12-31T23:30:00Z"),
            ("2016-03-01T00:00:00+01:00", "2016-02-29T23:00:00Z"),
            ("2015-03-01T00:00:00+01:00", "2015-02-28T23:00:00Z"),
            ("1999-12-31T23:59:59-00:01", "2000-01-01T00:00:59Z"),
            ("2014-08-31T00:29:15+23:59", "2014-08-30T00:30:15Z"),
        ])
    func offsetsCrossingDays(text: String, utcText: String) {
        #expect(ISO8601DateParser.date(from: text) == ISO8601DateParser.date(from: utcText))
        #expect(ISO8601DateParser.date(from: text) != nil)
    }

    @Test(
        "leap years: every fourth year, not centuries, but every 400th",
        arguments: [
            ("2000-02-29", true), ("1900-02-29", false), ("2100-02-29", false), ("2004-02-29", true),
            ("2014-02-29", false), ("1600-02-29", true), ("0000-02-29", true), ("2000-02-30", false),
        ])
    func leapYears(text: String, isAccepted: Bool) {
        #expect((ISO8601DateParser.date(from: text) != nil) == isAccepted)
    }

    @Test("every day of every month exists, and the day after it does not")
    func monthLengths() {
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        for (index, length) in lengths.enumerated() {
            let month = zeroPadded(index + 1, width: 2)
            #expect(ISO8601DateParser.date(from: "2015-\(month)-\(zeroPadded(length, width: 2))") != nil)
            #expect(ISO8601DateParser.date(from: "2015-\(month)-\(zeroPadded(length + 1, width: 2))") == nil)
            #expect(ISO8601DateParser.date(from: "2015-\(month)-00") == nil)
        }
    }

    @Test("years 0000 and 9999 are the ends of the range")
    func yearRange() {
        #expect(ISO8601DateParser.date(from: "0000-01-01") == unixDate(-62_167_219_200))
        #expect(ISO8601DateParser.date(from: "9999-12-31T23:59:59Z") == unixDate(253_402_300_799))
        #expect(ISO8601DateParser.date(from: "1969-12-31T23:59:59Z") == unixDate(-1))
    }

    @Test("24:00 is accepted only as the end of the day, the next day's midnight")
    func endOfDay() {
        let nextMidnight = ISO8601DateParser.date(from: "2015-01-01T00:00:00Z")
        #expect(ISO8601DateParser.date(from: "2014-12-31T24:00") == nextMidnight)
        #expect(ISO8601DateParser.date(from: "2014-12-31T24:00:00Z") == nextMidnight)
        #expect(ISO8601DateParser.date(from: "2014-12-31T24:00:00.000Z") == nextMidnight)
        #expect(ISO8601DateParser.date(from: "2014-12-31T24:01:00Z") == nil)
        #expect(ISO8601DateParser.date(from: "2014-12-31T24:00:01Z") == nil)
        #expect(ISO8601DateParser.date(from: "2014-12-31T24:00:00.001Z") == nil)
        #expect(ISO8601DateParser.date(from: "2014-12-32T24:00:00Z") == nil)
    }

    @Test("second 60 is a leap second read as second 59 of the same minute")
    func leapSecond() throws {
        #expect(
            ISO8601DateParser.date(from: "2016-12-31T23:59:60Z")
                == ISO8601DateParser.date(from: "2016-12-31T23:59:59Z"))
        let withFraction = try #require(ISO8601DateParser.date(from: "2016-12-31T23:59:60.5Z"))
        let lastSecond = try #require(ISO8601DateParser.date(from: "2016-12-31T23:59:59Z"))
        #expect(withFraction.timeIntervalSince(lastSecond) == 0.5)
        #expect(ISO8601DateParser.date(from: "2016-12-31T23:59:61Z") == nil)
    }

    @Test(
        "rejected texts",
        arguments: [
            "", " ", "garbage", "2014", "2014-08", "2014-8-31", "14-08-31", "12014-08-31", "-2014-08-31",
            "2014/08/31", "20140831", "20140831T002915Z", "2014-08-31T", "2014-08-31T00", "2014-08-31T0029",
            "2014-08-31T00:2", "2014-08-31T00:29:1", "2014-08-31T00:29:15.", "2014-08-31T00:29:15.Z",
            "2014-08-31T00:29.5", "2014-08-31Z", "2014-08-31+02:00", "2014-08-31X00:29:15",
            "2014-08-31  00:29:15", " 2014-08-31", "2014-08-31 ", "2014-08-31T00:29:15Z ",
            "2014-08-31T00:29:15 Z", "2014-08-31T00:29:15ZZ", "2014-08-31T00:29:15+", "2014-08-31T00:29:15+5",
            "2014-08-31T00:29:15+05:", "2014-08-31T00:29:15+05:3", "2014-08-31T00:29:15+053",
            "2014-08-31T00:29:15+05300", "2014-08-31T00:29:15+24:00", "2014-08-31T00:29:15+05:60",
            "2014-08-31T00:29:15GMT", "2014-13-01", "2014-00-10", "2014-02-30", "2014-04-31",
            "2014-08-31T25:00", "2014-08-31T23:60", "2014-08-31T23:59:61", "2014-08-31T-1:00",
            "٢٠١٤-08-31", "２０１４-08-31", "2014-08-31T00:29:15.５Z", "2014-08-31T00:29:15.1٢3Z",
            "2014-08-31\u{0}", "2014‐08‐31",
        ])
    func rejected(text: String) {
        #expect(ISO8601DateParser.date(from: text) == nil)
    }

    @Test("agrees with ISO8601DateFormatter on 4,000 generated times 1900-2100, all offsets")
    func agreesWithFoundationISO8601DateFormatter() {
        let whole = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for sample in GeneratedDateTime.sample(count: 4000, years: 1900...2100, seed: 1) {
            for text in [sample.isoLocalTime + "Z", sample.isoLocalTime + sample.isoOffset] {
                #expect(ISO8601DateParser.date(from: text) == whole.date(from: text), "\(text)")
            }
            let text = sample.isoLocalTime + sample.isoMilliseconds + sample.isoOffset
            guard let mine = ISO8601DateParser.date(from: text), let theirs = fractional.date(from: text)
            else {
                Issue.record("\(text) was not parsed by both")
                continue
            }
            // Foundation keeps milliseconds only, with its own rounding: agree within a microsecond.
            #expect(abs(mine.timeIntervalSince(theirs)) < 1e-6, "\(text)")
        }
    }

    @Test("agrees with a cached en_US_POSIX DateFormatter on 2,000 generated times 1900-2100")
    func agreesWithFoundationDateFormatter() {
        let cache = DateFormatterCache()
        for sample in GeneratedDateTime.sample(count: 2000, years: 1900...2100, seed: 2) {
            let text = sample.isoLocalTime + sample.isoMilliseconds + sample.compactOffset
            let theirs = cache.date(from: text, format: "yyyy-MM-dd'T'HH:mm:ss.SSSZ")
            let mine = ISO8601DateParser.date(from: text)
            #expect(theirs != nil)
            #expect(abs((mine ?? .distantPast).timeIntervalSince(theirs ?? .distantFuture)) < 1e-6, "\(text)")
        }
    }
}
