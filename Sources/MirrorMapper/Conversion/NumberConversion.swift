import Foundation

// Numbers convert by these rules (lenient and strict mode alike):
// - integers: from any number that has exactly that value (3.0 → 3; 3.5, 1e20 → Int8 fail) and from
//   text holding such a number ("42", " 42 ", "4.2e1"); booleans are not integers.
// - floating point: from any number or numeric text, rounded to the nearest representable value;
//   a finite value beyond the type's range (1e300 → Float) fails; booleans are not numbers.
// - output: integers as themselves, floating point as themselves (NaN and ±infinity fail, since
//   JSON cannot hold them).

extension ValueConvertible where Self: FixedWidthInteger {
    /// Converts numbers and numeric text that hold exactly an integer within range.
    public static func convert(from value: Any, in context: MappingContext) throws -> Self {
        if let number = LooseNumber(value) {
            if let exact = number.exactly(Self.self) { return exact }
            throw integerError(for: number)
        }
        if let text = value as? String, let number = LooseNumber(text: text) {
            if let exact = number.exactly(Self.self) { return exact }
            throw integerError(for: number)
        }
        throw MappingError.mismatch(expected: Self.self, found: value)
    }

    private static func integerError(for number: LooseNumber) -> MappingError {
        switch number {
        case .boolean:
            return MappingError(.typeMismatch(expected: typeName(Self.self), found: "Bool \(number)"))
        case .floating(let value) where value.isFinite && value == value.rounded():
            return MappingError(.outOfRange(expected: typeName(Self.self), found: number.description))
        case .decimal(let value) where value.isFinite && value == value.rounded(toPlaces: 0):
            return MappingError(.outOfRange(expected: typeName(Self.self), found: number.description))
        case .floating, .decimal:
            return MappingError(.typeMismatch(expected: typeName(Self.self), found: "fraction \(number)"))
        case .signed, .unsigned:
            return MappingError(.outOfRange(expected: typeName(Self.self), found: number.description))
        }
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
        let number = LooseNumber(value) ?? (value as? String).flatMap { LooseNumber(text: $0) }
        guard let number else { throw MappingError.mismatch(expected: Self.self, found: value) }
        guard let double = number.double else {
            throw MappingError(.typeMismatch(expected: typeName(Self.self), found: "Bool \(number)"))
        }
        let converted = Self(double)
        if double.isFinite && !converted.isFinite {
            throw MappingError(.outOfRange(expected: typeName(Self.self), found: number.description))
        }
        return converted
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
    /// Converts numbers and numeric text, keeping every digit of text such as `"19.99"`.
    public static func convert(from value: Any, in context: MappingContext) throws -> Decimal {
        if let text = value as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard LooseNumber(text: trimmed) != nil,
                let decimal = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
            else { throw MappingError.mismatch(expected: Decimal.self, found: value) }
            return decimal
        }
        switch LooseNumber(value) {
        case .signed(let value): return Decimal(value)
        case .unsigned(let value): return Decimal(value)
        case .decimal(let value): return value
        case .floating(let value):
            // The shortest text that round-trips, so 0.1 becomes 0.1 and not 0.1000000000000000055…
            guard value.isFinite, let decimal = Decimal(string: String(value)) else {
                throw MappingError.mismatch(expected: Decimal.self, found: value)
            }
            return decimal
        case .boolean, nil:
            throw MappingError.mismatch(expected: Decimal.self, found: value)
        }
    }

    /// The decimal itself (JSONSerialization writes every digit); NaN throws.
    public func jsonValue(in context: MappingContext) throws -> Any {
        guard isFinite else { throw MappingError(.notRepresentable("Decimal NaN")) }
        return self
    }
}
