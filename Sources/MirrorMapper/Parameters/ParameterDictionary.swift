import Foundation

extension Mapper {
    /// The JSON-compatible dictionary that request parameters are made from: a model's through
    /// ``dictionary(from:including:excluding:)`` (data keys, renames, options), a `[String: Any]`'s
    /// with its values converted by the same rules (dates per the date strategy, URLs as text, models
    /// nested), `including` and `excluding` then naming its top-level keys.
    func parameterDictionary(from value: Any, including: Set<String>?, excluding: Set<String>) throws
        -> [String: Any]
    {
        guard let dictionary = value as? [String: Any] else {
            return try self.dictionary(from: value, including: including, excluding: excluding)
        }
        let context = MappingContext(mapper: self)
        var converted: [String: Any] = [:]
        for (key, element) in dictionary where including?.contains(key) ?? true && !excluding.contains(key) {
            let jsonValue: Any = try context.nested(.key(key)) { try context.jsonValue(ofAny: element) }
            converted[key] = jsonValue
        }
        return converted
    }
}
