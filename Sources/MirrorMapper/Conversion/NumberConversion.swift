import Foundation

// Numbers convert by these rules (lenient and strict mode alike):
// - integers: from any number that has exactly that value (3.0 → 3; 3.5, 1e20 → Int8 fail) and from
//   text holding such a number ("42", " 42 ", "4.2e1"), decided from its digits and exponent, never
//   through Double; a Double counts as the number it prints as; booleans are not integers.
// - floating point: from any number or numeric text, rounded to the nearest representable value;
//   a finite value beyond the type's range (1e300 → Float) fails; booleans are not numbers. A JSON
//   number or numeric text beyond the range of Double is a problem of that value: nearer to zero
//   than the smallest Double it is ±0, reported (strict: fail); beyond the largest it fails.
// - Decimal: from any number or numeric text it holds exactly (a Double as the number it prints as);
//   more significant digits than a Decimal holds give the nearest Decimal, reported (strict: fail);
//   a larger power of ten than a Decimal holds fails.
// - A JSON number that no exact type holds (``InexactJSONNumber``) converts to integers and
//   Decimal as the same digits in text do, and to floating point as its nearest Double.
// - output: integers as themselves, floating point as themselves (NaN and ±infinity fail, since
//   JSON cannot hold them).

extension ValueConvertible where Self: FixedWidthInteger {
    /// Converts numbers and numeric text that hold exactly an integer within range.
    public static func convert(from value: Any, in context: MappingContext) throws -> Self {
        if let inexact = InexactJSONNumber.of(value) {
            return try exactly(inexact.number, text: inexact.text)
        }
        if let number = LooseNumber(value) {
            if let exact = number.exactly(Self.self) { return exact }
            if case .boolean = number { throw MappingError.mismatch(expected: Self.self, found: value) }
            throw integerError(for: number)
        }
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let exact = Self(trimmed) { return exact }
            if let number = ExactNumber(text: trimmed) {
                return try exactly(number, text: trimmed)
            }
        }
        throw MappingError.mismatch(expected: Self.self, found: value)
    }

    /// The integer that `number`, written as `text`, is; a fraction or a number out of range
    /// throws.
    private static func exactly(_ number: ExactNumber, text: String) throws -> Self {
        if let exact = number.integer(Self.self) { return exact }
        throw integerError(for: number, text: text)
    }

    private static func integerError(for number: LooseNumber) -> MappingError {
        switch number {
        case .floating(let value) where value.isFinite && value == value.rounded():
            return outOfRange(number.description)
        case .decimal where number.exactNumber?.isWholeNumber == true:
            return outOfRange(number.description)
        case .floating, .decimal:
            return fraction(number.description)
        case .signed, .unsigned, .boolean:
            return outOfRange(number.description)
        }
    }

    private static func integerError(for number: ExactNumber, text: String) -> MappingError {
        number.isWholeNumber ? outOfRange(text) : fraction(text)
    }

    private static func outOfRange(_ text: String) -> MappingError {
        MappingError(.outOfRange(expected: typeName(Self.self), found: excerpt(of: text)))
    }

    private static func fraction(_ text: String) -> MappingError {
        MappingError(.typeMismatch(expected: typeName(Self.self), found: "fraction \(excerpt(of: text))"))
    }

    /// The integer itself: JSON-compatible as it is.
    public func jsonValue(in context: MappingContext) throws -> Any { self }
}

extension Int: ValueConvertible {}
extension Int8: ValueConvertible {}
extension Int16: ValueConvertible {}
extension Int32: ValueConvertible {}
extension Int64: ValueConvertible {}
extension UInt: ValueConvertible {}
extension UInt8: ValueConvertible {}
extension UInt16: ValueConvertible {}
extension UInt32: ValueConvertible {}
extension UInt64: ValueConvertible {}

extension ValueConvertible where Self: BinaryFloatingPoint {
    /// Converts numbers and numeric text to the nearest value of this type.
    public static func convert(from value: Any, in context: MappingContext) throws -> Self {
        if let inexact = InexactJSONNumber.of(value), inexact.isBeyondDouble {
            return try beyondDouble(writtenAs: inexact.text, nearest: inexact.nearest, in: context)
        }
        let number = LooseNumber(value) ?? (value as? String).flatMap { LooseNumber(text: $0) }
        guard let number else {
            let trimmed = (value as? String)?.trimmingCharacters(in: .whitespaces)
            if let trimmed, case .beyondDouble(let nearest)? = NumberReading(text: trimmed) {
                return try beyondDouble(writtenAs: trimmed, nearest: nearest, in: context)
            }
            throw MappingError.mismatch(expected: Self.self, found: value)
        }
        guard let double = number.double else {
            throw MappingError.mismatch(expected: Self.self, found: value)
        }
        let converted = Self(double)
        if double.isFinite && !converted.isFinite {
            throw MappingError(
                .outOfRange(expected: typeName(Self.self), found: excerpt(of: number.description)))
        }
        return converted
    }

    /// A number beyond the range of `Double`, written `text`, whose nearest finite `Double` is
    /// `nearest`: a problem of that value. Nearer to zero than the smallest `Double`, it is ±0,
    /// reported (strict: thrown); beyond the largest, no value is near it, so it is out of range.
    private static func beyondDouble(writtenAs text: String, nearest: Double, in context: MappingContext)
        throws -> Self
    {
        let error = MappingError(.outOfRange(expected: typeName(Self.self), found: excerpt(of: text)))
        guard nearest == 0 else { throw error }
        return try context.keepingNearest(Self(nearest), for: error)
    }

    /// The number itself; NaN and infinities throw because JSON cannot hold them.
    public func jsonValue(in context: MappingContext) throws -> Any {
        guard isFinite else { throw MappingError(.notRepresentable("\(self)")) }
        return self
    }
}

extension Double: ValueConvertible {}
extension Float: ValueConvertible {}

extension Decimal: ValueConvertible {
    /// Converts numbers and numeric text that a `Decimal` holds exactly, keeping every digit of
    /// text such as `"19.99"`; a `Double` converts as the number it prints as (0.1 → 0.1).
    public static func convert(from value: Any, in context: MappingContext) throws -> Decimal {
        if let inexact = InexactJSONNumber.of(value) {
            return try exactly(inexact.number, text: inexact.text, in: context)
        }
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard let number = ExactNumber(text: trimmed) else {
                throw MappingError.mismatch(expected: Decimal.self, found: value)
            }
            return try exactly(number, text: trimmed, in: context)
        }
        switch LooseNumber(value) {
        case .signed(let value): return Decimal(value)
        case .unsigned(let value): return Decimal(value)
        case .decimal(let value): return value
        case .floating(let value):
            guard let number = ExactNumber(value) else {
                throw MappingError.mismatch(expected: Decimal.self, found: value)
            }
            return try exactly(number, text: value.description, in: context)
        case .boolean, nil:
            throw MappingError.mismatch(expected: Decimal.self, found: value)
        }
    }

    /// `number` as a `Decimal`, or the reason none holds it. A number with more significant digits
    /// than a `Decimal` holds is an error in strict mode; lenient mode gives the nearest `Decimal`
    /// and reports it. A power of ten beyond a `Decimal`'s range is an error.
    private static func exactly(_ number: ExactNumber, text: String, in context: MappingContext) throws
        -> Decimal
    {
        if let decimal = number.decimal { return decimal }
        guard let nearest = number.nearestDecimal else {
            throw MappingError(.outOfRange(expected: "Decimal", found: excerpt(of: text)))
        }
        let digits = "number of \(number.digitCount) significant digits"
        let error = MappingError(.outOfRange(expected: "Decimal", found: digits))
        return try context.keepingNearest(nearest, for: error)
    }

    /// The decimal itself (the JSON writer writes every digit); NaN throws.
    public func jsonValue(in context: MappingContext) throws -> Any {
        guard isFinite else { throw MappingError(.notRepresentable("Decimal NaN")) }
        return self
    }
}
