import Foundation

/// Number parsing, by the rule of ``NumberReading``. Integers that fit 64 bits are accumulated
/// exactly and never pass through `Double`; numbers of at most 15 significant digits whose power of
/// ten is an exact double become a `Double` through Clinger's exact fast path. Every other number
/// (integers beyond 64 bits, longer decimals, large powers of ten) is read from its text by
/// ``NumberReading``: a `Double` that gives the number back, an exact integer or `Decimal`, or the
/// nearest `Double` (an ``InexactJSONNumber`` when the options keep inexact numbers). A number
/// beyond the range of `Double` is no error of the text: it is read as its nearest finite `Double`
/// (±0, ±`Double.greatestFiniteMagnitude`), or as an ``InexactJSONNumber`` whose rules report it.
extension JSONParser {
    /// Parses the number starting at `index`: `Int`, `UInt64`, `Decimal` or `Double`.
    mutating func parseNumber() throws(JSONError) -> Any {
        let start = index
        let (isNegative, integerDigits, integerStart) = scanSignAndDigits()
        var significand = integerDigits  // the fraction's digits follow
        guard index > integerStart else {
            throw unexpectedByte(expected: "a digit")
        }
        if bytes[integerStart] == ASCII.zero, index - integerStart > 1 {
            throw error("leading zeros are not allowed", expected: nil, at: integerStart)
        }
        var decimalExponent = 0
        var isInteger = true
        if index < bytes.count, bytes[index] == ASCII.dot {
            index += 1
            let fractionStart = index
            significand.accumulateDigits(in: bytes, at: &index)
            guard index > fractionStart else {
                throw unexpectedByte(expected: "a digit after '.'")
            }
            decimalExponent = fractionStart - index
            isInteger = false
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            decimalExponent += try parseExponent()
            isInteger = false
        }
        if !significand.overflowed {
            if isInteger, let integer = Self.integer(magnitude: significand.value, isNegative: isNegative) {
                return integer
            }
            if !isInteger, let double = Self.fastPathDouble(significand.value, timesTenToThe: decimalExponent)
            {
                return isNegative ? -double : double
            }
        }
        return try numberRead(from: start)
    }

    /// Reads the optional minus sign at `index` (which is inside the text) and the digits after
    /// it; returns the sign, the digits and where they start.
    private mutating func scanSignAndDigits() -> (
        isNegative: Bool, significand: Significand, digitsStart: Int
    ) {
        let isNegative = bytes[index] == ASCII.minus
        if isNegative {
            index += 1
        }
        var significand = Significand()
        let digitsStart = index
        significand.accumulateDigits(in: bytes, at: &index)
        return (isNegative, significand, digitsStart)
    }

    /// The decimal digits of a number, as far as they fit 64 bits.
    private struct Significand {
        var value: UInt64 = 0
        /// Whether some digits did not fit; `value` is then meaningless.
        var overflowed = false

        mutating func accumulateDigits(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) {
            while index < bytes.count {
                let digit = bytes[index] &- ASCII.zero
                guard digit < 10 else {
                    return
                }
                let (timesTen, multiplicationOverflowed) = value.multipliedReportingOverflow(by: 10)
                let (sum, additionOverflowed) = timesTen.addingReportingOverflow(UInt64(digit))
                value = sum
                overflowed = overflowed || multiplicationOverflowed || additionOverflowed
                index += 1
            }
        }
    }

    /// Parses the exponent's optional sign and digits after the `e`; huge exponents saturate.
    private mutating func parseExponent() throws(JSONError) -> Int {
        var isNegative = false
        if index < bytes.count, bytes[index] == ASCII.minus || bytes[index] == ASCII.plus {
            isNegative = bytes[index] == ASCII.minus
            index += 1
        }
        let digitsStart = index
        var magnitude = 0
        while index < bytes.count, case let digit = bytes[index] &- ASCII.zero, digit < 10 {
            // Beyond a million the result is 0 or out of range whatever the digits are.
            magnitude = min(magnitude * 10 + Int(digit), 1_000_000)
            index += 1
        }
        guard index > digitsStart else {
            throw unexpectedByte(expected: "a digit in the exponent")
        }
        return isNegative ? -magnitude : magnitude
    }

    /// `Int` when it fits, else `UInt64` for non-negative values, else nil.
    private static func integer(magnitude: UInt64, isNegative: Bool) -> Any? {
        if let integer = int(magnitude: magnitude, isNegative: isNegative) {
            return integer
        }
        return isNegative ? nil : magnitude
    }

    /// The `Int` of a sign and magnitude, when it fits.
    private static func int(magnitude: UInt64, isNegative: Bool) -> Int? {
        if isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else {
                return nil
            }
            return Int(truncatingIfNeeded: 0 &- magnitude)
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// The number at `index` when it is an integer that fits `Int` (no fraction, no exponent), moved
    /// past, as ``parseNumber()`` makes it; nil, with nothing consumed, for any other value, so that
    /// ``parseValue(depth:)`` reads it with its own result or error.
    mutating func parseInteger() -> Int? {
        guard !options.keepsLiteralForm, index < bytes.count else {
            return nil
        }
        let start = index
        let (isNegative, significand, integerStart) = scanSignAndDigits()
        let digitCount = index - integerStart
        let hasFractionOrExponent =
            index < bytes.count && (bytes[index] == ASCII.dot || bytes[index] | 0x20 == UInt8(ascii: "e"))
        guard digitCount > 0, !(bytes[integerStart] == ASCII.zero && digitCount > 1), !hasFractionOrExponent,
            !significand.overflowed,
            let integer = Self.int(magnitude: significand.value, isNegative: isNegative)
        else {
            index = start
            return nil
        }
        return integer
    }

    /// `significand × 10^exponent` by one IEEE multiplication or division (Clinger's fast path),
    /// when the significand has at most 15 digits and the power of ten is an exact double: the
    /// result is correctly rounded, and a number of at most 15 digits is given back by its nearest
    /// `Double`.
    private static func fastPathDouble(_ significand: UInt64, timesTenToThe exponent: Int) -> Double? {
        guard significand < 1_000_000_000_000_000, let power = exactPowerOfTen(exponent.magnitude) else {
            return nil
        }
        let value = Double(significand)
        return exponent < 0 ? value / power : value * power
    }

    /// 10^exponent for the exponents whose power of ten is an exact double (up to 22).
    private static func exactPowerOfTen(_ exponent: UInt) -> Double? {
        guard exponent <= 22 else {
            return nil
        }
        var power = 1.0
        for _ in 0..<exponent {
            power *= 10
        }
        return power
    }

    /// The number text from `start` to `index` read by the rule of ``NumberReading``.
    private mutating func numberRead(from start: Int) throws(JSONError) -> Any {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        switch NumberReading(text: text) {
        case .double(let value): return value
        case .nearestDouble(let value):
            return inexactNumber(text: text, nearest: value, isBeyondDouble: false)
        case .beyondDouble(let value):
            return inexactNumber(text: text, nearest: value, isBeyondDouble: true)
        case .integer(let value): return Int(value)
        case .unsignedInteger(let value): return value
        case .decimal(let value): return value
        case nil:
            // Unreachable: the grammar above admits only numeric text.
            throw error("\(excerpt(of: text)) is not a number", expected: nil, at: start)
        }
    }

    /// A number that no exact type holds: an ``InexactJSONNumber`` when the options keep inexact
    /// numbers, else `nearest`, the `Double` nearest to it (the finite one for a number beyond the
    /// range of `Double`).
    private mutating func inexactNumber(text: String, nearest: Double, isBeyondDouble: Bool) -> Any {
        guard options.keepsInexactNumbers, let number = ExactNumber(text: text) else { return nearest }
        inexactNumberCount += 1
        return InexactJSONNumber(text: text, number: number, nearest: nearest, isBeyondDouble: isBeyondDouble)
    }
}
