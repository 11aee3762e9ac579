/// Entry points that pick the schema of a model's dynamic type, so an instance of a subclass is
/// mapped with its own properties even where it is typed as its superclass.
enum ModelAccess {
    /// Updates `model` in place from `dictionary`.
    static func populate<Model: Mappable>(
        _ model: inout Model, from dictionary: [String: Any], in context: MappingContext
    ) throws {
        if isSubclassInstance(model) {
            try populateSubclassInstance(
                model as AnyObject, as: type(of: model), from: dictionary, in: context)
            return
        }
        try SchemaCache.validSchema(for: Model.self).populate(&model, from: dictionary, in: context)
    }

    /// The model's dictionary; `including` and `excluding` name top-level properties.
    static func dictionary<Model: Mappable>(
        from model: Model, including: Set<String>? = nil, excluding: Set<String> = [],
        in context: MappingContext
    ) throws -> [String: Any] {
        if Model.self is AnyClass {
            return try context.writing(model as AnyObject) {
                try dictionaryOfObject(model, including: including, excluding: excluding, in: context)
            }
        }
        return try SchemaCache.validSchema(for: Model.self).dictionary(
            from: model, including: including, excluding: excluding, in: context)
    }

    private static func dictionaryOfObject<Model: Mappable>(
        _ model: Model, including: Set<String>?, excluding: Set<String>, in context: MappingContext
    ) throws -> [String: Any] {
        guard isSubclassInstance(model) else {
            return try SchemaCache.validSchema(for: Model.self).dictionary(
                from: model, including: including, excluding: excluding, in: context)
        }
        func dictionary<Dynamic: Mappable>(as dynamicType: Dynamic.Type) throws -> [String: Any] {
            guard let instance = (model as AnyObject) as? Dynamic else { return [:] }
            return try SchemaCache.validSchema(for: dynamicType).dictionary(
                from: instance, including: including, excluding: excluding, in: context)
        }
        let dynamicType: any Mappable.Type = type(of: model)
        return try dictionary(as: dynamicType)
    }

    /// Sets one property by name.
    static func setValue<Model: Mappable>(
        _ value: Any, forProperty name: String, of model: inout Model, in context: MappingContext
    ) throws {
        try SchemaCache.validSchema(for: Model.self).setValue(
            value, forProperty: name, of: &model, in: context)
    }

    /// Whether `model` is an instance of a proper subclass of its static type.
    @inline(__always)
    private static func isSubclassInstance<Model>(_ model: Model) -> Bool {
        ObjectIdentifier(type(of: model)) != ObjectIdentifier(Model.self)
    }

    private static func populateSubclassInstance(
        _ object: AnyObject, as dynamicType: any Mappable.Type, from dictionary: [String: Any],
        in context: MappingContext
    ) throws {
        func populate<Dynamic: Mappable>(_ type: Dynamic.Type) throws {
            guard var instance = object as? Dynamic else { return }
            try SchemaCache.validSchema(for: type).populate(&instance, from: dictionary, in: context)
        }
        try populate(dynamicType)
    }
}
