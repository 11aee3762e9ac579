/// The schemas built so far, one per model type, shared by all threads.
///
/// A schema is built outside the lock; when two threads build the same one at once, the first
/// stored wins and both use it (building has no side effects).
enum SchemaCache {
    private static let schemas = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// The schema of `type`, built on first use.
    static func schema<Model: Mappable>(for type: Model.Type) -> ModelSchema<Model> {
        let identifier = ObjectIdentifier(type)
        if let cached = schemas.withLock({ $0[identifier] }) as? ModelSchema<Model> { return cached }
        let built = SchemaBuilder.build(type)
        return schemas.withLock { cache in
            if let cached = cache[identifier] as? ModelSchema<Model> { return cached }
            cache[identifier] = built
            return built
        }
    }

    /// The schema of `type`, throwing when its table is invalid.
    static func validSchema<Model: Mappable>(for type: Model.Type) throws -> ModelSchema<Model> {
        let schema = schema(for: type)
        guard schema.problems.isEmpty else {
            throw MappingError(.invalidMapping(schema.problems.joined(separator: "; ")))
        }
        return schema
    }
}
