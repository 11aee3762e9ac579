/// A model's table from property names to writable key paths, with the options that go with it:
/// ``Mapping`` for structs and final classes, ``ClassMapping`` for classes that have subclasses.
///
/// The modifiers return a changed copy, so a table reads as one expression:
///
/// ```swift
/// static let mapping = Mapping<Room>([
///     "id": \.id, "title": \.title, "countryCode": \.countryCode, "cache": \.cache,
/// ])
/// .renaming(["countryCode": "country_code", "id": "room.id"])
/// .excluding("cache")
/// ```
public protocol MappingTable: Sendable {
    /// The table's contents as the mapper reads them.
    var declaration: MappingDeclaration { get set }
}

extension MappingTable {
    /// A copy of the table with `change` made to its declaration: every modifier below is one.
    private func changing(_ change: (inout MappingDeclaration) -> Void) -> Self {
        var copy = self
        change(&copy.declaration)
        return copy
    }

    /// Reads and writes the named properties under other dictionary keys. A key may be a dotted path
    /// into nested dictionaries (`"location.lat"`) or arrays (`"photos.0.url"`); write `\.` for a dot
    /// that is part of a key. Renames win over the mapper's ``KeyStrategy``.
    public func renaming(_ keys: [String: String]) -> Self {
        changing { $0.dataKeys.merge(keys) { $1 } }
    }

    /// Gives properties more keys to read from, tried in order when the main key (the property name,
    /// its rename, or the key strategy's key) is absent or `null`: the first present non-null value
    /// wins. Dictionaries made from the model write the main key only. Fallback keys are written like
    /// renames (dotted paths allowed) and are not changed by the key strategy.
    ///
    /// ```swift
    /// .renaming(["bookID": "id"]).fallbackKeys(["bookID": ["ID", "book_id", "book.id"]])
    /// ```
    public func fallbackKeys(_ keys: [String: [String]]) -> Self {
        changing { $0.fallbackKeys.merge(keys) { $1 } }
    }

    /// Leaves stored properties out of mapping: they are never read from nor written to
    /// dictionaries, and ``Mapper/validate(_:)`` does not report them as forgotten.
    public func excluding(_ names: String...) -> Self {
        changing { $0.excluded.formUnion(names) }
    }

    /// Makes the dictionaries in the array property `name` into `type`, for arrays whose declared
    /// element type is not enough (`[Any]`, or an array of a base class).
    ///
    /// ```swift
    /// .itemType(Photo.self, forArray: "attachments")   // var attachments: [Any] = []
    /// ```
    public func itemType(_ type: any Mappable.Type, forArray name: String) -> Self {
        itemType(forArray: name) { _ in type }
    }

    /// Chooses the model type of each element of the array property `name` from the element's data;
    /// return nil to keep the element's own value (for `[Any]`) or to report it. Write the closure's
    /// return type when it chooses between classes that have no common superclass:
    ///
    /// ```swift
    /// .itemType(forArray: "entries") { element -> (any Mappable.Type)? in
    ///     element["stars"] != nil ? Review.self : Post.self
    /// }
    /// ```
    public func itemType(
        forArray name: String,
        _ choose: @escaping @Sendable ([String: Any]) -> (any Mappable.Type)?
    ) -> Self {
        changing { $0.itemTypes[name] = ItemTypeRule(choose: choose) }
    }

    /// Makes this class polymorphic: where a property, array element or dictionary value is declared
    /// as this class, the data's `key` names the subclass to make (`"type": "dog"` → `Dog`), and
    /// dictionaries made from a registered subclass write the key back. Data without the key makes
    /// an instance of the declared type; so does data naming no registered type, which is reported
    /// (lenient mode: an issue at the key, `media[2].type: expected a subtype of Media (photo,
    /// video), found unknown subtype "audio"`; strict mode: that error).
    ///
    /// ```swift
    /// class var mapping: ClassMapping {
    ///     let table: ClassMapping = ["name": \Animal.name]
    ///     return table.subtypes(on: "type", ["dog": Dog.self, "bird": Bird.self])
    /// }
    /// ```
    /// - Parameters:
    ///   - key: The discriminator's key; a dotted path is allowed.
    ///   - types: Discriminator value → subclass of this class (the class itself may be listed too).
    /// - Returns: The table with the registry.
    public func subtypes(on key: String, _ types: [String: any Mappable.Type]) -> Self {
        changing { $0.subtypes = SubtypeRegistry(key: DataKey(parsing: key), types: types) }
    }

    /// Reads and writes the property `name` through `transform` instead of its type's conversion.
    /// The transform's value type must be the property's type.
    ///
    /// ```swift
    /// .transform("color", with: .hexadecimal)
    /// .transform("rating", with: PropertyTransform(read: { try Stars(text: $0) }, write: { $0.text }))
    /// ```
    /// - Parameters:
    ///   - name: The property.
    ///   - transform: How its value is read from data and written back.
    /// - Returns: The table with the transform.
    public func transform<Value>(_ name: String, with transform: PropertyTransform<Value>) -> Self {
        changing { $0.transforms[name] = transform }
    }

    /// Uses `strategy` for the dates of this type's own properties.
    public func dateStrategy(_ strategy: DateStrategy) -> Self {
        changing { $0.dateStrategy = strategy }
    }

    /// Uses `strategy` for the dates in the named property (a date, an optional date, an array of
    /// dates, …), whatever the type's and the mapper's strategies are.
    ///
    /// ```swift
    /// .dateStrategy(.twitter, for: "createdAt").dateStrategy(.formatted("dd.MM.yyyy"), for: "birthday")
    /// ```
    public func dateStrategy(_ strategy: DateStrategy, for name: String) -> Self {
        changing { $0.propertyDateStrategies[name] = strategy }
    }

    /// Uses `strategy` for the keys of this type's own properties, whatever the mapper's is.
    public func keyStrategy(_ strategy: KeyStrategy) -> Self {
        changing { $0.keyStrategy = strategy }
    }
}
