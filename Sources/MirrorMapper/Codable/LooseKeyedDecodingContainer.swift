import Foundation

/// The members of a `[String: Any]` as a `Codable` type reads them, converted by the mapper's rules
/// (see ``LooseValueDecoder``). Keys are the coding keys' text, as `JSONDecoder` reads them without
/// a key strategy.
struct LooseKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let dictionary: [String: Any]
    let decoder: LooseValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { dictionary.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { dictionary[key.stringValue] != nil }

    /// The value under `key`; an absent key is an error located at the key.
    private func value(forKey key: Key, expected: Any.Type) throws -> Any {
        guard let value = dictionary[key.stringValue] else {
            throw MappingError(
                .typeMismatch(expected: typeName(expected), found: "no value"),
                at: decoder.offset + [.key(key.stringValue)])
        }
        return value
    }

    private func scalar<T: ValueConvertible>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.convert(value(forKey: key, expected: type), to: type, at: .key(key.stringValue))
    }

    func decodeNil(forKey key: Key) throws -> Bool { isNull(try value(forKey: key, expected: Any?.self)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(type, forKey: key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, from: value(forKey: key, expected: type), at: .key(key.stringValue))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try nestedDecoder(forKey: key, expected: [String: Any].self).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nestedDecoder(forKey: key, expected: [Any].self).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.nested(dictionary["super"] ?? NSNull(), at: .key("super"), expected: Any.self)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.nested(dictionary[key.stringValue] ?? NSNull(), at: .key(key.stringValue), expected: Any.self)
    }

    private func nestedDecoder(forKey key: Key, expected: Any.Type) throws -> LooseValueDecoder {
        decoder.nested(
            try value(forKey: key, expected: expected), at: .key(key.stringValue), expected: expected)
    }
}
