/// Which properties an output writes: the one place that reads the `including` and `excluding`
/// lists of ``Mapper/dictionary(from:including:excluding:)-method`` and
/// ``Mapper/jsonData(from:including:excluding:sortingKeys:prettyPrinting:)``, for the
/// dictionary path and for JSON text written straight.
extension ModelSchema {
    /// Whether each binding is written, parallel to `bindings`; nil when every one is (no lists).
    ///
    /// A name is a property name or the property's data key under `keys` (after renames and the
    /// key strategy: `fullName` or `full_name`). A name that is neither, nor the name of a stored
    /// property that the table leaves out, is a programmer error: it throws
    /// ``MappingError/Kind/invalidMapping(_:)`` naming it, rather than write nothing for it.
    func selectedBindings(including: Set<String>?, excluding: Set<String>, keys: [DataKey]) throws
        -> [Bool]?
    {
        guard including != nil || !excluding.isEmpty else { return nil }
        let keyTexts = keys.map(\.description)
        func matches(_ names: Set<String>, _ index: Int) -> Bool {
            names.contains(propertyNames[index]) || names.contains(keyTexts[index])
        }
        let named = (including ?? []).union(excluding)
        let known = Set(propertyNames).union(keyTexts).union(storedProperties.map(\.name))
        let unknown = named.filter { !known.contains($0) && !known.contains("_" + $0) }.sorted()
        guard unknown.isEmpty else {
            let list = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
            throw MappingError(
                .invalidMapping(
                    "\(typeName(Root.self)) has no property or data key \(list) to include or exclude"))
        }
        return bindings.indices.map { index in
            (including.map { matches($0, index) } ?? true) && !matches(excluding, index)
        }
    }
}
