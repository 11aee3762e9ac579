import Foundation

/// The state of one mapping call, handed to every conversion: the mapper's options, the issues found
/// so far, the nesting depth and the objects being written (to detect cycles).
///
/// Conversions of your own use it to convert nested values with the same rules:
///
/// ```swift
/// let count = try context.convert(value, to: Int.self)
/// ```
public final class MappingContext {
    /// The configuration of the call.
    public let mapper: Mapper
    /// Problems worked around so far (lenient mode), paths relative to the top-level value.
    var issues: [MappingIssue] = []
    /// How many models and collections enclose the value being converted.
    private var depth = 0
    /// Class instances on the way from the top-level value to the one being written.
    private var objectsBeingWritten: [ObjectIdentifier] = []
    /// The date strategy of the innermost model that declared one, else the mapper's.
    var dateStrategy: DateStrategy
    /// What this call keeps of each model type it has used, by type: nested models of a type seen
    /// before skip the shared cache and its lock.
    private var schemaUses: [ObjectIdentifier: SchemaUse] = [:]
    /// The use ``schema(for:)`` found last, which is nearly always the one asked of next.
    private var latestUse: SchemaUse?
    /// The model types of `schemaUses`, in the order of their first use, for ``rollBack(to:)``.
    private var typesInOrderOfUse: [ObjectIdentifier] = []

    /// Whether the values of this call may hold ``InexactJSONNumber``s, which
    /// ``plainValue(_:for:)`` keeps from code outside the package.
    var holdsInexactNumbers: Bool

    init(mapper: Mapper) {
        self.mapper = mapper
        self.dateStrategy = mapper.dateStrategy
        holdsInexactNumbers = mapper.mapsInexactJSONNumbers
    }

    /// Converts a nested value with the same rules and options, for use inside
    /// ``ValueConvertible/convert(from:in:)``.
    ///
    /// - Throws: ``MappingError`` when `value` cannot become a `T`.
    public func convert<T: ValueConvertible>(_ value: Any, to type: T.Type) throws -> T {
        try T.convert(from: value, in: self)
    }

    /// The valid schema of `type`, from this call's own uses when it used the type before.
    ///
    /// On the type's first use in the call, stored properties that its table neither maps nor
    /// excludes are reported, once, where the type is met (lenient mode), or thrown (strict mode):
    /// they would otherwise keep their defaults without a word.
    func schema<Model: Mappable>(for type: Model.Type) throws -> ModelSchema<Model> {
        if let use = schemaUses[ObjectIdentifier(type)] {
            latestUse = use
            // Filed below under its model type, so the cast cannot fail: a checked cast would look
            // up `ModelSchema<Model>`'s generic metadata on every nested model.
            return unsafeDowncast(use.schema, to: ModelSchema<Model>.self)
        }
        let schema = try SchemaCache.validSchema(for: type)
        if let problem = schema.unreadPropertiesProblem {
            let error = MappingError(.invalidMapping(problem))
            if isStrict { throw error }
            report(error, outcome: .keptCurrentValue)
        }
        _ = use(of: schema)
        return schema
    }

    /// What this call keeps of `schema`: the use ``schema(for:)`` found last when it is the
    /// schema's, as it nearly always is, else the one filed under its model type, made on first
    /// need.
    func use<Root>(of schema: ModelSchema<Root>) -> SchemaUse {
        if let latestUse, latestUse.schema === schema {
            return latestUse
        }
        let identifier = ObjectIdentifier(Root.self)
        if let use = schemaUses[identifier], use.schema === schema {
            latestUse = use
            return use
        }
        let use = SchemaUse(schema: schema, keys: schema.dataKeys(for: mapper.keyStrategy))
        schemaUses[identifier] = use
        typesInOrderOfUse.append(identifier)
        latestUse = use
        return use
    }

    /// The data keys of `schema` under this call's key strategy (``SchemaUse/keysForUse()``).
    func dataKeys<Root>(of schema: ModelSchema<Root>) -> [DataKey] {
        use(of: schema).keysForUse()
    }

    /// Whether problems throw (strict) or are worked around and reported (lenient).
    var isStrict: Bool { mapper.mode == .strict }

    /// `nearest`, the nearest value a conversion could make for a value its type does not hold
    /// exactly: reported as `error` in lenient mode, thrown in strict mode.
    func keepingNearest<Value>(_ nearest: Value, for error: MappingError) throws -> Value {
        try recover(from: error, outcome: .keptNearestValue)
        return nearest
    }

    /// The one decision between lenient and strict: whether the call works around `error` and
    /// goes on. Strict mode never does, and neither mode does for a problem that is not about one
    /// value (``MappingError/isFatal``).
    func recovers(from error: MappingError) -> Bool {
        !isStrict && !error.isFatal
    }

    /// Reports `error` with `outcome`, what the mapper did instead, when the call recovers from it
    /// (``recovers(from:)``); throws it otherwise.
    func recover(from error: MappingError, outcome: MappingIssue.Outcome) throws {
        guard recovers(from: error) else { throw error }
        report(error, outcome: outcome)
    }

    /// A point of the call to come back to: the issues found and the model types used so far.
    struct Checkpoint {
        fileprivate let issueCount: Int
        fileprivate let typeCount: Int
    }

    var checkpoint: Checkpoint {
        Checkpoint(issueCount: issues.count, typeCount: typesInOrderOfUse.count)
    }

    /// Forgets what the call found since `checkpoint`, to read the same value again: the issues, and
    /// the first uses of model types, whose reports (``schema(for:)``) then come again.
    func rollBack(to checkpoint: Checkpoint) {
        issues.removeSubrange(checkpoint.issueCount...)
        for identifier in typesInOrderOfUse[checkpoint.typeCount...] {
            schemaUses[identifier] = nil
        }
        typesInOrderOfUse.removeSubrange(checkpoint.typeCount...)
        latestUse = nil
    }

    /// Records a problem that was worked around.
    func report(_ error: MappingError, outcome: MappingIssue.Outcome) {
        issues.append(MappingIssue(error: error, outcome: outcome))
    }

    /// Runs `body` one level deeper, under `component` of the path: errors thrown and issues
    /// reported inside get `component` in front of their paths.
    @inline(__always)
    func nested<T>(_ component: PathComponent?, _ body: () throws -> T) throws -> T {
        depth += 1
        let issueCount = issues.count
        defer {
            depth -= 1
            if let component { prefixIssues(from: issueCount, with: component) }
        }
        guard depth <= mapper.maximumDepth else {
            throw MappingError(.depthLimitExceeded(mapper.maximumDepth))
        }
        return try located(at: component, body)
    }

    /// Runs `body`, putting `component` in front of the path of an error it throws. Unlike
    /// ``nested(_:_:)`` it does not count a level of depth: copies and comparisons count one level
    /// per model or collection, not one per property or element.
    ///
    /// The two errors of JSON text read or written straight through are not problems with a value
    /// and go on as they are, past every place that recovers from those: text that is not JSON
    /// (``JSONStream/TextError``) ends the reading, and ``JSONStreamFallback`` starts it over.
    func located<T>(at component: PathComponent?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as JSONStream.TextError {
            throw error
        } catch let fallback as JSONStreamFallback {
            throw fallback
        } catch {
            throw MappingError.located(error, under: component)
        }
    }

    /// Puts `key` in front of the paths of the issues reported since `start`; free when there are
    /// none, which is nearly always.
    @inline(__always)
    func prefixIssues(from start: Int, withKey key: DataKey) {
        guard issues.count > start else { return }
        prefixIssues(from: start, with: .key(key.description))
    }

    /// Puts `component` in front of the paths of the issues reported since `start`.
    @inline(__always)
    func prefixIssues(from start: Int, with component: PathComponent) {
        guard issues.count > start else { return }
        for index in start..<issues.count {
            var issue = issues[index]
            var error = issue.error
            error.components.insert(component, at: 0)
            issue = MappingIssue(error: error, outcome: issue.outcome)
            issues[index] = issue
        }
    }

    /// Runs `body`, the conversion of one element of a collection; in lenient mode a problem with
    /// the element is reported as dropped instead of failing the collection.
    @inline(__always)
    func droppingIfLenient(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as MappingError {
            try recover(from: error, outcome: .droppedElement)
        }
    }

    /// Runs `body` while writing `object`, failing if `object` is already being written further up.
    func writing<T>(_ object: AnyObject, _ body: () throws -> T) throws -> T {
        let identifier = ObjectIdentifier(object)
        if objectsBeingWritten.contains(identifier) {
            throw MappingError(.cycle("an instance of \(typeName(type(of: object))) contains itself"))
        }
        objectsBeingWritten.append(identifier)
        defer { objectsBeingWritten.removeLast() }
        return try body()
    }

    /// Runs `body` with `strategy` as the date strategy, when a model declares its own.
    func withDateStrategy<T>(_ strategy: DateStrategy?, _ body: () throws -> T) rethrows -> T {
        let outer = enterDateStrategy(strategy)
        defer { dateStrategy = outer }
        return try body()
    }

    /// Makes `strategy`, when a model declares its own, the date strategy until the one returned
    /// is put back: ``withDateStrategy(_:_:)`` without a closure, for a caller that must stay
    /// specialized (a closure in generic code is not).
    @inline(__always)
    func enterDateStrategy(_ strategy: DateStrategy?) -> DateStrategy {
        let outer = dateStrategy
        if let strategy { dateStrategy = strategy }
        return outer
    }
}

extension MappingContext {
    /// Whether nil properties are left out of objects (``Mapper/nilEncoding``).
    var omitsNil: Bool { mapper.nilEncoding == .omit }

    /// Whether an object's member whose written form is `value` is left out: nil, which every
    /// writer gives as `NSNull`, when the mapper omits nil. The one place that decides it, for the
    /// dictionary, JSON text and (through the dictionary) an `Encoder`.
    func omitsMember(_ value: Any) -> Bool {
        omitsNil && type(of: value) == NSNull.self
    }
}
