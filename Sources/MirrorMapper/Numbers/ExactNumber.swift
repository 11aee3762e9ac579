import Foundation

/// A number exactly as its decimal text writes it: a sign, the significant digits and a power of
/// ten, nothing rounded. Exact conversions (integers, `Decimal`) are decided from it, never
/// through `Double`.
///
/// It reads numeric text as the mapper accepts it: an optional sign, digits with an optional
/// decimal point, and an optional exponent (`42`, `+4.2e1`, `.5`, `5.`, `042`, `1E-7`), which
/// includes every JSON number. Whitespace, `nan`, `inf`, hexadecimal and digit separators are not
/// numeric text.
struct ExactNumber: Equatable {
    /// The most significant digits a `Decimal` holds (those below 2^128).
    static let maximumDecimalDigits = 39

    /// Whether the text starts with a minus sign (also for zero).
    let isNegative: Bool
    /// The significant digits in ASCII, without leading or trailing zeros (none for zero). Only the
    /// first `maximumDecimalDigits` are kept; `digitCount` counts them all.
    let digits: [UInt8]
    /// How many significant digits the text has.
    let digitCount: Int
    /// The power of ten the digits are multiplied by: the number is ±digits × 10^exponent.
    let exponent: Int
    /// Whether the text has neither a decimal point nor an exponent (`42`, not `42.0` or `4.2e1`).
    let isIntegerText: Bool

    /// Reads `text`, or returns nil when it is not numeric text.
    init?(text: String) {
        var text = text
        guard let number = text.withUTF8(Self.init(utf8:)) else { return nil }
        self = number
    }

    private init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = NumberTextCursor(bytes: bytes)
        isNegative = cursor.next(is: UInt8(ascii: "-"))
        if !isNegative {
            _ = cursor.next(is: UInt8(ascii: "+"))
        }
        var digits = SignificantDigits()
        let integerDigits = cursor.readDigits(into: &digits)
        var fractionDigits = 0
        let hasPoint = cursor.next(is: UInt8(ascii: "."))
        if hasPoint {
            fractionDigits = cursor.readDigits(into: &digits)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        var explicitExponent = 0
        let hasExponent = cursor.next(is: UInt8(ascii: "e")) || cursor.next(is: UInt8(ascii: "E"))
        if hasExponent {
            guard let exponent = cursor.readExponent() else { return nil }
            explicitExponent = exponent
        }
        guard cursor.isAtEnd else { return nil }
        self.digits = digits.kept
        digitCount = digits.count
        exponent = digits.count == 0 ? 0 : explicitExponent + digits.trailingZeros - fractionDigits
        isIntegerText = !hasPoint && !hasExponent
    }

    /// The number a `Double` stands for: the shortest text that reads back as it (what
    /// `description` and the JSON writer write). Nil for NaN and infinities.
    init?(_ double: Double) {
        guard double.isFinite else { return nil }
        self.init(text: double.description)
    }

    /// Whether the number is zero (`0`, `-0.0`, `0e5`).
    var isZero: Bool { digitCount == 0 }

    /// Whether the number is a whole number (digits are trimmed, so a fraction has a negative exponent).
    var isWholeNumber: Bool { exponent >= 0 }

    /// The number as an integer of type `Integer`, or nil when it is a fraction or out of range.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) -> Integer? {
        guard !isZero else { return 0 }
        // No integer type has more than 39 digits; larger exponents are out of range for all of them.
        guard isWholeNumber, digitCount + exponent <= Self.maximumDecimalDigits else { return nil }
        let zeros = repeatElement(UInt8(ascii: "0"), count: exponent)
        let sign: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        return Integer(String(decoding: sign + digits + zeros, as: UTF8.self))
    }

    /// The number as a `Decimal`, when a `Decimal` holds it exactly: at most 39 significant digits
    /// below 2^128 and a power of ten from -128 to 127, after moving trailing zeros into the digits
    /// when that brings a larger power into range (`1.2345678901e138` is 123456789010 × 10^127).
    var decimal: Decimal? {
        guard !isZero else { return Decimal(0) }
        let padding = max(exponent - Int(Int8.max), 0)
        guard digitCount + padding <= Self.maximumDecimalDigits, exponent - padding >= Int(Int8.min) else {
            return nil
        }
        let significand = digits + repeatElement(UInt8(ascii: "0"), count: padding)
        guard
            significand.count < Self.maximumDecimalDigits
                || significand.lexicographicallyPrecedes(Self.twoToThe128)
        else { return nil }
        let text =
            (isNegative ? "-" : "") + String(decoding: significand, as: UTF8.self) + "e\(exponent - padding)"
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The `Decimal` nearest to the number, for a number with more significant digits than a
    /// `Decimal` holds (more than 39, or 39 from 2^128 up): its first 38 digits (38 digits are
    /// always below 2^128), rounded half up by the 39th, which decides alone since a digit that is
    /// not zero follows it (or, with exactly 39 digits, it is the last). Nil when the power of ten is
    /// beyond a `Decimal`'s range, or when ``decimal`` holds the number.
    var nearestDecimal: Decimal? {
        guard digitCount >= Self.maximumDecimalDigits, decimal == nil else { return nil }
        let kept = Self.maximumDecimalDigits - 1
        var significand = Array(digits.prefix(kept))
        var exponent = exponent + digitCount - kept
        if digits[kept] >= UInt8(ascii: "5") {
            var position = kept - 1
            while position >= 0, significand[position] == UInt8(ascii: "9") {
                significand[position] = UInt8(ascii: "0")
                position -= 1
            }
            if position >= 0 {
                significand[position] += 1
            } else {
                significand.insert(UInt8(ascii: "1"), at: 0)
                significand.removeLast()
                exponent += 1
            }
        }
        // The rounded number decides as any other number: trailing zeros a carry left move into
        // the power of ten, or out of it, as ``decimal`` moves them.
        let text = (isNegative ? "-" : "") + String(decoding: significand, as: UTF8.self) + "e\(exponent)"
        return ExactNumber(text: text)?.decimal
    }

    /// 2^128 as ASCII digits: 39-digit significands must be below it.
    private static let twoToThe128 = Array("340282366920938463463374607431768211456".utf8)
}

/// Reads the parts of a number's text from the front.
private struct NumberTextCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// Consumes `byte` if it is next.
    mutating func next(is byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Consumes a run of digits into `digits`, and returns how many there were.
    mutating func readDigits(into digits: inout SignificantDigits) -> Int {
        let start = index
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            digits.append(digit)
            index += 1
        }
        return index - start
    }

    /// Consumes the exponent's optional sign and digits; huge exponents saturate (the number is
    /// then zero or beyond every type whatever its digits). Nil when there are no digits.
    mutating func readExponent() -> Int? {
        let isNegative = next(is: UInt8(ascii: "-"))
        if !isNegative {
            _ = next(is: UInt8(ascii: "+"))
        }
        let start = index
        var magnitude = 0
        while index < bytes.count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
            magnitude = min(magnitude * 10 + Int(digit), 1 << 40)
            index += 1
        }
        guard index > start else { return nil }
        return isNegative ? -magnitude : magnitude
    }
}

/// The significant digits of a number's text: leading zeros skipped, trailing zeros counted
/// apart, at most `ExactNumber.maximumDecimalDigits` kept.
private struct SignificantDigits {
    private(set) var kept: [UInt8] = []
    /// The significant digits so far, trailing zeros excluded.
    private(set) var count = 0
    /// Zeros after the last non-zero digit.
    private(set) var trailingZeros = 0

    mutating func append(_ digit: UInt8) {
        guard digit != 0 else {
            if count > 0 { trailingZeros += 1 }
            return
        }
        let room = ExactNumber.maximumDecimalDigits - kept.count
        if room > 0 {
            kept.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: min(trailingZeros, room)))
            if kept.count < ExactNumber.maximumDecimalDigits {
                kept.append(UInt8(ascii: "0") + digit)
            }
        }
        count += trailingZeros + 1
        trailingZeros = 0
    }
}
