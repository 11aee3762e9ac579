/// Models written as JSON text: member by member where the schema allows it
/// (``ModelSchema/writesJSONMembers``), else through their dictionary.
extension ModelAccess {
    /// Appends `model` as a JSON object at `depth`, as ``dictionary(from:including:excluding:in:)``
    /// makes it: an instance of a subclass with its own properties, a cycle between objects an
    /// error. `including` and `excluding` name top-level properties.
    static func writeJSON<Model: Mappable>(
        _ model: Model, into output: inout JSONOutput, depth: Int, including: Set<String>? = nil,
        excluding: Set<String> = [], in context: MappingContext
    ) throws {
        guard let object = instance(of: model) else {
            return try context.schema(for: Model.self).writeJSON(
                model, into: &output, depth: depth, including: including, excluding: excluding, in: context)
        }
        try context.writing(object) {
            guard isSubclassInstance(model), let subclass = subclassType(of: object) else {
                return try context.schema(for: Model.self).writeJSON(
                    model, into: &output, depth: depth, including: including, excluding: excluding,
                    in: context)
            }
            func write<Dynamic: Mappable>(as dynamicType: Dynamic.Type) throws {
                guard let instance = object as? Dynamic else { return }
                try context.schema(for: dynamicType).writeJSON(
                    instance, into: &output, depth: depth, including: including, excluding: excluding,
                    in: context)
            }
            try write(as: subclass)
        }
    }
}
