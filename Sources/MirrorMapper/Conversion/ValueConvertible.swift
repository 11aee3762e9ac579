/// A type that the mapper can make from a loosely typed value and turn back into a
/// JSON-compatible value: the one protocol to conform to for your own property types.
///
/// The library conforms the standard types (integers, floating point, `Bool`, `String`, `Decimal`,
/// `Date`, `URL`, `UUID`, `Data`), `Optional`, `Array`, `Set` and `Dictionary` of conforming types,
/// and every ``Mappable`` model. Enums with raw values opt in with an empty conformance:
///
/// ```swift
/// enum Topping: String, ValueConvertible { case cheese, olives }
/// ```
///
/// A type of your own converts from whatever its data looks like:
///
/// ```swift
/// struct HexColor: ValueConvertible {
///     var rgb: Int
///     static func convert(from value: Any, in context: MappingContext) throws -> HexColor {
///         let text = try context.convert(value, to: String.self)
///         guard text.hasPrefix("#"), let rgb = Int(text.dropFirst(), radix: 16) else {
///             throw MappingError(.custom("expected a colour like #ff8800"))
///         }
///         return HexColor(rgb: rgb)
///     }
///     func jsonValue(in context: MappingContext) throws -> Any {
///         "#" + String(rgb, radix: 16)
///     }
/// }
/// ```
public protocol ValueConvertible {
    /// Makes a value from loosely typed data: an `NSNumber` or native number, a `String`, a `Bool`,
    /// an `[Any]`, a `[String: Any]` or `NSNull`.
    ///
    /// - Throws: ``MappingError`` when the data cannot become a value of this type.
    static func convert(from value: Any, in context: MappingContext) throws -> Self

    /// Updates this value from loosely typed data. The default replaces it with
    /// ``convert(from:in:)``; models update themselves in place, keeping the properties the data
    /// does not mention.
    mutating func update(from value: Any, in context: MappingContext) throws

    /// This value as a JSON-compatible value: `String`, a number, `Bool`, `NSNull`, `[Any]` or
    /// `[String: Any]` of these, so that `JSONSerialization.isValidJSONObject` accepts it.
    func jsonValue(in context: MappingContext) throws -> Any
}

extension ValueConvertible {
    /// Replaces this value with one converted from `value`; on error it is left unchanged.
    public mutating func update(from value: Any, in context: MappingContext) throws {
        self = try Self.convert(from: value, in: context)
    }
}
