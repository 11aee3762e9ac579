/// The stored properties of a value as `Mirror` sees them, grouped by the class that declares them
/// (a struct is one group), most-derived class first.
struct StoredProperties {
    /// The properties one type declares itself.
    struct Level {
        let type: Any.Type
        let properties: [(name: String, type: Any.Type)]
    }

    let levels: [Level]

    /// Reflects `value` once; the cost is about a microsecond per property, so callers cache it.
    init(of value: Any) {
        var levels: [Level] = []
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            let properties = current.children.compactMap { child -> (name: String, type: Any.Type)? in
                guard let label = child.label, let name = Self.propertyName(forStorageLabel: label) else {
                    return nil
                }
                return (name, Swift.type(of: child.value))
            }
            levels.append(Level(type: current.subjectType, properties: properties))
            mirror = current.superclassMirror
        }
        self.levels = levels
    }

    /// The property behind a storage label; the hidden storage of a `lazy var` is skipped, since
    /// it is not a property one sets.
    private static func propertyName(forStorageLabel label: String) -> String? {
        if label.hasPrefix("$__lazy_storage_$_") { return nil }
        return label
    }

    /// Every stored property name, at every level.
    var allNames: Set<String> {
        Set(levels.flatMap { $0.properties.map(\.name) })
    }
}
