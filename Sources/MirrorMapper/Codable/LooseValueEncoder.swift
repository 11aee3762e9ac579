import Foundation

/// Encodes `Encodable` values into JSON-compatible values (`[String: Any]`, `[Any]`, text, numbers,
/// booleans, `NSNull`) by the mapper's rules, without going through JSON text.
///
/// A value whose type is ``ValueConvertible`` writes itself with ``ValueConvertible/jsonValue(in:)``:
/// dates by the date strategy in force, integers exactly, models through their tables, NaN as an
/// error. Dictionaries are keyed by their keys' text, as the mapper's are. Any other type encodes
/// itself through containers.
struct LooseValueEncoder: Encoder {
    let context: MappingContext
    /// Where what is encoded goes.
    let node: EncodingNode
    /// Where the value is, from the root of what the encoder was asked for.
    let path: CodingPathNode?
    /// The steps from the encoder an `Encodable` type was handed to this one: its nested containers
    /// and super encoders; none for most. Errors and issues get them in front of their paths.
    var offset: [PathComponent] = []

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [.mirrorMapper: context.mapper] }

    /// The JSON-compatible form of `value`.
    static func jsonValue<T: Encodable>(of value: T, in context: MappingContext, path: CodingPathNode? = nil)
        throws -> Any
    {
        if let convertible = value as? any ValueConvertible {
            return try convertible.jsonValue(in: context)
        }
        if let dictionary = value as? any TextKeyedEncodable {
            return try dictionary.jsonEntries(in: context, path: path)
        }
        let node = EncodingNode()
        do {
            try value.encode(to: LooseValueEncoder(context: context, node: node, path: path))
        } catch {
            throw MappingError.fromCoding(error, below: path)
        }
        return node.jsonValue
    }

    /// The JSON-compatible form of the part of this value under `component`, one level deeper.
    func jsonValue<T: Encodable>(of value: T, at component: PathComponent) throws -> Any {
        try context.within(offset, component, countingLevel: true) {
            try Self.jsonValue(of: value, in: context, path: path.appending(component))
        }
    }

    /// The JSON-compatible form of a scalar under `component`, with the component put in front of
    /// the path of an error (a NaN).
    func jsonValue<T: ValueConvertible>(ofScalar value: T, at component: PathComponent?) throws -> Any {
        try context.within(offset, component, countingLevel: false) { try value.jsonValue(in: context) }
    }

    /// An encoder for a nested container under `component`, whose node the owner holds.
    func nested(at component: PathComponent) -> LooseValueEncoder {
        LooseValueEncoder(
            context: context, node: EncodingNode(), path: path.appending(component),
            offset: offset + [component])
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(LooseKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return LooseUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension LooseValueEncoder: SingleValueEncodingContainer, ScalarEncoding {
    func write<T: ValueConvertible>(_ value: T) throws {
        node.set(try jsonValue(ofScalar: value, at: nil))
    }

    func encodeNil() { node.set(NSNull()) }

    /// A value that wraps another one in a single value: one level deeper, at the same place.
    func encode<T: Encodable>(_ value: T) throws {
        node.set(
            try context.within(offset, nil, countingLevel: true) {
                try Self.jsonValue(of: value, in: context, path: path)
            })
    }
}
