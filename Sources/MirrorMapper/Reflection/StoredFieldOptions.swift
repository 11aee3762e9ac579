/// The options that tables give, by name, to stored properties they do not list (``Mapping/automatic``),
/// as the schema of one model type reads them.
///
/// A class's level reads its own table for its own properties; a subclass's table may state
/// options for an inherited property too, and the most-derived table that states an option wins.
/// A subclass that does not override `mapping` holds its superclass's table, whose options then
/// read the same at both levels.
struct StoredFieldOptions {
    /// The tables that map their level's stored properties, most-derived level first, down to the
    /// level being read.
    let tables: [MappingDeclaration]

    /// Whether a table excludes the property stored as `name` (a wrapped property by either name).
    func excludes(_ name: String) -> Bool {
        let wrapped = name.hasPrefix("_") ? String(name.dropFirst()) : nil
        return tables.contains { $0.excluded.contains(name) || wrapped.map($0.excluded.contains) == true }
    }

    func dataKey(of name: String) -> String? {
        first { $0.dataKeys[name] }
    }

    func fallbackKeys(of name: String) -> [String] {
        first { $0.fallbackKeys[name] } ?? []
    }

    func itemType(of name: String) -> ItemTypeRule? {
        first { $0.itemTypes[name] }
    }

    func transform(of name: String) -> (any AnyPropertyTransform)? {
        first { $0.transforms[name] }
    }

    func dateStrategy(of name: String) -> DateStrategy? {
        first { $0.propertyDateStrategies[name] }
    }

    private func first<Option>(_ option: (MappingDeclaration) -> Option?) -> Option? {
        for table in tables {
            if let found = option(table) { return found }
        }
        return nil
    }

    /// What `declaration`, the table of `type`, names in its options that is neither a stored
    /// property of `type` nor of a superclass (`levels`, from `type`'s own down): typos that would
    /// otherwise do nothing.
    func namesNotStored(
        in declaration: MappingDeclaration, of type: Any.Type,
        storedAt levels: ArraySlice<StoredProperties.Level>
    ) -> [String] {
        let stored = Set(levels.lazy.flatMap { $0.properties.map(\.name) + $0.lazyProperties })
        return declaration.problemsWithOptionNames(of: type, which: "is not a stored property") {
            !stored.contains($0) && !stored.contains("_" + $0)
        }
    }
}
