/// The elements of an `[Any]` as a `Codable` type reads them one after another, converted by the
/// mapper's rules (see ``LooseValueDecoder``).
struct LooseUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let elements: [Any]
    let decoder: LooseValueDecoder
    private(set) var currentIndex = 0

    init(elements: [Any], decoder: LooseValueDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element; past the end, an error located at the index asked for.
    private mutating func next(expected: Any.Type) throws -> (element: Any, at: PathComponent) {
        guard !isAtEnd else {
            throw MappingError(
                .typeMismatch(expected: typeName(expected), found: "the end of \(elements.count) elements"),
                at: decoder.offset + [.index(currentIndex)])
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], .index(currentIndex))
    }

    private mutating func scalar<T: ValueConvertible>(_ type: T.Type) throws -> T {
        let (element, component) = try next(expected: type)
        return try decoder.convert(element, to: type, at: component)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, isNull(elements[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (element, component) = try next(expected: type)
        return try decoder.decode(type, from: element, at: component)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try nestedDecoder(expected: [String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nestedDecoder(expected: [Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nestedDecoder(expected: Any.self)
    }

    private mutating func nestedDecoder(expected: Any.Type) throws -> LooseValueDecoder {
        let (element, component) = try next(expected: expected)
        return LooseValueDecoder(
            value: element, context: decoder.context, expected: expected,
            path: decoder.path.appending(component))
    }
}
