import Foundation
import Testing

@testable import MirrorMapper

/// The texts `ISO8601DateWriter` writes and which precision round-trips through the parser.
@Suite("ISO 8601 writer")
struct ISO8601DateWriterTests {
    @Test(
        "fixed digits",
        arguments: [
            (1_409_444_955.0, 0, "2014-08-31T00:29:15Z"),
            (1_409_444_955.123, 3, "2014-08-31T00:29:15.123Z"),
            (1_409_444_955.123, 1, "2014-08-31T00:29:15.1Z"),
            (1_409_444_955.5, 3, "2014-08-31T00:29:15.500Z"),
            (1_409_444_955.123_456, 6, "2014-08-31T00:29:15.123456Z"),
            (1_409_444_955, 9, "2014-08-31T00:29:15.000000000Z"),
            (1_409_444_955.123, -4, "2014-08-31T00:29:15Z"),
            (1_409_444_955.5, 12, "2014-08-31T00:29:15.500000000Z"),
        ] as [(Double, Int, String)])
    func fixedDigits(seconds: Double, digits: Int, expected: String) {
        #expect(ISO8601DateWriter.string(from: unixDate(seconds), fractionDigits: .fixed(digits)) == expected)
    }

    @Test("the default writes whole seconds")
    func defaultDigits() {
        #expect(ISO8601DateWriter.string(from: unixDate(1_409_444_955)) == "2014-08-31T00:29:15Z")
    }

    @Test("rounds to the nearest unit, carrying into the next day and year")
    func roundsToNearest() {
        let almostNewYear = unixDate(1_420_070_399.9996)  // 2014-12-31T23:59:59.9996Z
        #expect(
            ISO8601DateWriter.string(from: almostNewYear, fractionDigits: .fixed(3))
                == "2015-01-01T00:00:00.000Z")
        #expect(
            ISO8601DateWriter.string(from: almostNewYear, fractionDigits: .fixed(4))
                == "2014-12-31T23:59:59.9996Z")
        #expect(ISO8601DateWriter.string(from: unixDate(1_409_444_955.4)) == "2014-08-31T00:29:15Z")
        #expect(ISO8601DateWriter.string(from: unixDate(1_409_444_955.6)) == "2014-08-31T00:29:16Z")
    }

    @Test(
        "as many digits as needed, without trailing zeros",
        arguments: [
            ("2014-08-31T00:29:15Z", "2014-08-31T00:29:15Z"),
            ("2014-08-31T00:29:15.5Z", "2014-08-31T00:29:15.5Z"),
            ("2014-08-31T00:29:15.120Z", "2014-08-31T00:29:15.12Z"),
            ("2014-08-31T00:29:15.123456Z", "2014-08-31T00:29:15.123456Z"),
            // A Date near 2014 resolves about 60 ns: seven digits already rebuild the same Date.
            ("2014-08-31T00:29:15.123456789Z", "2014-08-31T00:29:15.1234568Z"),
            ("2001-01-01T00:00:00.123456789Z", "2001-01-01T00:00:00.123456789Z"),
            ("1969-12-31T23:59:59.999Z", "1969-12-31T23:59:59.999Z"),
        ])
    func asNeeded(parsed: String, expected: String) throws {
        let date = try #require(ISO8601DateParser.date(from: parsed))
        #expect(ISO8601DateWriter.string(from: date, fractionDigits: .asNeeded) == expected)
    }

    @Test("a fraction finer than a nanosecond is written with nine digits, trailing zeros dropped")
    func asNeededBeyondNanoseconds() {
        let date = Date(timeIntervalSinceReferenceDate: 0.000_000_000_1)
        #expect(ISO8601DateWriter.string(from: date, fractionDigits: .asNeeded) == "2001-01-01T00:00:00Z")
        let nearReference = Date(timeIntervalSinceReferenceDate: 0.1 + 1e-12)
        #expect(
            ISO8601DateWriter.string(from: nearReference, fractionDigits: .asNeeded)
                == "2001-01-01T00:00:00.1Z")
    }

    @Test(
        "dates before 1970, far dates and the ends of the range",
        arguments: [
            (-1.0, "1969-12-31T23:59:59Z"),
            (-0.25, "1969-12-31T23:59:59.75Z"),
            (-2_208_988_800, "1900-01-01T00:00:00Z"),
            (-62_135_596_800, "0001-01-01T00:00:00Z"),
            (-62_167_219_200, "0000-01-01T00:00:00Z"),
            (253_402_300_799.5, "9999-12-31T23:59:59.5Z"),
            (32_503_680_000, "3000-01-01T00:00:00Z"),
        ] as [(Double, String)])
    func farDates(seconds: Double, expected: String) {
        #expect(ISO8601DateWriter.string(from: unixDate(seconds), fractionDigits: .asNeeded) == expected)
    }

    @Test("Date.distantPast and Date.distantFuture")
    func distantDates() {
        // distantPast is 0001-01-01 in the Julian calendar, two days later than in the
        // proleptic Gregorian calendar that ISO 8601 uses.
        #expect(ISO8601DateWriter.string(from: .distantPast) == "0000-12-30T00:00:00Z")
        #expect(ISO8601DateWriter.string(from: .distantFuture) == "4001-01-01T00:00:00Z")
    }

    @Test(
        "nil outside the years 0000-9999 and for non-finite intervals",
        arguments: [
            -62_167_219_201, 253_402_300_800, -1e15, 1e300, .infinity, -.infinity, .nan,
        ] as [Double])
    func unwritable(seconds: Double) {
        #expect(ISO8601DateWriter.string(from: unixDate(seconds), fractionDigits: .asNeeded) == nil)
        #expect(ISO8601DateWriter.string(from: unixDate(seconds), fractionDigits: .fixed(3)) == nil)
    }

    @Test("a half-millisecond that rounds past 9999 is not written")
    func roundingPastTheRange() {
        let lastInstant = unixDate(253_402_300_799.9999)
        #expect(
            ISO8601DateWriter.string(from: lastInstant, fractionDigits: .fixed(4))
                == "9999-12-31T23:59:59.9999Z")
        #expect(ISO8601DateWriter.string(from: lastInstant, fractionDigits: .fixed(3)) == nil)
    }

    @Test("agrees with ISO8601DateFormatter on whole seconds 1900-2100")
    func agreesWithFoundation() {
        let foundation = ISO8601DateFormatter()
        var generator = SeededRandomNumberGenerator(seed: 3)
        for _ in 0..<4000 {
            let date = unixDate(Double(generator.int(in: -2_208_988_800...4_102_444_799)))
            #expect(ISO8601DateWriter.string(from: date) == foundation.string(from: date))
        }
    }

    @Test("milliseconds round-trip as text for any instant in 0000-9999")
    func millisecondRoundTrip() throws {
        var generator = SeededRandomNumberGenerator(seed: 4)
        for _ in 0..<5000 {
            let microseconds = generator.int(in: -62_167_219_200_000_000...253_402_300_798_000_000)
            let date = unixDate(Double(microseconds) / 1e6)
            let text = try #require(ISO8601DateWriter.string(from: date, fractionDigits: .fixed(3)))
            let parsed = try #require(ISO8601DateParser.date(from: text))
            #expect(ISO8601DateWriter.string(from: parsed, fractionDigits: .fixed(3)) == text)
            #expect(abs(parsed.timeIntervalSince(date)) <= 0.000_5 + 0.000_05, "\(text)")
        }
    }

    @Test("microseconds round-trip as text within 1729-2273, where a Date resolves under 1 µs")
    func microsecondRoundTrip() throws {
        var generator = SeededRandomNumberGenerator(seed: 5)
        for _ in 0..<5000 {
            let seconds = generator.int(in: -7_500_000_000...9_000_000_000)
            let date = unixDate(Double(seconds) + Double(generator.int(in: 0...999_999_999)) / 1e9)
            let text = try #require(ISO8601DateWriter.string(from: date, fractionDigits: .fixed(6)))
            let parsed = try #require(ISO8601DateParser.date(from: text))
            #expect(ISO8601DateWriter.string(from: parsed, fractionDigits: .fixed(6)) == text)
        }
    }

    @Test("as-needed text gives back exactly the same Date across 0000-9999")
    func exactRoundTrip() throws {
        var generator = SeededRandomNumberGenerator(seed: 6)
        for _ in 0..<5000 {
            let wholeSeconds = generator.int(in: -62_167_219_200...253_402_300_798)
            let seconds = Double(wholeSeconds) + Double(generator.next() >> 11) / 0x1p53
            // Every Date at least 2^23 s (97 days) from 2001 resolves no finer than a nanosecond.
            guard abs(seconds - 978_307_200) >= 0x1p23 else { continue }
            let date = unixDate(seconds)
            let text = try #require(ISO8601DateWriter.string(from: date, fractionDigits: .asNeeded))
            #expect(ISO8601DateParser.date(from: text) == date, "\(text)")
        }
    }
}
