/// The schemas built so far, one per model type, shared by all threads (a ``TypeCache``: when two
/// threads build the same one at once, the first stored wins and both use it; building has no side
/// effects).
enum SchemaCache {
    private static let schemas = TypeCache()

    /// The schema of `type`, built on first use.
    static func schema<Model: Mappable>(for type: Model.Type) -> ModelSchema<Model> {
        schemas.value(for: type) { SchemaBuilder.build(type) }
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
