import Foundation

/// The reflected, validated form of one model type: a binding per mapped property and the data
/// keys they use. Built once per type (see ``SchemaCache``), then shared by every call.
final class ModelSchema<Root>: Sendable {
    let bindings: [any PropertyBinding<Root>]
    /// `bindings` again, in memory the schema owns for its lifetime: code generic over the sink (or
    /// the source) that indexes the array looks the element type's metadata up for every member
    /// (the output walk 24% slower, callgrind); a buffer's elements have a fixed layout.
    nonisolated(unsafe) let bindingBuffer: UnsafeMutableBufferPointer<any PropertyBinding<Root>>
    /// Stored properties of every level, as `Mirror` saw them.
    let storedProperties: [Property]
    /// What ``Mapper/validate(_:)`` says of the stored properties that are not read from data
    /// (neither mapped nor excluded, or skipped: ``SkippedProperties``), reported on the type's
    /// first use in each call (``MappingContext/schema(for:)``); nil when every property is mapped
    /// or excluded.
    let unreadPropertiesProblem: String?
    /// What is wrong with the table; when not empty, every use of the type throws.
    let problems: [String]
    /// The subtypes of this type, when it or a superclass is polymorphic.
    let subtypes: SubtypeRegistry?
    /// The discriminator this type writes into its dictionaries, when a registry names it.
    let discriminator: (key: DataKey, value: String)?
    /// The date strategy the type's own table declares, for all of its properties and the values
    /// nested in them.
    let dateStrategy: DateStrategy?
    /// The type's ``MappingHooks``, when it has them.
    let hooks: ModelHooks<Root>?
    /// Whether objects of the type are read from JSON text member by member in document order
    /// (see ``populate(_:fromJSON:in:)``): not when the type has hooks (read through a dictionary)
    /// or subtypes, or a property has a dotted key path or fallback keys (read in table order from
    /// the indexed members of the object, ``populate(_:fromMembers:of:in:)``).
    let streamsJSON: Bool
    /// Whether objects of the type are read from a `Decoder`'s keyed container, member by member
    /// (``DecoderObject``): not when the type has hooks (which see a dictionary) or subtypes (read
    /// through the loose dictionary of the data).
    let readsDecoderContainers: Bool
    /// Whether models of the type may be written as JSON text member by member (see
    /// ``JSONObjectSink``): not when a data key (the discriminator's too) is a dotted path, whose
    /// place in the object the dictionary's nesting decides.
    let writesJSONMembers: Bool
    /// Binding index by property name.
    private let indexByName: [String: Int]
    /// The property name of each binding, parallel to `bindings`.
    let propertyNames: [String]
    /// The indices of the bindings in table order.
    let tableOrder: [Int]
    /// Whether each binding has fallback keys, parallel to `bindings`.
    private let hasFallbackKeys: [Bool]
    /// The data keys under the default key strategy, parallel to `bindings`.
    private let propertyNameKeys: [DataKey]
    /// The data keys under other key strategies, made on first use: a type's first use would
    /// otherwise split every property name into words for strategies it never meets.
    private let keysByStrategy = Locked<[KeyStrategy.Kind: [DataKey]]>([:])

    init(
        bindings: [any PropertyBinding<Root>], storedProperties: [Property], unreadPropertiesProblem: String?,
        problems: [String], subtypes: SubtypeRegistry?, dateStrategy: DateStrategy?
    ) {
        self.bindings = bindings
        bindingBuffer = .allocate(capacity: bindings.count)
        _ = bindingBuffer.initialize(from: bindings)
        self.dateStrategy = dateStrategy
        hooks = ModelHooks.of(Root.self)
        self.subtypes = subtypes
        discriminator = subtypes.flatMap { registry in
            (Root.self as? any Mappable.Type).flatMap(registry.name(of:)).map { (registry.key, $0) }
        }
        self.storedProperties = storedProperties
        self.unreadPropertiesProblem = unreadPropertiesProblem
        self.problems = problems
        propertyNames = bindings.map(\.info.name)
        tableOrder = Array(bindings.indices)
        var indexByName: [String: Int] = [:]
        for (index, binding) in bindings.enumerated() { indexByName[binding.info.name] = index }
        self.indexByName = indexByName
        propertyNameKeys = bindings.map { Self.dataKey(for: $0.info, strategy: .propertyNames) }
        hasFallbackKeys = bindings.map { !$0.info.fallbackKeys.isEmpty }
        writesJSONMembers = discriminator?.key.isPath != true && !propertyNameKeys.contains(where: \.isPath)
        readsDecoderContainers = hooks == nil && subtypes == nil
        streamsJSON =
            readsDecoderContainers && !hasFallbackKeys.contains(true)
            && !propertyNameKeys.contains(where: \.isPath)
    }

    deinit {
        bindingBuffer.deinitialize()
        bindingBuffer.deallocate()
    }

    /// The index of the binding of the property `name`.
    func index(ofProperty name: String) -> Int? {
        indexByName[name]
    }

    /// The registered subtype `dictionary` names, if this type is polymorphic. A discriminator that
    /// names no registered subtype gives nil, the declared type, and is reported at its key (lenient
    /// mode) or thrown (strict mode). Every input reaches subtypes through
    /// ``subtype(forDiscriminator:in:)``: JSON text reads the discriminator's value alone.
    @inline(__always)
    func subtype(for dictionary: [String: Any], in context: MappingContext) throws -> (any Mappable.Type)? {
        guard let subtypes else { return nil }
        return try subtype(forDiscriminator: subtypes.key.value(in: dictionary), in: context)
    }

    /// The registered subtype that the discriminator `value` names (nil when the data has none),
    /// as ``subtype(for:in:)`` chooses it.
    func subtype(forDiscriminator value: Any?, in context: MappingContext) throws -> (any Mappable.Type)? {
        guard let subtypes else { return nil }
        switch subtypes.choice(forDiscriminator: value) {
        case .none:
            return nil
        case .registered(let type):
            return type
        case .unknown(let found):
            let names = subtypes.types.keys.sorted().joined(separator: ", ")
            let error = MappingError(
                .typeMismatch(
                    expected: "a subtype of \(typeName(Root.self)) (\(names))",
                    found: "unknown subtype \(found)"),
                at: [.key(subtypes.key.description)])
            try context.recover(from: error, outcome: .keptCurrentValue)
            return nil
        }
    }

    /// The data key of each binding under `strategy`, computed once per strategy.
    func dataKeys(for strategy: KeyStrategy) -> [DataKey] {
        if case .propertyNames = strategy.kind { return propertyNameKeys }
        return keysByStrategy.withLock { cache in
            if let keys = cache[strategy.kind] { return keys }
            let keys = bindings.map { Self.dataKey(for: $0.info, strategy: strategy) }
            cache[strategy.kind] = keys
            return keys
        }
    }

    private static func dataKey(for info: BindingInfo, strategy: KeyStrategy) -> DataKey {
        if let renamed = info.renamedKey { return DataKey(parsing: renamed) }
        return DataKey(verbatim: (info.keyStrategy ?? strategy).key(for: info.name))
    }

    /// Sets every property whose key is present in `dictionary`; absent keys leave properties alone.
    func populate(_ root: inout Root, from dictionary: [String: Any], in context: MappingContext) throws {
        var source = DictionaryObject(dictionary: dictionary)
        try populate(&root, from: &source, in: context)
    }

    /// Sets every property whose member `source` holds, in table order; the others are left alone.
    /// Every source but JSON text read in document order (``populate(_:fromJSON:in:)``) is read
    /// here, and that one reads each member through ``readMember(_:at:keys:from:into:in:)`` too.
    ///
    /// Inlined, with no closure, into each caller, where the source's type is known: code generic
    /// over both the model and the source is not specialized for the source alone, and would call
    /// every source through its witness table (JSON → models 8% slower, measured with callgrind).
    @inline(__always)
    func populate<Source: ObjectSource>(
        _ root: inout Root, from source: inout Source, in context: MappingContext
    ) throws {
        let outerDateStrategy = context.enterDateStrategy(dateStrategy)
        defer { context.dateStrategy = outerDateStrategy }
        let keys = context.dataKeys(of: self)
        for index in bindingBuffer.indices {
            try readMember(
                bindingBuffer[index], at: index, keys: keys, from: &source, into: &root, in: context)
        }
    }

    /// Reads the member of `binding`, the binding at `index`, from `source` into its property: at
    /// its data key in `keys`; when that is absent or null, at the first of its fallback keys whose
    /// member is not null. A null found (at the data key, else at the first fallback key that has
    /// one) is read as null unless the mapper ignores nulls. Issues and problems are located under
    /// the key the member was found at, and a problem the mode works around leaves the property as
    /// it was. Every source's members are found and read here.
    ///
    /// The key is looked up only for an issue: a copy of it for every member is a retain and a
    /// release (2% of mapping the twitter benchmark's dictionary into structs).
    @inline(__always)
    func readMember<Source: ObjectSource>(
        _ binding: any PropertyBinding<Root>, at index: Int, keys: [DataKey], from source: inout Source,
        into root: inout Root, in context: MappingContext
    ) throws {
        let issueCount = context.issues.count
        // The fallback key being read, then the one whose member is kept; nil for the data key.
        var fallback: Int?
        // A null is told apart only where something depends on it.
        let separatingNull = context.mapper.ignoresNull || hasFallbackKeys[index]
        do {
            var found = try source.read(
                keys[index], by: binding, into: &root, separatingNull: separatingNull, in: context)
            if hasFallbackKeys[index], found != .read {
                found = try readFallbackKeys(
                    of: binding, after: found, at: &fallback, from: &source, into: &root, in: context)
            }
            if found == .null, !context.mapper.ignoresNull {
                try source.readNull(
                    dataKey(of: index, fallback: fallback, in: keys), by: binding, into: &root, in: context)
            }
            if context.issues.count > issueCount {
                context.prefixIssues(
                    from: issueCount, withKey: dataKey(of: index, fallback: fallback, in: keys))
            }
        } catch let error as JSONStream.TextError {
            throw error
        } catch let error as JSONStreamFallback {
            throw error
        } catch {
            try Self.recover(
                from: error, at: dataKey(of: index, fallback: fallback, in: keys), issuesBefore: issueCount,
                outcome: .keptCurrentValue, in: context)
        }
    }

    /// Reads the fallback keys of `binding` in order, its data key having found `found` (absent or
    /// null): the first member that is not null is read; else the first null found is kept, the
    /// data key's if it had one. `fallback` is the index of the key being read, then of the key
    /// whose member is kept (nil for the data key).
    private func readFallbackKeys<Source: ObjectSource>(
        of binding: any PropertyBinding<Root>, after found: MemberRead, at fallback: inout Int?,
        from source: inout Source, into root: inout Root, in context: MappingContext
    ) throws -> MemberRead {
        var kept = found
        var keptFallback: Int?
        for (position, key) in binding.info.fallbackKeys.enumerated() {
            fallback = position
            switch try source.read(key, by: binding, into: &root, separatingNull: true, in: context) {
            case .read:
                return .read
            case .null:
                if kept == .absent { (kept, keptFallback) = (.null, position) }
            case .absent:
                continue
            }
        }
        fallback = keptFallback
        return kept
    }

    /// The key at which ``readMember(_:at:keys:from:into:in:)`` found the member of binding
    /// `index`.
    private func dataKey(of index: Int, fallback: Int?, in keys: [DataKey]) -> DataKey {
        guard let fallback else { return keys[index] }
        return bindings[index].info.fallbackKeys[fallback]
    }

    /// Sets one property by name, as `KeyValueSettable.setValue(_:forKey:)` does.
    func setValue(_ value: Any, forProperty name: String, of root: inout Root, in context: MappingContext)
        throws
    {
        guard let index = indexByName[name] else {
            throw MappingError(
                .invalidMapping("\(typeName(Root.self)) maps no property named \"\(name)\""), at: [.key(name)]
            )
        }
        do {
            var member = LooseMember(value: value)
            _ = try bindings[index].read(&member, into: &root, in: context)
        } catch {
            throw MappingError.located(error, under: .key(name))
        }
    }

    /// Locates a property's error under its key, then throws it (strict mode, fatal problems) or
    /// reports it with `outcome` (lenient mode).
    static func recover(
        from error: any Error, at key: DataKey, issuesBefore issueCount: Int, outcome: MappingIssue.Outcome,
        in context: MappingContext
    ) throws {
        let located = MappingError.located(error, under: .key(key.description))
        guard context.recovers(from: located) else { throw located }
        context.prefixIssues(from: issueCount, withKey: key)
        context.report(located, outcome: outcome)
    }

}

/// Whether `value` is JSON `null`: `NSNull`, or an empty `Optional` put into an `Any`.
@inline(__always)
func isNull(_ value: Any) -> Bool {
    type(of: value) == NSNull.self || isEmptyOptional(value)
}

extension MappingError {
    /// Problems that lenient mode does not work around, because they are not about one value: an
    /// invalid table, a cycle between objects, nesting beyond the depth limit.
    var isFatal: Bool {
        switch kind {
        case .invalidMapping, .cycle, .depthLimitExceeded: true
        default: false
        }
    }
}
