/// Dictionaries of `Encodable` values, written by the in-memory encoder keyed by their keys' text
/// through the loop of the mapper's own dictionaries, whatever the key type (their own `encode(to:)`
/// writes keys other than `String` and `Int` as an array of alternating keys and values). The
/// decoder reads them the same way (see ``ElementwiseDecodable``).
protocol TextKeyedEncodable {
    func jsonEntries(in context: MappingContext, path: CodingPathNode?) throws -> [String: Any]
}

extension Dictionary: TextKeyedEncodable where Key: LosslessStringConvertible, Value: Encodable {
    func jsonEntries(in context: MappingContext, path: CodingPathNode?) throws -> [String: Any] {
        try context.jsonEntries(of: self) { element, component in
            try LooseValueEncoder.jsonValue(of: element, in: context, path: path.appending(component))
        }
    }
}
