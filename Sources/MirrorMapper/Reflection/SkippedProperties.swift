/// The stored properties of a table-free model (or one whose table is ``Mapping/automatic``) that
/// the mapper does not read from data, each for a reason the runtime's field records show, and
/// what the type's first use reports of them (``MappingContext/schema(for:)``).
struct SkippedProperties {
    /// Why a stored property is not read from data.
    enum Reason: CaseIterable {
        /// A `let`: written to dictionaries, never read (``OutputOnlyBinding``).
        case constant
        /// A `weak` or `unowned` reference, whose storage is not the value's own layout.
        case reference
        /// A `lazy var`, whose storage is the compiler's.
        case lazy
        /// Storage named with a leading underscore: a property wrapper's (`@Published`, the
        /// `@Observable` macro's), or a hand-written backing field. Writing it would skip what the
        /// wrapper or the property's accessors do.
        case underscored

        /// What the report says of the properties skipped for this reason, and the fix.
        fileprivate func describe(_ type: String, _ names: String) -> String {
            switch self {
            case .constant:
                "\(type) writes its constants to data but never reads them: \(names) (make them `var` to "
                    + "read them, or exclude them)"
            case .reference:
                "\(type) skips its weak and unowned references: \(names) (exclude them)"
            case .lazy:
                "\(type) skips its lazy properties: \(names) (exclude them)"
            case .underscored:
                "\(type) skips the storage of wrapped or underscored properties: \(names) (reach them "
                    + "with throughKeyPaths, or exclude them)"
            }
        }
    }

    /// The model type, as the report names it.
    let model: Any.Type
    private var names: [Reason: [String]] = [:]

    init(model: Any.Type) {
        self.model = model
    }

    /// Why `field` is not mapped through its storage, or nil when it is.
    static func reason(toSkip field: StoredProperties.Field) -> Reason? {
        if !field.isStrong { return .reference }
        if field.name.hasPrefix("_") { return .underscored }
        return nil
    }

    mutating func add(_ name: String, _ reason: Reason) {
        names[reason, default: []].append(name)
    }

    /// Whether the property stored as `name` is skipped.
    func contains(_ name: String) -> Bool {
        names.values.contains { $0.contains(name) }
    }

    /// One sentence per reason, in a fixed order.
    var problems: [String] {
        Reason.allCases.compactMap { reason in
            names[reason].map { reason.describe(typeName(model), $0.joined(separator: ", ")) }
        }
    }
}
