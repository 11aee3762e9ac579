/// Entry points that pick the schema of a model's dynamic type, so an instance of a subclass is
/// mapped with its own properties even where it is typed as its superclass, and that run the
/// model's hooks around the table.
enum ModelAccess {
    /// A new model from `dictionary`: an instance of the subtype the data names when the type has a
    /// subtype registry, else of `type`.
    static func make<Model: Mappable>(
        _ type: Model.Type, from dictionary: [String: Any], in context: MappingContext
    ) throws -> Model {
        let schema = try context.schema(for: type)
        if let subtype = try schema.subtype(for: dictionary, in: context),
            ObjectIdentifier(subtype) != ObjectIdentifier(type)
        {
            func make<Subtype: Mappable>(_ subtype: Subtype.Type) throws -> Model? {
                try ModelAccess.make(subtype, from: dictionary, in: context) as? Model
            }
            if let model = try make(subtype) { return model }
        }
        var model = Model()
        try context.nested(nil) { try apply(schema, to: &model, from: dictionary, in: context) }
        return model
    }

    /// Updates `model` in place from `dictionary`.
    static func populate<Model: Mappable>(
        _ model: inout Model, from dictionary: [String: Any], in context: MappingContext
    ) throws {
        if isSubclassInstance(model), let object = instance(of: model),
            let subclass = subclassType(of: object)
        {
            func populate<Dynamic: Mappable>(_ type: Dynamic.Type) throws {
                guard var instance = object as? Dynamic else { return }
                try apply(context.schema(for: type), to: &instance, from: dictionary, in: context)
            }
            try context.nested(nil) { try populate(subclass) }
            return
        }
        let schema = try context.schema(for: Model.self)
        try context.nested(nil) { try apply(schema, to: &model, from: dictionary, in: context) }
    }

    /// The model's hooks around its table, if it has them (``MappingHooks``): `willMap` may
    /// rewrite or reject the data, `didMap` checks the result.
    private static func apply<Model: Mappable>(
        _ schema: ModelSchema<Model>, to model: inout Model, from dictionary: [String: Any],
        in context: MappingContext
    ) throws {
        guard let hooks = schema.hooks else {
            return try schema.populate(&model, from: dictionary, in: context)
        }
        guard let accepted = hooks.willMap(context.plainValue(dictionary)) else {
            throw MappingError(.rejected("\(typeName(Model.self)).willMap rejected the data"))
        }
        let mapped =
            context.holdsInexactNumbers
            ? InexactJSONNumber.restoring(in: accepted, from: dictionary) : accepted
        try schema.populate(&model, from: mapped, in: context)
        try hooks.didMap(&model, accepted)
    }

    /// Writes `model` into `sink` with the schema of its dynamic type: an instance of a subclass
    /// with its own properties, a cycle between objects an error. `including` and `excluding` name
    /// top-level properties.
    @inline(__always)
    static func write<Model: Mappable, Sink: ObjectSink>(
        _ model: Model, into sink: inout Sink, including: Set<String>? = nil, excluding: Set<String> = [],
        in context: MappingContext
    ) throws {
        guard let object = instance(of: model) else {
            return try context.schema(for: Model.self).write(
                model, into: &sink, including: including, excluding: excluding, in: context)
        }
        try context.writing(object) {
            guard isSubclassInstance(model), let subclass = subclassType(of: object) else {
                return try context.schema(for: Model.self).write(
                    model, into: &sink, including: including, excluding: excluding, in: context)
            }
            func write<Dynamic: Mappable>(as dynamicType: Dynamic.Type) throws {
                guard let instance = object as? Dynamic else { return }
                try context.schema(for: dynamicType).write(
                    instance, into: &sink, including: including, excluding: excluding, in: context)
            }
            try write(as: subclass)
        }
    }

    /// `model` as a dictionary keyed by data keys (``write(_:into:including:excluding:in:)``).
    static func dictionary<Model: Mappable>(
        from model: Model, including: Set<String>? = nil, excluding: Set<String> = [],
        in context: MappingContext
    ) throws -> [String: Any] {
        var sink = DictionarySink()
        try write(model, into: &sink, including: including, excluding: excluding, in: context)
        return sink.dictionary
    }

    /// Appends `model` as a JSON object at `depth`, with the members its dictionary would have
    /// (``write(_:into:including:excluding:in:)``).
    static func writeJSON<Model: Mappable>(
        _ model: Model, into output: inout JSONOutput, depth: Int, including: Set<String>? = nil,
        excluding: Set<String> = [], in context: MappingContext
    ) throws {
        try JSONObjectSink.writing(into: &output, depth: depth) { sink in
            try write(model, into: &sink, including: including, excluding: excluding, in: context)
        }
    }

    /// Sets one property by name.
    static func setValue<Model: Mappable>(
        _ value: Any, forProperty name: String, of model: inout Model, in context: MappingContext
    ) throws {
        try context.schema(for: Model.self).setValue(
            value, forProperty: name, of: &model, in: context)
    }

    /// The instance `model` refers to when `Model` is a class; nil for a struct.
    ///
    /// `model as AnyObject` in generic code asks the runtime to bridge the value, a dynamic cast:
    /// on a type's first use it searched every conformance record of the process, and after it it
    /// cost a tenth of `Mapper.dictionary(from:)` on class models. A class's value is the reference.
    @inline(__always)
    static func instance<Model>(of model: Model) -> AnyObject? {
        guard Model.self is AnyClass else { return nil }
        return unsafeBitCast(model, to: AnyObject.self)
    }

    /// Whether `model` is an instance of a proper subclass of its static type.
    @inline(__always)
    static func isSubclassInstance<Model>(_ model: Model) -> Bool {
        ObjectIdentifier(type(of: model)) != ObjectIdentifier(Model.self)
    }

    /// The model type of `object`'s class, read from the object at run time.
    ///
    /// Opening `type(of: model) as any Mappable.Type` in a generic function is not a safe way to
    /// reach a subclass's schema: an optimised build (Swift 6.3, `-O`) binds the opened type to the
    /// static one, and every subclass was written as its superclass, in release builds only. A cast of
    /// the class that the object carries is made by the runtime, whatever the optimizer knows of the
    /// object's static type; `SubclassOutputTests` run in release in CI to keep it so.
    @inline(never)
    static func subclassType(of object: AnyObject) -> (any Mappable.Type)? {
        let dynamicClass: AnyClass = type(of: object)
        return dynamicClass as? any Mappable.Type
    }
}
