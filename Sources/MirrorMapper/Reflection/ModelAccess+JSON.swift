/// Models read from JSON text: member by member where the schema allows it
/// (``ModelSchema/streamsJSON``), else through the dictionary the JSON reader makes of the object,
/// which decides exactly as for any other dictionary.
extension ModelAccess {
    /// A new model from the value at the stream's position, as ``make(_:from:in:)`` makes one from
    /// a dictionary.
    static func make<Model: Mappable>(
        _ type: Model.Type, fromJSON stream: inout JSONStream, in context: MappingContext
    ) throws -> Model {
        let schema = try streamingSchema(for: type, in: context)
        guard schema.streamsJSON, stream.isAtObject else {
            return try Model.convert(from: stream.materialize(in: context), in: context)
        }
        var model = Model()
        try context.nested(nil) { try schema.populate(&model, fromJSON: &stream, in: context) }
        return model
    }

    /// Updates `model` in place from the value at the stream's position, as
    /// ``populate(_:from:in:)`` does from a dictionary.
    static func populate<Model: Mappable>(
        _ model: inout Model, fromJSON stream: inout JSONStream, in context: MappingContext
    ) throws {
        let schema = try streamingSchema(for: Model.self, in: context)
        guard schema.streamsJSON, stream.isAtObject, !isSubclassInstance(model) else {
            return try model.update(from: stream.materialize(in: context), in: context)
        }
        try context.nested(nil) { try schema.populate(&model, fromJSON: &stream, in: context) }
    }

    /// The schema of `type` for reading JSON text. A type with unmapped properties is reported
    /// where the call first meets it, which for JSON text is in document order and for the
    /// dictionary path in table order: ``JSONStreamFallback`` has the whole call read the
    /// dictionaries instead, so that both give the same issues.
    private static func streamingSchema<Model: Mappable>(for type: Model.Type, in context: MappingContext)
        throws -> ModelSchema<Model>
    {
        let schema = try context.schema(for: type)
        if schema.unmappedPropertiesProblem != nil { throw JSONStreamFallback() }
        return schema
    }
}
