import Foundation

/// Reads Unix timestamps, numbers of seconds (or milliseconds) since 1970-01-01T00:00:00Z, as
/// dates. Nothing here traps: NaN, infinities and values outside the supported range give `nil`.
///
/// The supported range is the one of the date texts: instants from 0000-01-01T00:00:00Z up to,
/// not including, 10000-01-01T00:00:00Z (-62,167,219,200 ..< 253,402,300,800 seconds).
///
/// The magnitude rule tells seconds from milliseconds by size alone: a value whose magnitude is
/// at least 10^11 is milliseconds, anything smaller is seconds. 10^11 seconds would be the year
/// 5138 and 10^11 milliseconds is 1973-03-03, so seconds before 5138 and milliseconds after
/// 1973-03-03 (before 1966-10-31 for negative values) are both read right; milliseconds of
/// 1966-1973 are read as seconds.
enum UnixTimestamp {
    /// The smallest magnitude that the magnitude rule reads as milliseconds: 10^11.
    static let millisecondsMagnitudeThreshold = 100_000_000_000.0

    /// The date `seconds` after 1970-01-01T00:00:00Z (before it when negative); `nil` when not
    /// finite or outside the supported range.
    static func date(fromSeconds seconds: Double) -> Date? {
        guard supportedSeconds.contains(seconds) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// The date of a timestamp `value`: seconds, or with `millisecondsByMagnitude` milliseconds
    /// when `abs(value) >= 1e11` (see the magnitude rule above). `nil` when not finite or
    /// outside the supported range.
    static func date(fromNumber value: Double, millisecondsByMagnitude: Bool) -> Date? {
        let isMilliseconds = millisecondsByMagnitude && abs(value) >= millisecondsMagnitudeThreshold
        return date(fromSeconds: isMilliseconds ? value / 1000 : value)
    }

    /// The date of a timestamp written as a decimal number: an optional `-` or `+`, one or more
    /// ASCII digits, optionally a `.` and one or more digits (`"1409444955"`,
    /// `"-86400"`, `"1409444955.5"`, `"1409444955123"`). Read like
    /// ``date(fromNumber:millisecondsByMagnitude:)``; `nil` for any other text, including
    /// exponents, `nan`, `inf`, hexadecimal and surrounding whitespace.
    static func date(fromNumericString text: String, millisecondsByMagnitude: Bool) -> Date? {
        guard isPlainDecimal(text), let value = Double(text) else { return nil }
        return date(fromNumber: value, millisecondsByMagnitude: millisecondsByMagnitude)
    }

    /// The supported range in seconds since 1970; excludes NaN and infinities.
    private static let supportedSeconds = -62_167_219_200.0..<253_402_300_800.0

    /// Whether `text` is `[+-]?digits(.digits)?` in ASCII.
    private static func isPlainDecimal(_ text: String) -> Bool {
        ASCIIByteCursor.withUTF8Bytes(of: text, isPlainDecimal(utf8:))
    }

    /// Whether the UTF-8 `bytes` are `[+-]?digits(.digits)?`.
    private static func isPlainDecimal(utf8 bytes: DateTextBytes) -> Bool {
        var cursor = ASCIIByteCursor()
        _ = cursor.skip(ASCII.minus, in: bytes) || cursor.skip(ASCII.plus, in: bytes)
        guard cursor.skipDigits(in: bytes) else { return false }
        if cursor.skip(ASCII.dot, in: bytes) {
            guard cursor.skipDigits(in: bytes) else { return false }
        }
        return cursor.isAtEnd(of: bytes)
    }
}
