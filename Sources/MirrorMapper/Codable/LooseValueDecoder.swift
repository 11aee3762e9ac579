import Foundation

/// Decodes `Decodable` values from the loose values the mapper reads (`[String: Any]`, `[Any]`,
/// text, numbers, booleans, `NSNull`) by the mapper's rules, without going through JSON text.
///
/// A value whose type is ``ValueConvertible`` converts itself with the call's ``MappingContext``:
/// numbers, text and booleans by the conversion rules, dates by the date strategy in force, models
/// through their tables. Arrays, sets and dictionaries convert element by element as the mapper's
/// do (in lenient mode a bad element is dropped and reported). Any other type decodes itself
/// through containers over the dictionaries and arrays. Problems are ``MappingError``s, which the
/// context locates as they travel out, so they carry the full path (`price.amount`).
struct LooseValueDecoder: Decoder {
    /// The value being decoded.
    let value: Any
    /// The mapping call: options, issues, depth.
    let context: MappingContext
    /// The type being decoded, for messages about a value of the wrong shape.
    let expected: Any.Type
    /// Where `value` is, from the root of what the decoder was asked for.
    let path: CodingPathNode?
    /// The steps from the decoder a `Decodable` type was handed to this one: its nested containers
    /// and super decoders; none for most. Errors and issues get them in front of their paths.
    var offset: [PathComponent] = []

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [.mirrorMapper: context.mapper] }

    /// `type` made from `value`.
    static func decode<T: Decodable>(
        _ type: T.Type, from value: Any, in context: MappingContext, path: CodingPathNode? = nil
    ) throws -> T {
        if let convertible = T.self as? any ValueConvertible.Type {
            return try convert(value, to: convertible, as: T.self, in: context)
        }
        if let collection = T.self as? any ElementwiseDecodable.Type {
            func decodeElements<Collection: ElementwiseDecodable>(_: Collection.Type) throws -> T? {
                try Collection.decodeElements(from: value, in: context, path: path) as? T
            }
            guard let decoded = try decodeElements(collection) else { throw unexpected(T.self) }
            return decoded
        }
        do {
            return try T(
                from: LooseValueDecoder(value: value, context: context, expected: T.self, path: path))
        } catch {
            throw MappingError.fromCoding(error, below: path)
        }
    }

    private static func convert<T, Convertible: ValueConvertible>(
        _ value: Any, to convertible: Convertible.Type, as type: T.Type, in context: MappingContext
    ) throws -> T {
        guard let converted = try Convertible.convert(from: value, in: context) as? T else {
            throw unexpected(T.self)
        }
        return converted
    }

    /// The error for a conversion that made a value of another type than asked for, which the
    /// dynamic casts above rule out.
    private static func unexpected(_ type: Any.Type) -> MappingError {
        MappingError(.custom("the conversion to \(typeName(type)) made a value of another type"))
    }

    /// The value under `component` of this one, decoded one level deeper.
    func decode<T: Decodable>(_ type: T.Type, from value: Any, at component: PathComponent) throws -> T {
        try context.within(offset, component, countingLevel: true) {
            try Self.decode(type, from: value, in: context, path: path.appending(component))
        }
    }

    /// A scalar under `component` of this value: converted by its own rules, with the component
    /// put in front of the path of an error.
    func convert<T: ValueConvertible>(_ value: Any, to type: T.Type, at component: PathComponent?) throws -> T
    {
        try context.within(offset, component, countingLevel: false) {
            try T.convert(from: value, in: context)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let dictionary = value as? [String: Any] else {
            throw MappingError(mismatchAt: offset, expected: expected, found: value)
        }
        return KeyedDecodingContainer(LooseKeyedDecodingContainer<Key>(dictionary: dictionary, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value as? [Any] else {
            throw MappingError(mismatchAt: offset, expected: expected, found: value)
        }
        return LooseUnkeyedDecodingContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A decoder for a nested container or super decoder on `value` under `component`.
    func nested(_ value: Any, at component: PathComponent, expected: Any.Type) -> LooseValueDecoder {
        LooseValueDecoder(
            value: value, context: context, expected: expected, path: path.appending(component),
            offset: offset + [component])
    }
}

extension MappingError {
    /// A type mismatch for `value` at `components`.
    init(mismatchAt components: [PathComponent], expected: Any.Type, found value: Any) {
        self.init(MappingError.mismatch(expected: expected, found: value).kind, at: components)
    }
}

extension LooseValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { isNull(value) }
    func decode(_ type: Bool.Type) throws -> Bool { try convert(value, to: type, at: nil) }
    func decode(_ type: String.Type) throws -> String { try convert(value, to: type, at: nil) }
    func decode(_ type: Double.Type) throws -> Double { try convert(value, to: type, at: nil) }
    func decode(_ type: Float.Type) throws -> Float { try convert(value, to: type, at: nil) }
    func decode(_ type: Int.Type) throws -> Int { try convert(value, to: type, at: nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try convert(value, to: type, at: nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try convert(value, to: type, at: nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try convert(value, to: type, at: nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try convert(value, to: type, at: nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try convert(value, to: type, at: nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try convert(value, to: type, at: nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try convert(value, to: type, at: nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try convert(value, to: type, at: nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try convert(value, to: type, at: nil) }

    /// A value that wraps another one in a single value (a wrapper struct, an `Optional`): one
    /// level deeper, at the same place in the data.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try context.within(offset, nil, countingLevel: true) {
            try Self.decode(type, from: value, in: context, path: path)
        }
    }
}
