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
    /// Reads a value from JSON text, or gives nil reading nothing (see ``jsonReadRoute``).
    typealias JSONReadRoute = (inout JSONStream) throws(JSONStream.TextError) -> Self?
    /// Writes a value as JSON text, or gives false writing nothing (see ``jsonWriteRoute``).
    typealias JSONWriteRoute = (Self, inout JSONOutput) -> Bool
    /// Reads a member of a keyed decoding container (see ``decoderRoute``).
    typealias DecoderRoute = (KeyedDecodingContainer<PathCodingKey>, PathCodingKey) throws -> DecodedMember<
        Self
    >

    /// Reads a value straight from JSON text at the stream's position when the text is of the
    /// type's own kind (a string for `String`, an integer that fits for `Int`), reading nothing
    /// and giving nil otherwise; nil for a type without such a route.
    static var jsonReadRoute: JSONReadRoute? { get }
    /// Writes a value straight as JSON text, without its ``ValueConvertible/jsonValue(in:)``
    /// boxed in an `Any`; false, writing nothing, for a value it leaves to `jsonValue(in:)`. Nil
    /// for a type without such a route.
    static var jsonWriteRoute: JSONWriteRoute? { get }
    /// Reads a keyed decoding container's member through the container's own method for the
    /// type (the generic one makes a decoder for every member). Thrown errors and `.refused` read
    /// the member loosely. Nil for a type without such a route.
    static var decoderRoute: DecoderRoute? { get }
    /// Whether the type's `Decodable` form is the mapper's own conversion of the same data, so that
    /// collections of it decode as themselves.
    static var decodesAsItself: Bool { get }
}

extension StandardValue {
    static var jsonReadRoute: JSONReadRoute? { nil }
    static var jsonWriteRoute: JSONWriteRoute? { nil }
    static var decoderRoute: DecoderRoute? { nil }
    static var decodesAsItself: Bool { false }
}

/// What a ``StandardValue/decoderRoute`` made of a member.
enum DecodedMember<Value> {
    /// The member is absent or `null`.
    case absent
    /// The member's value.
    case value(Value)
    /// The member is not of the type's own kind: it is read loosely and converted.
    case refused
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
