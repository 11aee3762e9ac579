import Foundation

/// A ``Mappable`` model that is also `Decodable` and `Encodable` through its mapping table, so one
/// model works with `JSONDecoder`, `JSONEncoder`, `PropertyListDecoder`, `PropertyListEncoder` and
/// any framework built on `Codable`. Conforming is all there is to do, for structs, final classes
/// and class hierarchies alike:
///
/// ```swift
/// struct Location: MappableCodable, Equatable {
///     var latitude = 0.0
///     var longitude = 0.0
///     var name = "unnamed"
///     static let mapping = Mapping<Location>([
///         "latitude": \.latitude, "longitude": \.longitude, "name": \.name,
///     ])
///     .renaming(["latitude": "position.lat", "longitude": "position.lng"])
/// }
///
/// let location = try JSONDecoder().decode(
///     Location.self, from: Data(#"{"position": {"lat": "59.9"}}"#.utf8))
/// // latitude 59.9 from text; longitude and name keep their declared defaults
/// let json = try encoder.encode(location)
/// // with sorted keys: {"name":"unnamed","position":{"lat":59.9,"lng":0}}
/// ```
///
/// Decoding maps what the decoder holds by the mapper's rules, exactly as
/// ``Mapper/object(of:from:at:)-method`` maps the same data as a dictionary: renames, dotted and fallback
/// keys, key and date strategies, transforms, exclusions, item types, polymorphic properties and
/// the hooks. A key the data lacks leaves the declared default; a value of the wrong type is
/// converted by the same rules or, when it cannot be, leaves the default. Encoding writes what
/// ``Mapper/dictionary(from:including:excluding:)-method`` makes. The options are those of the
/// ``Mapper`` in the coder's `userInfo[.mirrorMapper]`, else of `Mapper()`; in strict mode the
/// first problem throws a `DecodingError` or `EncodingError` whose underlying error is the
/// ``MappingError`` (its coding path leads to the problem, its debug description says what the
/// problem is; the value of an `EncodingError` names the model's type, not the model), and
/// lenient mode works problems around without reporting them.
///
/// Inside the mapper and the store such a model maps through its table like any other model
/// (``ValueConvertible`` wins over `Codable`). Decoding makes an instance of the type it is asked
/// for: a polymorphic base class (``MappingTable/subtypes(on:_:)``) gives its subclasses in the
/// properties of a model, not as the value a coder is asked to decode.
public protocol MappableCodable: Mappable, Decodable, Encodable {}

extension MappableCodable {
    /// Makes the model from `init()` and the data the decoder holds, by the mapper's rules.
    ///
    /// ```swift
    /// let location = try JSONDecoder().decode(Location.self, from: json)
    /// ```
    public init(from decoder: any Decoder) throws {
        self.init()
        try update(fromDecoder: decoder)
    }

    /// Writes the model's dictionary form, by the mapper's rules.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(location)
    /// ```
    public func encode(to encoder: any Encoder) throws {
        if type(of: encoder) == LooseValueEncoder.self, let loose = encoder as? LooseValueEncoder {
            loose.node.set(try jsonValue(in: loose.context))
            return
        }
        let dictionary: [String: Any]
        do {
            dictionary = try Self.mapper(for: encoder.userInfo).run(under: encoder.codingPath) { context in
                try ModelAccess.dictionary(from: self, in: context)
            }
        } catch let error as MappingError {
            // The value named is the model's type, not the model: printing a model walks all of it.
            let context = error.codingContext(at: encoder.codingPath)
            throw EncodingError.invalidValue(
                "an instance of \(typeName(Self.self))",
                EncodingError.Context(
                    codingPath: context.codingPath, debugDescription: context.debugDescription,
                    underlyingError: context.underlyingError))
        }
        try LooseValueWriting.write(dictionary, to: encoder)
    }
}

extension Mappable {
    /// Updates the model from the data `decoder` holds, by the mapper's rules: how a
    /// ``MappableCodable`` model decodes, and how the `Decoder` source reads any model inside one
    /// (``DecodedModel``).
    mutating func update(fromDecoder decoder: any Decoder) throws {
        // The type is compared first: a failing cast of a decoder costs a search of its class.
        if type(of: decoder) == LooseValueDecoder.self, let loose = decoder as? LooseValueDecoder {
            try update(from: loose.value, in: loose.context)
            return
        }
        if let context = DecodingCall.enclosingContext {
            // Inside a model this call is decoding: its problems travel out as they are.
            try ModelAccess.populate(&self, from: decoder, in: context)
            return
        }
        do {
            try Self.mapper(for: decoder.userInfo).run(under: decoder.codingPath) { context in
                try DecodingCall.run(context) { try ModelAccess.populate(&self, from: decoder, in: context) }
            }
        } catch let error as MappingError {
            let context = error.codingContext(at: decoder.codingPath)
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: context.codingPath, debugDescription: context.debugDescription,
                    underlyingError: context.underlyingError))
        }
    }

    fileprivate static func mapper(for userInfo: [CodingUserInfoKey: Any]) -> Mapper {
        userInfo[.mirrorMapper] as? Mapper ?? Mapper()
    }
}
