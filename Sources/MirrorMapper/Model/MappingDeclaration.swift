/// The contents of a mapping table as the mapper reads them. You build it through ``Mapping`` or
/// ``ClassMapping`` and their modifiers; it has no API of its own.
public struct MappingDeclaration: Sendable {
    /// A property name and the key path that writes it, in the order written.
    struct Entry: @unchecked Sendable {  // key paths are immutable values
        let name: String
        let keyPath: AnyKeyPath
    }

    var entries: [Entry]
    /// Whether the stored properties that no entry names map too, each through its storage under
    /// its own name (``Mapping/automatic``).
    var mapsStoredProperties = false
    /// Property name → dictionary key (possibly a dotted path) for renamed properties.
    var dataKeys: [String: String] = [:]
    /// Property name → keys tried in order when the main key is absent or null.
    var fallbackKeys: [String: [String]] = [:]
    /// Stored properties deliberately left out of mapping.
    var excluded: Set<String> = []
    /// Property name → how to pick the model type of each element of an array property.
    var itemTypes: [String: ItemTypeRule] = [:]
    /// The date strategy for this type's own properties, when it differs from the mapper's.
    var dateStrategy: DateStrategy?
    /// Property name → the date strategy of that property, winning over the type's and the mapper's.
    var propertyDateStrategies: [String: DateStrategy] = [:]
    /// The key strategy for this type's own properties, when it differs from the mapper's.
    var keyStrategy: KeyStrategy?
    /// Property name → the transform that reads and writes it.
    var transforms: [String: any AnyPropertyTransform] = [:]
    /// The subclasses a dictionary may name, for a polymorphic base class.
    var subtypes: SubtypeRegistry?

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// What the table says of the names its options give that `isUnknown` refuses, one sentence
    /// each, sorted by option and name: `Room renames "nmae", which <reason>`. They are typos that
    /// would otherwise do nothing.
    func problemsWithOptionNames(of type: Any.Type, which reason: String, where isUnknown: (String) -> Bool)
        -> [String]
    {
        let options: [(String, [String])] = [
            ("renames", Array(dataKeys.keys)),
            ("gives fallback keys for", Array(fallbackKeys.keys)),
            ("gives an item type for", Array(itemTypes.keys)),
            ("gives a date strategy for", Array(propertyDateStrategies.keys)),
            ("gives a transform for", Array(transforms.keys)),
        ]
        return options.flatMap { option, names in
            names.filter(isUnknown).sorted().map { "\(typeName(type)) \(option) \"\($0)\", which \(reason)" }
        }
    }
}

/// How the elements of an array property become models: a fixed model type, or one chosen per
/// element from the element's data.
struct ItemTypeRule: Sendable {
    let choose: @Sendable ([String: Any]) -> (any Mappable.Type)?
}

/// The subclasses of a polymorphic base class, by the value of a discriminator key in the data
/// (`"type": "dog"` → `Dog`).
struct SubtypeRegistry: Sendable {
    /// Where the discriminator sits in the data.
    let key: DataKey
    /// Discriminator value → model type.
    let types: [String: any Mappable.Type]

    /// What the discriminator in the data names.
    enum Choice {
        /// The dictionary has no discriminator (or `null`): the declared type.
        case none
        /// A registered type.
        case registered(any Mappable.Type)
        /// A value that names no registered type, described for a message (`"audio"`).
        case unknown(String)
    }

    /// The type the discriminator `value` names, if any; nil when the data has no discriminator.
    func choice(forDiscriminator value: Any?) -> Choice {
        guard let value, !isNull(value) else { return .none }
        let name = (value as? String) ?? LooseNumber(value)?.description
        if let type = name.flatMap({ types[$0] }) { return .registered(type) }
        if let text = value as? String { return .unknown(excerpt(of: text, quoted: true)) }
        return .unknown(name.map { excerpt(of: $0) } ?? describeFound(value))
    }

    /// Whether `other` registers the same types under the same names at the same key: a copy
    /// of this registry, as a subclass that does not override its table holds it.
    func isSame(as other: SubtypeRegistry) -> Bool {
        key.description == other.key.description && types.count == other.types.count
            && types.allSatisfy { name, type in
                other.types[name].map { ObjectIdentifier($0) == ObjectIdentifier(type) } == true
            }
    }

    /// The discriminator value registered for `type`, if any.
    func name(of type: any Mappable.Type) -> String? {
        types.first { ObjectIdentifier($0.value) == ObjectIdentifier(type) }?.key
    }
}
