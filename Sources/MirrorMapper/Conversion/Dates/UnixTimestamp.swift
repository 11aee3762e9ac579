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

    /// The supported range in seconds since 1970; excludes NaN and infinities.
    private static let supportedSeconds = -62_167_219_200.0..<253_402_300_800.0
}
