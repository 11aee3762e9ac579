import Foundation

/// Writes a JSON-compatible value (`[String: Any]`, `[Any]`, text, a number, a boolean or `NSNull`)
/// to any `Encoder`: how ``MappableCodable`` models write to coders other than the mapper's own.
/// Scalars go to the containers' own methods for their types, which coders write without making an
/// encoder for each value.
///
/// A `Decimal` is written as a number when a `Double` holds it exactly, else as the coder writes a
/// `Decimal` of a plain `Codable` type: `JSONEncoder` writes a number with every digit, as the
/// mapper's JSON text does, and other coders write what their decoders read back as a `Decimal`.
enum LooseValueWriting {
    /// Writes `dictionary` as the encoder's keyed container.
    static func write(_ dictionary: [String: Any], to encoder: any Encoder) throws {
        var members = encoder.container(keyedBy: PathCodingKey.self)
        try write(dictionary, to: &members)
    }

    private static func write(
        _ dictionary: [String: Any], to members: inout KeyedEncodingContainer<PathCodingKey>
    )
        throws
    {
        for (key, member) in dictionary {
            var sink = KeyedSink(container: members, key: PathCodingKey(stringValue: key))
            try write(member, to: &sink)
        }
    }

    private static func write(_ array: [Any], to elements: inout any UnkeyedEncodingContainer) throws {
        for element in array {
            var sink = UnkeyedSink(container: elements)
            try write(element, to: &sink)
            elements = sink.container
        }
    }

    private static func write<Sink: LooseValueSink>(_ value: Any, to sink: inout Sink) throws {
        if let text = value as? String { return try sink.encode(text) }
        if let dictionary = value as? [String: Any] {
            var members = sink.nestedKeyedContainer()
            return try write(dictionary, to: &members)
        }
        if let array = value as? [Any] {
            var elements = sink.nestedUnkeyedContainer()
            return try write(array, to: &elements)
        }
        if isNull(value) { return try sink.encodeNil() }
        // A Float is written as itself: widened to a Double it would print with the Double's digits
        // (-9.088722589904258e-20 for -9.0887226e-20), not as the dictionary and the JSON text write it.
        if type(of: value) == Float.self, let float = value as? Float { return try sink.encode(float) }
        switch LooseNumber(value) {
        case .signed(let integer): try sink.encode(integer)
        case .unsigned(let integer): try sink.encode(integer)
        case .floating(let number): try sink.encode(number)
        case .boolean(let bool): try sink.encode(bool)
        case .decimal(let decimal):
            if let number = Double(decimal.description), Decimal(string: String(number)) == decimal {
                try sink.encode(number)
            } else {
                try sink.encode(decimal)
            }
        case nil:
            throw EncodingError.invalidValue(
                typeName(type(of: value)),
                EncodingError.Context(
                    codingPath: sink.codingPath,
                    debugDescription: "\(typeName(type(of: value))) is not a JSON-compatible value"))
        }
    }
}

/// One place a value is written to: a member of a keyed container or the next element of an
/// unkeyed one.
private protocol LooseValueSink {
    var codingPath: [any CodingKey] { get }
    mutating func encodeNil() throws
    mutating func encode(_ value: String) throws
    mutating func encode(_ value: Int64) throws
    mutating func encode(_ value: UInt64) throws
    mutating func encode(_ value: Double) throws
    mutating func encode(_ value: Float) throws
    mutating func encode(_ value: Bool) throws
    mutating func encode(_ value: Decimal) throws
    mutating func nestedKeyedContainer() -> KeyedEncodingContainer<PathCodingKey>
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer
}

private struct KeyedSink: LooseValueSink {
    var container: KeyedEncodingContainer<PathCodingKey>
    let key: PathCodingKey

    var codingPath: [any CodingKey] { container.codingPath + [key] }
    mutating func encodeNil() throws { try container.encodeNil(forKey: key) }
    mutating func encode(_ value: String) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Int64) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: UInt64) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Double) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Float) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Bool) throws { try container.encode(value, forKey: key) }
    mutating func encode(_ value: Decimal) throws { try container.encode(value, forKey: key) }
    mutating func nestedKeyedContainer() -> KeyedEncodingContainer<PathCodingKey> {
        container.nestedContainer(keyedBy: PathCodingKey.self, forKey: key)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        container.nestedUnkeyedContainer(forKey: key)
    }
}

private struct UnkeyedSink: LooseValueSink {
    var container: any UnkeyedEncodingContainer

    var codingPath: [any CodingKey] { container.codingPath }
    mutating func encodeNil() throws { try container.encodeNil() }
    mutating func encode(_ value: String) throws { try container.encode(value) }
    mutating func encode(_ value: Int64) throws { try container.encode(value) }
    mutating func encode(_ value: UInt64) throws { try container.encode(value) }
    mutating func encode(_ value: Double) throws { try container.encode(value) }
    mutating func encode(_ value: Float) throws { try container.encode(value) }
    mutating func encode(_ value: Bool) throws { try container.encode(value) }
    mutating func encode(_ value: Decimal) throws { try container.encode(value) }
    mutating func nestedKeyedContainer() -> KeyedEncodingContainer<PathCodingKey> {
        container.nestedContainer(keyedBy: PathCodingKey.self)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        container.nestedUnkeyedContainer()
    }
}
