/// Collections of `Decodable` elements that the in-memory decoder fills element by element through
/// the loops of the mapper's own collections, so that the same rules hold: in lenient mode an
/// element that fails is dropped and reported, in strict mode it fails the collection. Their own
/// `init(from:)` would fail the whole collection instead.
protocol ElementwiseDecodable {
    static func decodeElements(from value: Any, in context: MappingContext, path: CodingPathNode?) throws
        -> Self
}

extension Array: ElementwiseDecodable where Element: Decodable {
    static func decodeElements(from value: Any, in context: MappingContext, path: CodingPathNode?) throws
        -> [Element]
    {
        try context.convertElements(of: value, to: Self.self) { element, component in
            try LooseValueDecoder.decode(
                Element.self, from: element, in: context, path: path.appending(component))
        }
    }
}

extension Set: ElementwiseDecodable where Element: Decodable {
    static func decodeElements(from value: Any, in context: MappingContext, path: CodingPathNode?) throws
        -> Set<Element>
    {
        Set(try [Element].decodeElements(from: value, in: context, path: path))
    }
}

/// Dictionaries are keyed by the keys' text, as the mapper's own dictionaries are; the encoder
/// writes them the same way (see ``TextKeyedEncodable``).
extension Dictionary: ElementwiseDecodable where Key: LosslessStringConvertible, Value: Decodable {
    static func decodeElements(from value: Any, in context: MappingContext, path: CodingPathNode?) throws
        -> [Key: Value]
    {
        try context.convertEntries(of: value, to: Self.self) { element, component in
            try LooseValueDecoder.decode(
                Value.self, from: element, in: context, path: path.appending(component))
        }
    }
}
