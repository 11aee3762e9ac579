import Foundation

/// The package's conversion rules (Conversion Rules, the table of declared types) written by hand
/// for the leaves the benchmark's struct models declare, as generated code specialised per model
/// would apply them: the baseline `struct-object-vs-rules-handwritten` is measured against.
///
/// - integers: numbers with exactly an integer value in range (`3.0` → 3; not `3.5`, not `true`),
///   numeric text with surrounding spaces;
/// - `Double`: any number but a boolean, numeric text but `nan` and `inf`;
/// - `Bool`: booleans, the numbers 0 and 1, text `true`/`false`/`yes`/`no`/`1`/`0` in any case;
/// - `String`: text, numbers as their decimal text, booleans as `true`/`false`;
/// - arrays: every element by its rule; one that fails is dropped, as the lenient mode drops it.
enum RuleApplyingLeaves: LeafReading {
    /// The class of boolean `NSNumber`s, which Foundation otherwise treats as 0 and 1.
    private static let booleanNumberType = ObjectIdentifier(type(of: NSNumber(value: true)))

    @inline(__always)
    static func int64(_ value: Any?) -> Int64? { integer(value) }

    @inline(__always)
    static func int(_ value: Any?) -> Int? { integer(value) }

    static func bool(_ value: Any?) -> Bool? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        if let number = value as? NSNumber {
            if isBoolean(number) { return number.boolValue }
            switch exactInteger(number, as: Int8.self) {
            case 0: return false
            case 1: return true
            default: return nil
            }
        }
        guard let text = value as? String else { return nil }
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: return nil
        }
    }

    static func double(_ value: Any?) -> Double? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        if let number = value as? NSNumber {
            return isBoolean(number) ? nil : number.doubleValue
        }
        guard let text = value as? String, let number = Double(trimmed(text)), number.isFinite else {
            return nil
        }
        return number
    }

    static func string(_ value: Any?) -> String? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        if let text = value as? String { return text }
        guard let number = value as? NSNumber else { return nil }
        return isBoolean(number) ? (number.boolValue ? "true" : "false") : number.stringValue
    }

    static func integers<Integer: FixedWidthInteger>(_ value: Any?, as _: Integer.Type) -> [Integer]? {
        guard let value, type(of: value) != NSNull.self, let elements = value as? [Any] else { return nil }
        var integers: [Integer] = []
        integers.reserveCapacity(elements.count)
        for element in elements {
            if let integer: Integer = integer(element) {
                integers.append(integer)
            }
        }
        return integers
    }

    // MARK: Integers

    @inline(__always)
    private static func integer<Integer: FixedWidthInteger>(_ value: Any?) -> Integer? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        if let number = value as? NSNumber {
            return isBoolean(number) ? nil : exactInteger(number, as: Integer.self)
        }
        guard let text = value as? String else { return nil }
        let digits = trimmed(text)
        if let integer = Integer(digits) { return integer }
        // Float notation (`1.5e3`) holds an integer when its nearest double is one.
        return Double(digits).flatMap { Integer(exactly: $0) }
    }

    /// The integer a non-boolean number holds exactly, read by the kind Foundation stored it as.
    private static func exactInteger<Integer: FixedWidthInteger>(_ number: NSNumber, as _: Integer.Type)
        -> Integer?
    {
        if type(of: number) == NSDecimalNumber.self {
            // Beyond 64 bits: its digits, which no integer type here holds unless they are few.
            return Integer(number.stringValue)
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "d"), UInt8(ascii: "f"): return Integer(exactly: number.doubleValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
            return Integer(exactly: number.uint64Value)
        default: return Integer(exactly: number.int64Value)
        }
    }

    @inline(__always)
    private static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(type(of: number)) == booleanNumberType
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }
}
