import Foundation

/// What a number written in text becomes. One rule, for the JSON reader and for numeric text in
/// strings alike, so that the same number gives the same value whichever way it arrives:
///
/// - A number written with a point or an exponent is a `Double` when the `Double` gives it back,
///   that is when the nearest `Double` prints as the same number. That holds for every number of up
///   to 15 significant digits within the normal range of `Double`, and for whatever the JSON writer
///   writes for a `Double`.
/// - Any other number is exact: an integer when it is a whole number that fits 64 bits (`42`, and
///   `148423162444258921.0`, which no `Double` gives back), else a `Decimal` when one holds it (up
///   to 39 significant digits below 2^128, and a power of ten from -128 to 127): integers beyond 64
///   bits, and longer decimals such as `0.10000000000000001` or 39 digits of pi.
/// - A number that neither gives back (more significant digits than a `Decimal` holds, or beyond
///   its range, such as `4.9e-324`) is `nearestDouble`: only a `Double` comes near it, and the
///   rules of the exact types decide from its text (see ``InexactJSONNumber``).
/// - A number beyond the range of `Double` (too large, or not zero yet nearer to zero than to the
///   smallest `Double`) is `beyondDouble`, with the nearest finite `Double`: ±0 below the smallest,
///   ±`Double.greatestFiniteMagnitude` beyond the largest. It is a problem of that value, not of the
///   text that holds it: the rules of the floating-point types report it (``InexactJSONNumber``).
enum NumberReading: Equatable {
    case double(Double)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case decimal(Decimal)
    /// A number that no exact type holds, and the `Double` nearest to it.
    case nearestDouble(Double)
    /// A number beyond the range of `Double`, and the finite `Double` nearest to it (±0, or
    /// ±`greatestFiniteMagnitude`), which the JSON writer can write.
    case beyondDouble(Double)

    /// Reads numeric text (as ``ExactNumber`` reads it); nil when it is not numeric text.
    init?(text: String) {
        guard let number = ExactNumber(text: text), let nearest = Double(text) else { return nil }
        if !nearest.isFinite {
            self = .beyondDouble(number.isNegative ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude)
        } else if nearest == 0 && !number.isZero {
            self = .beyondDouble(nearest)
        } else if !number.isIntegerText && Self.doubleGivesBack(number, nearest: nearest) {
            self = .double(nearest)
        } else if let integer = number.integer(Int64.self) {
            self = .integer(integer)
        } else if let integer = number.integer(UInt64.self) {
            self = .unsignedInteger(integer)
        } else if let decimal = number.decimal {
            self = .decimal(decimal)
        } else {
            self = .nearestDouble(nearest)
        }
    }

    /// Whether the nearest `Double` gives back every number of `digitCount` significant digits
    /// times 10^`exponent`: true up to 15 digits (any two such numbers have different nearest
    /// doubles) within the normal range of `Double`.
    private static func doubleGivesBackEveryNumber(ofDigits digitCount: Int, exponent: Int) -> Bool {
        digitCount <= 15 && exponent >= -307 && exponent + digitCount <= 308
    }

    /// Whether `nearest`, the `Double` nearest to `number`, prints as `number`. No `Double` prints
    /// with more than 17 significant digits.
    private static func doubleGivesBack(_ number: ExactNumber, nearest: Double) -> Bool {
        doubleGivesBackEveryNumber(ofDigits: number.digitCount, exponent: number.exponent)
            || (number.digitCount <= 17 && ExactNumber(nearest) == number)
    }
}
