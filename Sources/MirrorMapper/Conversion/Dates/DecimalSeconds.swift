import Foundation

/// An instant as whole seconds since `Date`'s reference date plus a decimal fraction of a second
/// with a fixed number of digits: the form in which parsers build a `Date` from digits and
/// writers print one, so that both compute the same `Double` from the same digits.
struct DecimalSeconds: Equatable {
    /// Whole seconds since 2001-01-01T00:00:00Z, rounded towards negative infinity (an instant
    /// half a second before the reference date has -1 whole seconds and a fraction of `5`).
    let wholeSeconds: Int
    /// The fraction of a second in units of 10^-``digitCount`` seconds, `0..<10^digitCount`.
    let fraction: Int
    /// The number of decimal digits of ``fraction``, 0-9.
    let digitCount: Int

    /// Combines whole seconds since the reference date with a `fraction` of `digitCount` (0-9)
    /// decimal digits; both values are taken as given.
    init(wholeSeconds: Int, fraction: Int, digitCount: Int) {
        self.wholeSeconds = wholeSeconds
        self.fraction = fraction
        self.digitCount = digitCount
    }

    /// Rounds `date` to the nearest multiple of 10^-`digitCount` seconds (`digitCount` clamped to
    /// 0-9; an exact half rounds up, towards the future). `nil` when the date's time interval is
    /// not finite or more than 10^12 seconds (about 31,700 years) from the reference date.
    init?(rounding date: Date, toDigits digitCount: Int) {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, abs(interval) < 1e12 else { return nil }
        let digitCount = min(max(digitCount, 0), 9)
        let wholeSeconds = interval.rounded(.down)
        // Exact: subtracting the floor only drops the integer bits of the same binary number.
        let secondFraction = interval - wholeSeconds
        let unitsPerSecond = Self.powersOfTen[digitCount]
        let fraction = Int((secondFraction * Double(unitsPerSecond)).rounded(.toNearestOrAwayFromZero))
        if fraction == unitsPerSecond {
            self.init(wholeSeconds: Int(wholeSeconds) + 1, fraction: 0, digitCount: digitCount)
        } else {
            self.init(wholeSeconds: Int(wholeSeconds), fraction: fraction, digitCount: digitCount)
        }
    }

    /// The fraction of a second in nanoseconds, 0-999,999,999.
    var nanosecond: Int {
        fraction * Self.powersOfTen[9 - digitCount]
    }

    /// The same instant with the trailing zero digits of the fraction dropped (`.120` becomes
    /// `.12`, `.000` has no digit left).
    func trimmingTrailingZeros() -> DecimalSeconds {
        var fraction = fraction
        var digitCount = digitCount
        while digitCount > 0, fraction % 10 == 0 {
            fraction /= 10
            digitCount -= 1
        }
        return DecimalSeconds(wholeSeconds: wholeSeconds, fraction: fraction, digitCount: digitCount)
    }

    /// The nearest `Date` to these digits: the whole seconds (exact as a `Double` for any
    /// supported year) plus the correctly rounded quotient of the fraction by its unit, so the
    /// result is within one rounding of the exact decimal value.
    var date: Date {
        let fractionOfSecond = Double(fraction) / Double(Self.powersOfTen[digitCount])
        return Date(timeIntervalSinceReferenceDate: Double(wholeSeconds) + fractionOfSecond)
    }

    /// 10^0 through 10^9.
    private static let powersOfTen = [
        1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    ]
}
