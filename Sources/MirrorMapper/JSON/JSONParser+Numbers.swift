import Foundation

/// Number parsing. Integers that fit 64 bits are accumulated exactly and never pass through
/// `Double`; larger integers of up to 38 digits become an exact `Decimal` (so an id beyond 64 bits
/// keeps its digits and is never mistaken for a 64-bit value); other numbers become a correctly
/// rounded `Double`, through Clinger's exact fast
/// path when the digits and the power of ten are both exactly representable, and through the
/// standard library's correctly rounded conversion otherwise.
extension JSONParser {
    /// Parses the number starting at `index`: `Int`, `UInt64`, `Decimal` or `Double`.
    mutating func parseNumber() throws(JSONError) -> Any {
        let start = index
        let isNegative = bytes[index] == ASCII.minus
        if isNegative {
            index += 1
        }
        var significand = Significand()
        let integerStart = index
        significand.accumulateDigits(in: bytes, at: &index)
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
        if isInteger {
            if !significand.overflowed,
                let integer = Self.integer(magnitude: significand.value, isNegative: isNegative)
            {
                return integer
            }
            if index - integerStart <= Self.maximumExactDecimalDigits, let decimal = exactDecimal(from: start)
            {
                return decimal
            }
        }
        if !significand.overflowed,
            let exact = Self.exactDouble(significand.value, timesTenToThe: decimalExponent)
        {
            return isNegative ? -exact : exact
        }
        return try roundedDouble(from: start)
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
        if isNegative {
            guard magnitude <= UInt64(Int.max) + 1 else {
                return nil
            }
            return Int(truncatingIfNeeded: 0 &- magnitude)
        }
        if magnitude <= UInt64(Int.max) {
            return Int(magnitude)
        }
        return magnitude
    }

    /// `significand × 10^exponent` when both factors are exact doubles, so that one IEEE
    /// multiplication or division rounds the result correctly (Clinger's fast path).
    private static func exactDouble(_ significand: UInt64, timesTenToThe exponent: Int) -> Double? {
        let maximumExactInteger: UInt64 = 1 << 53
        guard significand <= maximumExactInteger, let power = exactPowerOfTen(exponent.magnitude) else {
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

    /// The most digits a `Decimal` holds exactly.
    private static let maximumExactDecimalDigits = 38

    /// The integer text from `start` to `index` as a `Decimal`.
    private func exactDecimal(from start: Int) -> Decimal? {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The correctly rounded `Double` for the number text from `start` to `index`.
    private func roundedDouble(from start: Int) throws(JSONError) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(excerpt(of: text)) is out of the range of Double", expected: nil, at: start)
        }
        return value
    }
}
