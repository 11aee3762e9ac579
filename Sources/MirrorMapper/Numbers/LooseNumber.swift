import Foundation

/// A number read from loose data exactly as it came, without rounding: the common ground of
/// `NSNumber` (what `JSONSerialization` produces), native Swift numbers and `Decimal`.
///
/// Reading an `NSNumber` through this type costs a class check and one accessor, where
/// `value as? Int` on an `NSNumber` bridges and costs several times more on Linux.
enum LooseNumber: CustomStringConvertible {
    case signed(Int64)
    case unsigned(UInt64)
    case floating(Double)
    case boolean(Bool)
    case decimal(Decimal)

    /// The number in `value`, or nil when `value` is not a number (strings are not numbers here).
    @inline(__always)
    init?(_ value: Any) {
        let type = type(of: value)
        if type == NSNumber.self, let number = value as? NSNumber {
            self.init(number: number)
        } else if type == Int.self, let int = value as? Int {
            self = .signed(Int64(int))
        } else if type == Double.self, let double = value as? Double {
            self = .floating(double)
        } else if type == Bool.self, let bool = value as? Bool {
            self = .boolean(bool)
        } else if type is NSNumber.Type, let number = value as? NSNumber {
            self.init(number: number)
        } else if type == String.self || type == [Any].self || type == [String: Any].self
            || type == NSNull.self
        {
            // What the JSON reader makes besides numbers, told apart without a cast.
            return nil
        } else if type == InexactJSONNumber.self, let inexact = value as? InexactJSONNumber {
            // The rules that need its digits (`Decimal`, integers, `String`) read them first.
            self = .floating(inexact.nearest)
        } else {
            self.init(otherNative: value)
        }
    }

    private init(number: NSNumber) {
        if type(of: number) == booleanNumberType {
            self = .boolean(number.boolValue)
            return
        }
        if type(of: number) == NSDecimalNumber.self, let decimalNumber = number as? NSDecimalNumber {
            self = .decimal(decimalNumber.decimalValue)
            return
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "d"), UInt8(ascii: "f"):
            self = .floating(number.doubleValue)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
            self = .unsigned(number.uint64Value)
        default:
            self = .signed(number.int64Value)
        }
    }

    /// Other native numbers, and numbers wrapped in an `Optional` that was put into an `Any`.
    private init?(otherNative value: Any) {
        // Unwrapped first: a cast to `Int` or `Double` would bridge an `NSNumber` inside the
        // `Optional` and lose the digits of an `NSDecimalNumber`.
        if let wrapped = valueInsideOptional(value) {
            guard let number = LooseNumber(wrapped) else { return nil }
            self = number
            return
        }
        switch value {
        case let value as Int: self = .signed(Int64(value))
        case let value as Double: self = .floating(value)
        case let value as Bool: self = .boolean(value)
        case let value as Int8: self = .signed(Int64(value))
        case let value as Int16: self = .signed(Int64(value))
        case let value as Int32: self = .signed(Int64(value))
        case let value as Int64: self = .signed(value)
        case let value as UInt: self = .unsigned(UInt64(value))
        case let value as UInt8: self = .unsigned(UInt64(value))
        case let value as UInt16: self = .unsigned(UInt64(value))
        case let value as UInt32: self = .unsigned(UInt64(value))
        case let value as UInt64: self = .unsigned(value)
        case let value as Float: self = .floating(Double(value))
        case let value as Decimal: self = .decimal(value)
        default: return nil
        }
    }

    /// The number read from text by the rule of ``NumberReading``: a `Double` that gives the number
    /// back, an exact integer or `Decimal`, or the nearest `Double`. Surrounding spaces are ignored;
    /// text that is not a number, or one beyond the range of `Double`, gives nil.
    init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let signed = Int64(trimmed) {
            self = .signed(signed)
            return
        }
        switch NumberReading(text: trimmed) {
        case .double(let value), .nearestDouble(let value): self = .floating(value)
        case .integer(let value): self = .signed(value)
        case .unsignedInteger(let value): self = .unsigned(value)
        case .decimal(let value): self = .decimal(value)
        case .beyondDouble, nil: return nil
        }
    }

    /// Converts to an integer type exactly: fractions, booleans and values out of range fail. A
    /// `Double` counts as the number it prints as (its shortest text, which the JSON writer
    /// writes): below 2^53 that is the value it holds, beyond it the digits it prints.
    func exactly<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        switch self {
        case .signed(let value): T(exactly: value)
        case .unsigned(let value): T(exactly: value)
        case .floating(let value) where value.magnitude < 0x1p53: T(exactly: value)
        case .decimal(let value): value.narrowInteger(T.self) ?? exactNumber?.integer(T.self)
        case .floating: exactNumber?.integer(T.self)
        case .boolean: nil
        }
    }

    /// The number's exact value (a `Double` as the number it prints as); nil for booleans, NaN and
    /// infinities.
    var exactNumber: ExactNumber? {
        switch self {
        case .signed(let value): ExactNumber(text: String(value))
        case .unsigned(let value): ExactNumber(text: String(value))
        case .floating(let value): ExactNumber(value)
        case .decimal(let value): ExactNumber(text: value.description)
        case .boolean: nil
        }
    }

    /// The nearest `Double`, for floating-point properties (integers beyond 2^53 round).
    var double: Double? {
        switch self {
        case .signed(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .floating(let value): value
        case .decimal(let value): Double(value.description)
        case .boolean: nil
        }
    }

    var description: String {
        switch self {
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        case .floating(let value): String(value)
        case .boolean(let value): String(value)
        case .decimal(let value): value.description
        }
    }
}

/// The class of the `NSNumber`s that stand for `true` and `false`.
private let booleanNumberType: AnyClass = type(of: NSNumber(value: true))
