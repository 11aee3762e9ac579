import Foundation

/// Writes a `Date` as an ISO 8601 / RFC 3339 text in UTC, such as `2014-08-31T00:29:15Z` or
/// `2014-08-31T00:29:15.123Z`; the counterpart of ``ISO8601DateParser``.
///
/// The instant is rounded to the nearest unit of the last written digit (a half rounds towards
/// the future), not truncated, so the text is the closest one at that precision and parsing it
/// gives back the closest date: parsing the text written with 3 digits and writing it again
/// with 3 digits reproduces the text exactly for every year 0000-9999, so a millisecond
/// round-trips everywhere. A `Date` holds a `Double` of seconds since 2001, whose resolution
/// is about 0.1 µs around 2001 ± 30 years, 1 µs up to 2001 ± 270 years and 30 µs in the year
/// 9999; digits finer than that are noise.
enum ISO8601DateWriter {
    /// How many digits of a fraction of a second to write.
    enum FractionDigits: Equatable, Sendable {
        /// Exactly this many digits, 0 (no fraction and no decimal point) to 9; values outside
        /// 0-9 are clamped.
        case fixed(Int)
        /// The fewest digits (0-9) from which ``ISO8601DateParser`` rebuilds exactly the same
        /// `Date`; when no 9-digit text does (a fraction finer than a nanosecond), the nearest
        /// 9-digit fraction. Never ends in a trailing zero.
        case asNeeded
    }

    /// The UTC text of `date` with `fractionDigits` digits of a second, written
    /// `YYYY-MM-DDTHH:MM:SS[.fff…]Z`. `nil` when the date, after rounding, falls outside the years
    /// 0000-9999 or its time interval is not finite.
    static func string(from date: Date, fractionDigits: FractionDigits = .fixed(0)) -> String? {
        guard let instant = decimalSeconds(of: date, fractionDigits: fractionDigits),
            let fields = CivilDateTime(instant, utcOffsetSeconds: 0)
        else { return nil }
        var builder = ASCIITextBuilder(capacity: 30)
        builder.appendDigits(fields.year, width: 4)
        builder.append(byte: ASCII.minus)
        builder.appendDigits(fields.month, width: 2)
        builder.append(byte: ASCII.minus)
        builder.appendDigits(fields.day, width: 2)
        builder.append("T")
        builder.appendClockTime(of: fields)
        if instant.digitCount > 0 {
            builder.append(byte: ASCII.dot)
            builder.appendDigits(instant.fraction, width: instant.digitCount)
        }
        builder.append("Z")
        return builder.text
    }

    /// `date` rounded to the digits that `fractionDigits` asks for.
    private static func decimalSeconds(of date: Date, fractionDigits: FractionDigits) -> DecimalSeconds? {
        switch fractionDigits {
        case .fixed(let digitCount):
            return DecimalSeconds(rounding: date, toDigits: digitCount)
        case .asNeeded:
            for digitCount in 0...9 {
                guard let candidate = DecimalSeconds(rounding: date, toDigits: digitCount) else {
                    return nil
                }
                if candidate.date == date {
                    return candidate.trimmingTrailingZeros()
                }
            }
            return DecimalSeconds(rounding: date, toDigits: 9)?.trimmingTrailingZeros()
        }
    }
}
