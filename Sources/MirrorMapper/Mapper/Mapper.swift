import Foundation

/// The calls that map dictionaries to models and models to dictionaries, and what every call
/// shares: running under the mapper's options and handing its issues on.
extension Mapper {
    // MARK: - Dictionaries to models

    /// A new model made by `init()` and then set from `dictionary`, or from the dictionary at
    /// `keyPath` in it (a response's `"data.user"`): a key absent from the dictionary leaves the
    /// property's declared default. A base class that registers subclasses
    /// (``MappingTable/subtypes(on:_:)``) gives an instance of the subclass the data names.
    ///
    /// ```swift
    /// let user = try Mapper().object(of: User.self, from: ["id": "42", "name": "Ada"])
    /// let owner = try Mapper().object(of: User.self, from: response, at: "data.owner")
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - dictionary: The data, or the whole response when `keyPath` is given.
    ///   - keyPath: Where the model's dictionary sits: keys separated by dots, array indices as
    ///     numbers; issue paths then start at the top of the response.
    /// - Returns: The model.
    /// - Throws: ``MappingError`` for an invalid mapping table, when nothing is at `keyPath`, or for
    ///   any problem in strict mode.
    public func object<Model: Mappable>(
        of type: Model.Type, from dictionary: [String: Any], at keyPath: String? = nil
    ) throws -> Model {
        try run { context in
            guard let keyPath else { return try ModelAccess.make(type, from: dictionary, in: context) }
            return try context.nested(.key(keyPath)) {
                try Model.convert(from: value(at: keyPath, in: dictionary, expected: Model.self), in: context)
            }
        }
    }

    /// Models from an array of dictionaries (`[Any]` or `[[String: Any]]`).
    ///
    /// In lenient mode an element that is not a dictionary is dropped and reported, as in any array.
    ///
    /// - Throws: ``MappingError`` in strict mode for any problem, or for an invalid mapping table.
    public func objects<Model: Mappable>(of type: Model.Type, from array: [Any]) throws -> [Model] {
        try run { context in try [Model].convert(from: array, in: context) }
    }

    /// Updates an existing object in place: properties whose keys are absent keep their values,
    /// and nested model objects that already exist are updated, not replaced.
    ///
    /// ```swift
    /// try Mapper().populate(user, from: ["name": "Ada L."])   // user.id is unchanged
    /// ```
    public func populate<Model: Mappable & AnyObject>(_ object: Model, from dictionary: [String: Any]) throws
    {
        var reference = object
        try populate(&reference, from: dictionary)
    }

    /// Updates a model value in place: properties whose keys are absent keep their values.
    public func populate<Model: Mappable>(_ model: inout Model, from dictionary: [String: Any]) throws {
        try run { context in try model.update(from: dictionary, in: context) }
    }

    /// Updates a value whose ``KeyValueSettable/setValue(_:forKey:)`` is written by hand: it is
    /// called once for every key of `dictionary`, with `nil` for a `null` (`NSNull`, or an empty
    /// `Optional` put into an `Any`), and not at all for a `null` when the mapper ignores nulls.
    /// Errors it throws are reported (lenient, in the order of the keys) or thrown (strict: the
    /// first key's error) with the key as path.
    public func populate<Settable: KeyValueSettable>(_ value: inout Settable, from dictionary: [String: Any])
        throws
    {
        try run { context in
            try context.forEachEntry(of: dictionary, keyText: \.key) { entry, key in
                let valueIsNull = isNull(entry.value)
                if valueIsNull && ignoresNull { return }
                do {
                    try value.setValue(valueIsNull ? nil : entry.value, forKey: key)
                } catch {
                    try context.recover(
                        from: MappingError.located(error, under: .key(key)), outcome: .keptCurrentValue)
                }
            }
        }
    }

    // MARK: - Models to dictionaries

    /// A JSON-compatible dictionary of any struct or class: a ``Mappable`` model through its table
    /// and data keys, any other value through `Mirror` (stored properties by name); a
    /// `[String: Any]` with its values converted the same way.
    ///
    /// ```swift
    /// let parameters = try Mapper.dictionary(from: user, including: ["id", "name"])
    /// JSONSerialization.isValidJSONObject(parameters)   // true
    /// ```
    /// - Parameters:
    ///   - value: The model or other value.
    ///   - including: When given, only these properties are written. A model's property is named by
    ///     its name or its data key (`fullName` or `full_name`); a dictionary's by its top-level key.
    ///   - excluding: These properties (or top-level keys) are not written.
    /// - Returns: A dictionary that `JSONSerialization.isValidJSONObject` accepts.
    /// - Throws: ``MappingError`` for a cycle between objects, a value JSON cannot hold (lenient mode
    ///   omits such a property and reports it), a `value` that is not a struct or class, or a name
    ///   in `including` or `excluding` that is neither a property nor a data key of the model
    ///   (``MappingError/Kind/invalidMapping(_:)``).
    public func dictionary(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = []
    ) throws -> [String: Any] {
        try run { context in
            try dictionary(of: value, including: including, excluding: excluding, in: context)
        }
    }

    /// The dictionary of a model through its table, of a `[String: Any]` with its values converted,
    /// of any other struct or class through `Mirror`.
    func dictionary(
        of value: Any, including: Set<String>?, excluding: Set<String>, in context: MappingContext
    ) throws -> [String: Any] {
        if let dictionary = value as? [String: Any] {
            return try context.jsonDictionary(
                dictionary, including: including, excluding: excluding, omittingNil: true)
        }
        if let model = value as? any Mappable {
            return try ModelAccess.dictionary(
                from: model, including: including, excluding: excluding, in: context)
        }
        return try context.reflectedDictionary(of: value, including: including, excluding: excluding)
    }

    // MARK: - Types

    /// The stored properties of a model type with their declared types, superclass properties last.
    public static func properties<Model: Mappable>(of type: Model.Type) -> [Property] {
        SchemaCache.schema(for: type).storedProperties
    }

    /// Checks a model's mapping table against its stored properties: call it in a test of each model.
    ///
    /// ```swift
    /// @Test func userMappingIsComplete() throws { try Mapper.validate(User.self) }
    /// ```
    /// - Throws: ``MappingError/Kind/invalidMapping(_:)`` listing every problem: entries that are
    ///   not stored properties or are read-only, key paths of another property than the entry names
    ///   (`"first": \.second`; mapping itself checks this in debug builds only, since it costs
    ///   most of a type's first use), types that cannot convert, and stored properties that are
    ///   neither mapped nor excluded. Mapping reports the last on a type's first use in each call
    ///   too (an issue in lenient mode, an error in strict mode); the others make every use throw.
    public static func validate<Model: Mappable>(_ type: Model.Type) throws {
        let schema = SchemaBuilder.build(type, checkingKeyPathNames: true)
        let problems = schema.problems + [schema.unreadPropertiesProblem].compactMap { $0 }
        guard problems.isEmpty else { throw MappingError(.invalidMapping(problems.joined(separator: "; "))) }
    }

    /// Runs `body` with a new context for this mapper and hands each issue it reported to the
    /// ``issueHandler``, its path under `codingPath` (a `Decoder`'s or an `Encoder`'s, for a model
    /// they code).
    func run<Result>(
        under codingPath: [any CodingKey] = [], _ body: (MappingContext) throws -> Result
    ) throws -> Result {
        let context = MappingContext(mapper: self)
        defer { deliver(context.issues.map { $0.located(under: codingPath) }) }
        return try body(context)
    }

    /// Hands the issues a call found to the ``issueHandler``: every call's issues leave through
    /// here.
    func deliver(_ found: [MappingIssue]) {
        if let issueHandler { found.forEach(issueHandler) }
    }
}
