import Foundation

/// Writes the elements of an array for a `Codable` type, in JSON-compatible form by the mapper's
/// rules (see ``LooseValueEncoder``).
struct LooseUnkeyedEncodingContainer: UnkeyedEncodingContainer, ScalarEncoding {
    let encoder: LooseValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.count }

    func write<T: ValueConvertible>(_ value: T) throws {
        encoder.node.append(.value(try encoder.jsonValue(ofScalar: value, at: .index(count))))
    }

    func encodeNil() { encoder.node.append(.value(NSNull())) }

    func encode<T: Encodable>(_ value: T) throws {
        encoder.node.append(.value(try encoder.jsonValue(of: value, at: .index(count))))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        nestedEncoder().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nestedEncoder().unkeyedContainer()
    }

    func superEncoder() -> any Encoder { nestedEncoder() }

    private func nestedEncoder() -> LooseValueEncoder {
        let nested = encoder.nested(at: .index(count))
        encoder.node.append(.node(nested.node))
        return nested
    }
}
