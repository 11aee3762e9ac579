/// The stored properties of a model type as the runtime describes its fields, grouped by the class
/// that declares them (a struct is one group), most-derived class first.
///
/// The fields come from the runtime's own records (``RuntimeFieldRecords``): each field's name,
/// declared type and offset, without an instance. `Mirror` gave the same names from an instance,
/// boxing every value, and was a quarter of what a model type's first use cost.
struct StoredProperties {
    /// One stored field: its name, declared type and offset inside the value or instance.
    typealias Field = RuntimeFieldRecords.Field

    /// The fields one type declares itself.
    struct Level {
        let type: Any.Type
        /// Its stored properties, in declaration order.
        let properties: [Field]
        /// The names of its `lazy var`s, whose hidden storage is not a property one sets.
        let lazyProperties: [String]
    }

    let levels: [Level]

    /// Reads the fields of `type` and of each superclass once; callers cache the result.
    init(of type: Any.Type) {
        guard let classType = type as? AnyClass else {
            levels = [Level(type: type, fields: RuntimeFieldRecords.fields(of: type))]
            return
        }
        var levels: [Level] = []
        var level: AnyClass? = classType
        var fields = RuntimeFieldRecords.fields(of: classType)
        while let current = level {
            // A class's fields follow its superclass's, which are read once, for the next level.
            let superclass: AnyClass? = _getSuperclass(current)
            let inherited = superclass.map { RuntimeFieldRecords.fields(of: $0) } ?? []
            levels.append(Level(type: current, fields: fields.dropFirst(inherited.count)))
            (level, fields) = (superclass, inherited)
        }
        self.levels = levels
    }

    /// Every stored property name, at every level.
    var allNames: Set<String> {
        Set(levels.flatMap { $0.properties.map(\.name) })
    }
}

extension StoredProperties.Level {
    /// The prefix of the name the compiler gives a `lazy var`'s hidden storage.
    private static let lazyStoragePrefix = "$__lazy_storage_$_"

    /// The level of `type` whose own fields are `fields`.
    fileprivate init(type: Any.Type, fields: some Collection<StoredProperties.Field>) {
        self.type = type
        properties = fields.filter { !$0.name.hasPrefix(Self.lazyStoragePrefix) }
        lazyProperties = fields.compactMap { field in
            field.name.hasPrefix(Self.lazyStoragePrefix)
                ? String(field.name.dropFirst(Self.lazyStoragePrefix.count)) : nil
        }
    }
}
