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
    /// Reads the member `key` of a keyed decoding container and hands its value to the last
    /// argument; false for an absent or `null` member (``DecoderValueReader``'s reading).
    typealias DecoderRead = (
        KeyedDecodingContainer<PathCodingKey>, PathCodingKey, MappingContext, (Self) -> Void
    ) throws -> Bool

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
    /// Reads a keyed decoding container's member through the container's own method for the
    /// type (the generic one makes a decoder for every member), reading the member with `loose`
    /// where the container refuses it as the type; nil for a type without such a route.
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead?
    /// Whether the type's `Decodable` form is the mapper's own conversion of the same data, so that
    /// collections of it decode as themselves.
    static var decodesAsItself: Bool { get }
}

extension StandardValue {
    static var jsonReadRoute: JSONRead? { nil }
    static var jsonWriteRoute: JSONWriteRoute? { nil }
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? { nil }
    static var decodesAsItself: Bool { false }
}

/// The decoder route that asks the container for a `Decoded` and takes the value `accept` makes of
/// it, reading the member with `loose` where the container throws or `accept` gives nil. Called
/// with concrete types, so that each route is compiled for its own.
func askingDecoderRoute<Decoded: Decodable, Value: StandardValue>(
    asking _: Decoded.Type, accept: @escaping (Decoded) -> Value?,
    readingLooselyWith loose: @escaping Value.DecoderRead
) -> Value.DecoderRead {
    { container, key, context, store in
        let given: Decoded?
        do {
            given = try container.decodeIfPresent(Decoded.self, forKey: key)
        } catch {
            return try loose(container, key, context, store)
        }
        guard let given else { return false }
        guard let value = accept(given) else { return try loose(container, key, context, store) }
        store(value)
        return true
    }
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
