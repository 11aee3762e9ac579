extension Mapping {
    /// One table made of several: their entries one after another, in order, with their modifiers;
    /// the joined table maps its level's stored properties when a part does (``automatic``).
    ///
    /// A long table written as one expression can take the compiler minutes and gigabytes to
    /// type-check (a literal of thousands of key paths, or a chain of a thousand modifiers); written
    /// as parts of at most a hundred entries, joined, it takes seconds. `mirrormapper generate`
    /// writes the exceptions of a wide model this way:
    ///
    /// ```swift
    /// static let mapping = Mapping<Row>(joining: [mappingPart1, mappingPart2]).keyStrategy(.snakeCase)
    /// private static let mappingPart1 = Mapping<Row>.automatic.renaming(["cell1": "C1", "cell2": "C2"])
    /// private static let mappingPart2 = Mapping<Row>.automatic.renaming(["cell3": "C3"])
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
