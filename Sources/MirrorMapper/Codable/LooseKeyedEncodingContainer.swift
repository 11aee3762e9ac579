import Foundation

/// Writes the members of a dictionary for a `Codable` type, in JSON-compatible form by the mapper's
/// rules (see ``LooseValueEncoder``). Keys are the coding keys' text.
struct LooseKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: LooseValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func write<T: ValueConvertible>(_ value: T, forKey key: Key) throws {
        let text = key.stringValue
        encoder.node.set(.value(try encoder.jsonValue(ofScalar: value, at: .key(text))), forKey: text)
    }

    func encodeNil(forKey key: Key) { encoder.node.set(.value(NSNull()), forKey: key.stringValue) }
    func encode(_ value: Bool, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: String, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Double, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Float, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Int, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Int8, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Int16, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Int32, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: Int64, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: UInt, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: UInt8, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: UInt16, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: UInt32, forKey key: Key) throws { try write(value, forKey: key) }
    func encode(_ value: UInt64, forKey key: Key) throws { try write(value, forKey: key) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let text = key.stringValue
        encoder.node.set(.value(try encoder.jsonValue(of: value, at: .key(text))), forKey: text)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        nestedEncoder(forKey: key.stringValue).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(forKey: key.stringValue).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { nestedEncoder(forKey: "super") }

    func superEncoder(forKey key: Key) -> any Encoder { nestedEncoder(forKey: key.stringValue) }

    private func nestedEncoder(forKey key: String) -> LooseValueEncoder {
        let nested = encoder.nested(at: .key(key))
        encoder.node.set(.node(nested.node), forKey: key)
        return nested
    }
}
