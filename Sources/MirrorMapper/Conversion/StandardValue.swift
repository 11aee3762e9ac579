import Foundation

/// A value type of the package's own (`String`, `Int`, `Date`, `Duration`…): one whose
/// conformance says, in one place, how every source and sink reads and writes it.
///
/// Being one is the record of its type: the JSON path, the `Decoder` source and the conversions
/// treat it as a leaf (never asking whether it streams its elements or is a model, which costs a
/// search of every conformance record of the process on a type's first use), and each route it
/// declares here is taken where the data allows, with ``ValueConvertible/convert(from:in:)`` where
/// it does not. A route must give what `convert(from:in:)` gives for the same data. Adding a
/// value type is its `ValueConvertible` conformance, this one, and its line in
/// ``StandardValues/types``.
protocol StandardValue: ValueConvertible, SendableMetatype {
    /// Reads a value from JSON text at the stream's position.
    typealias JSONRead = (inout JSONStream, MappingContext) throws -> Self
    /// Writes a value as JSON text, or gives false writing nothing (see ``jsonWriteRoute``).
    typealias JSONWriteRoute = (Self, inout JSONOutput) -> Bool

    /// Reads a value straight from JSON text when the text is of the type's own kind (a string
    /// for `String`, an integer that fits for `Int`), and through
    /// ``ValueConvertible/convert(fromValueAt:in:)`` otherwise; nil for a type without such a
    /// route. Written in the conforming type, so that it is compiled for that type: generic code
    /// would look up the metadata of an `Optional` of the type on every value.
    static var jsonReadRoute: JSONRead? { get }
    /// Writes a value straight as JSON text, without its ``ValueConvertible/jsonValue(in:)``
    /// boxed in an `Any`; false, writing nothing, for a value it leaves to `jsonValue(in:)`. Nil
    /// for a type without such a route.
    static var jsonWriteRoute: JSONWriteRoute? { get }
    /// Whether the type's `Decodable` form is the mapper's own conversion of the same data, so that
    /// collections of it decode as themselves.
    static var decodesAsItself: Bool { get }
}

extension StandardValue {
    static var jsonReadRoute: JSONRead? { nil }
    static var jsonWriteRoute: JSONWriteRoute? { nil }
    static var decodesAsItself: Bool { false }
}

/// The standard value types, found by identity.
enum StandardValues {
    /// Every ``StandardValue`` type: the one list of them.
    static let types: [any StandardValue.Type] = [
        String.self, Bool.self, Double.self, Float.self, Decimal.self,
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
        UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
        Date.self, URL.self, UUID.self, Data.self, Duration.self,
    ]

    /// `type` as a standard value type, when it is one: a lookup, no conformance cast.
    static func record(of type: Any.Type) -> (any StandardValue.Type)? {
        byIdentity[ObjectIdentifier(type)]
    }

    /// Whether `type` is a standard value type.
    static func contains(_ type: Any.Type) -> Bool {
        byIdentity[ObjectIdentifier(type)] != nil
    }

    private static let byIdentity: [ObjectIdentifier: any StandardValue.Type] = Dictionary(
        uniqueKeysWithValues: types.map { (ObjectIdentifier($0), $0) })
}
