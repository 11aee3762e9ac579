extension Mapping {
    /// One table made of several: their entries one after another, in order, with their modifiers.
    ///
    /// A table of thousands of properties written as one literal can take the compiler minutes and
    /// gigabytes to type-check (it solves every key path of a literal together); written as parts of
    /// at most a hundred entries, joined, it takes seconds. `mirrormapper generate` writes large
    /// tables this way:
    ///
    /// ```swift
    /// static let mapping = Mapping<Row>(joining: [mappingPart1, mappingPart2]).keyStrategy(.snakeCase)
    /// private static let mappingPart1: Mapping<Row> = ["cell1": \.cell1, "cell2": \.cell2]
    /// private static let mappingPart2 = Mapping<Row>(["cell3": \.cell3]).renaming(["cell3": "C3"])
    /// ```
    ///
    /// The modifiers of single properties (renames, fallback keys, exclusions, item types, a
    /// property's date strategy, transforms) are merged, a later part winning for the same property;
    /// the type's key strategy, date strategy and subtypes are the last part's that sets them.
    public init(joining parts: [Mapping<Root>]) {
        declaration = MappingDeclaration(entries: [])
        for part in parts { declaration.append(part.declaration) }
    }
}

extension MappingDeclaration {
    /// Adds `other`'s entries after these, and its modifiers over these (see
    /// ``Mapping/init(joining:)``).
    mutating func append(_ other: MappingDeclaration) {
        entries += other.entries
        mapsStoredProperties = mapsStoredProperties || other.mapsStoredProperties
        dataKeys.merge(other.dataKeys) { $1 }
        fallbackKeys.merge(other.fallbackKeys) { $1 }
        excluded.formUnion(other.excluded)
        itemTypes.merge(other.itemTypes) { $1 }
        propertyDateStrategies.merge(other.propertyDateStrategies) { $1 }
        transforms.merge(other.transforms) { $1 }
        dateStrategy = other.dateStrategy ?? dateStrategy
        keyStrategy = other.keyStrategy ?? keyStrategy
        subtypes = other.subtypes ?? subtypes
    }
}
