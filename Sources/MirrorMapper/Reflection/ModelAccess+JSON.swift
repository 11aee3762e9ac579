/// Models read from JSON text, straight from its bytes: member by member in document order where
/// the schema allows it (``ModelSchema/streamsJSON``), else in table order from the members of the
/// object indexed in one pass (fallback and dotted keys, subtypes). A model with hooks, which see
/// the data as a dictionary, is read through the dictionary the JSON reader makes of the object,
/// which decides exactly as for any other dictionary.
extension ModelAccess {
    /// A new model from the value at the stream's position, as ``make(_:from:in:)`` makes one from
    /// a dictionary.
    static func make<Model: Mappable>(
        _ type: Model.Type, fromJSON stream: inout JSONStream, in context: MappingContext
    ) throws -> Model {
        let schema = try streamingSchema(for: type, in: context)
        guard stream.isAtObject, schema.hooks == nil else {
            return try Model.convert(from: stream.materialize(in: context), in: context)
        }
        guard schema.streamsJSON else {
            let members = try JSONObjectMembers(indexing: &stream)
            return try make(type, fromMembers: members, of: &stream, in: context)
        }
        var model = Model()
        try context.nested(nil) { try schema.populate(&model, fromJSON: &stream, in: context) }
        return model
    }

    /// A new model from an object indexed beforehand: an instance of the subtype its discriminator
    /// names, as ``make(_:from:in:)`` chooses it. The stream is left past the object. Kept out of
    /// line: inlined, it made ``make(_:fromJSON:in:)`` of streamed classes about 6% slower.
    @inline(never)
    private static func make<Model: Mappable>(
        _ type: Model.Type, fromMembers members: JSONObjectMembers, of stream: inout JSONStream,
        in context: MappingContext
    ) throws -> Model {
        let schema = try streamingSchema(for: type, in: context)
        guard schema.hooks == nil else {
            stream.move(to: members.start)
            return try Model.convert(from: stream.materialize(in: context), in: context)
        }
        if let subtypes = schema.subtypes {
            let discriminator =
                try stream.valueMark(of: subtypes.key, in: members) != nil
                ? stream.materialize(in: context) : nil
            if let subtype = try schema.subtype(forDiscriminator: discriminator, in: context),
                ObjectIdentifier(subtype) != ObjectIdentifier(type)
            {
                func make<Subtype: Mappable>(_ subtype: Subtype.Type) throws -> Model? {
                    try ModelAccess.make(subtype, fromMembers: members, of: &stream, in: context) as? Model
                }
                if let model = try make(subtype) { return model }
            }
        }
        var model = Model()
        try context.nested(nil) {
            try schema.populate(&model, fromMembers: members, of: &stream, in: context)
        }
        return model
    }

    /// Updates `model` in place from the value at the stream's position, as
    /// ``populate(_:from:in:)`` does from a dictionary.
    static func populate<Model: Mappable>(
        _ model: inout Model, fromJSON stream: inout JSONStream, in context: MappingContext
    ) throws {
        let schema = try streamingSchema(for: Model.self, in: context)
        guard stream.isAtObject, schema.hooks == nil, !isSubclassInstance(model) else {
            return try model.update(from: stream.materialize(in: context), in: context)
        }
        guard schema.streamsJSON else {
            let members = try JSONObjectMembers(indexing: &stream)
            return try context.nested(nil) {
                try schema.populate(&model, fromMembers: members, of: &stream, in: context)
            }
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
        if schema.unreadPropertiesProblem != nil { throw JSONStreamFallback() }
        return schema
    }
}
