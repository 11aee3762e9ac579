import Foundation
import Testing

@testable import MirrorMapper

extension SeededRandomNumberGenerator {
    /// A number in `range` (fewer than `Int.max` values), drawn by reducing 64 bits modulo the range's size; the
    /// tiny bias does not matter for test data.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let size = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % size)
    }
}

/// A valid wall-clock date and time drawn for comparison tests, with the text pieces to write it.
struct GeneratedDateTime: CustomTestStringConvertible {
    /// The year.
    let year: Int
    /// The month, 1-12.
    let month: Int
    /// The day of the month, valid for the month and year.
    let day: Int
    /// The hour, 0-23.
    let hour: Int
    /// The minute, 0-59.
    let minute: Int
    /// The second, 0-59.
    let second: Int
    /// The milliseconds, 0-999.
    let millisecond: Int
    /// The offset from UTC in minutes east, a whole number of quarter hours within ±14 hours.
    let offsetMinutes: Int

    /// `count` date-times with years in `years`, drawn from a generator seeded with `seed`.
    static func sample(count: Int, years: ClosedRange<Int>, seed: UInt64) -> [GeneratedDateTime] {
        var generator = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { _ in
            let year = generator.int(in: years)
            let month = generator.int(in: 1...12)
            let day = generator.int(
                in: 1...ProlepticGregorianCalendar.numberOfDays(inMonth: month, year: year))
            return GeneratedDateTime(
                year: year, month: month, day: day,
                hour: generator.int(in: 0...23), minute: generator.int(in: 0...59),
                second: generator.int(in: 0...59), millisecond: generator.int(in: 0...999),
                offsetMinutes: generator.int(in: -56...56) * 15)
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS`.
    var isoLocalTime: String {
        let date = [zeroPadded(year, width: 4), zeroPadded(month, width: 2), zeroPadded(day, width: 2)]
        let time = [hour, minute, second].map { zeroPadded($0, width: 2) }
        return date.joined(separator: "-") + "T" + time.joined(separator: ":")
    }

    /// `.mmm`.
    var isoMilliseconds: String {
        "." + zeroPadded(millisecond, width: 3)
    }

    /// The offset as `+HH:MM` or `-HH:MM`.
    var isoOffset: String {
        (offsetMinutes < 0 ? "-" : "+") + zeroPadded(abs(offsetMinutes) / 60, width: 2) + ":"
            + zeroPadded(abs(offsetMinutes) % 60, width: 2)
    }

    /// The offset as `+HHMM` or `-HHMM`.
    var compactOffset: String {
        isoOffset.replacingOccurrences(of: ":", with: "")
    }

    /// The fields, for test failure messages.
    var testDescription: String {
        isoLocalTime + isoMilliseconds + isoOffset
    }
}

/// `value` (non-negative) in decimal, padded with leading zeros to `width` digits.
func zeroPadded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
}

/// A date `seconds` after 1970-01-01T00:00:00Z, for readable expectations.
func unixDate(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: seconds)
}
