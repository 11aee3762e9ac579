/// The stored properties of a model type as the runtime describes its fields, grouped by the class
/// that declares them (a struct is one group), most-derived class first.
///
/// The fields come from the runtime's own records (``RuntimeFieldRecords``): each field's name,
/// declared type and offset, without an instance. `Mirror` gave the same names from an instance,
/// boxing every value, and was a quarter of what a model type's first use cost.
struct StoredProperties {
    /// One stored field: its name, declared type and offset inside the value or instance.
    struct Field {
        let name: String
        let type: Any.Type
        let offset: Int
    }

    /// The fields one type declares itself.
    struct Level {
        let type: Any.Type
        let properties: [Field]
    }

    let levels: [Level]

    /// Reads the fields of `type` and of each superclass once; callers cache the result.
    init(of type: Any.Type) {
        guard let classType = type as? AnyClass else {
            levels = [Level(type: type, properties: Self.fields(of: type))]
            return
        }
        var levels: [Level] = []
        var level: AnyClass? = classType
        var fields = Self.fields(of: classType)
        while let current = level {
            // A class's fields follow its superclass's, which are read once, for the next level.
            let superclass: AnyClass? = _getSuperclass(current)
            let inherited = superclass.map { Self.fields(of: $0) } ?? []
            levels.append(Level(type: current, properties: Array(fields.dropFirst(inherited.count))))
            (level, fields) = (superclass, inherited)
        }
        self.levels = levels
    }

    /// Every stored property name, at every level.
    var allNames: Set<String> {
        Set(levels.flatMap { $0.properties.map(\.name) })
    }

    /// The fields of `type` and of its superclasses, superclasses' first; the hidden storage of a
    /// `lazy var` is skipped, since it is not a property one sets.
    private static func fields(of type: Any.Type) -> [Field] {
        RuntimeFieldRecords.fields(of: type).compactMap { field in
            field.name.hasPrefix("$__lazy_storage_$_")
                ? nil : Field(name: field.name, type: field.type, offset: field.offset)
        }
    }
}
