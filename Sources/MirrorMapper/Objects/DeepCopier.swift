/// Makes deep copies for one ``Mapper/copy(of:)`` call, remembering the copy of each object.
final class DeepCopier {
    let context: MappingContext
    /// The copy of each object copied so far, so shared objects stay shared in the copy.
    private var copies: [ObjectIdentifier: AnyObject] = [:]

    init(context: MappingContext) {
        self.context = context
    }

    /// A deep copy of any value: models are copied, containers are copied element by element, any
    /// other value is returned as it is.
    func copy(of value: Any) throws -> Any {
        if let container = value as? any Container {
            return try copy(of: container) ?? value
        }
        if let model = value as? any Mappable { return try copy(ofModel: model) }
        return value
    }

    private func copy<Contents: Container>(of container: Contents) throws -> Contents? {
        let copyElements = {
            try container.mapElements { element, component in
                guard let component else { return try self.copy(of: element) }
                return try self.context.located(at: component) { try self.copy(of: element) }
            }
        }
        return Contents.isNestingLevel ? try context.nested(nil, copyElements) : try copyElements()
    }

    /// A copy of a model of the model's dynamic type.
    func copy(ofModel model: any Mappable) throws -> Any {
        let dynamicType = type(of: model)
        return try copy(model, as: dynamicType)
    }

    private func copy<Model: Mappable>(_ model: any Mappable, as type: Model.Type) throws -> Model {
        guard let original = model as? Model else {
            throw MappingError(
                .typeMismatch(expected: typeName(Model.self), found: typeName(Swift.type(of: model))))
        }
        guard let object = ModelAccess.instance(of: original) else { return try copyProperties(of: original) }
        let identifier = ObjectIdentifier(object)
        if let earlier = copies[identifier] as? Model { return earlier }
        let copy = try context.writing(object) { try copyProperties(of: original) }
        copies[identifier] = ModelAccess.instance(of: copy)
        return copy
    }

    /// A new instance from `init()` with a copy of every mapped property of `original`.
    private func copyProperties<Model: Mappable>(of original: Model) throws -> Model {
        let schema = try context.schema(for: Model.self)
        let keys = schema.dataKeys(for: context.mapper.keyStrategy)
        var copy = Model()
        try context.nested(nil) {
            for index in 0..<schema.bindings.count {
                let access = schema.bindings[index]
                try context.located(at: .key(keys[index].description)) {
                    let copied = try self.copy(of: access.value(of: original))
                    guard access.setValue(copied, of: &copy) else {
                        throw MappingError(
                            .typeMismatch(
                                expected: typeName(access.info.valueType),
                                found: typeName(Swift.type(of: copied))))
                    }
                }
            }
        }
        return copy
    }
}
