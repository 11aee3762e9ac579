extension Mapper {
    /// A deep copy of a model: a new instance of every model object in it, with every mapped
    /// property carried over exactly.
    ///
    /// ```swift
    /// let draft = try Mapper.copy(of: user)
    /// draft.rooms[0].title = "Loft"          // user.rooms[0] is another object, unchanged
    /// let animal: Animal = Dog()
    /// let copied = try Mapper.copy(of: animal)   // a Dog
    /// ```
    ///
    /// Each copy starts from `init()` and is given every mapped property through the mapping
    /// table's key paths, so values are never converted: dates, `Decimal`s, 64-bit integers, `Data`,
    /// NaN and anything in `Any` properties come over as they are. Properties that are excluded or not
    /// mapped keep the `init()` defaults, in structs as in classes. Models nested in optionals, arrays,
    /// sets, dictionaries and `Any` properties are copied as their own dynamic type (a `Dog` typed as
    /// `Animal` stays a `Dog`); other classes are not models and stay shared.
    ///
    /// An object referred to twice in the model is copied once, and the copy is referred to twice.
    ///
    /// - Parameter model: The model to copy.
    /// - Returns: The copy.
    /// - Throws: ``MappingError`` with ``MappingError/Kind/cycle(_:)`` when an object contains itself,
    ///   ``MappingError/Kind/depthLimitExceeded(_:)`` beyond ``maximumDepth``, or
    ///   ``MappingError/Kind/invalidMapping(_:)`` for an invalid table.
    public func copy<Model: Mappable>(of model: Model) throws -> Model {
        let copier = DeepCopier(context: MappingContext(mapper: self))
        guard let copy = try copier.copy(ofModel: model) as? Model else {
            throw MappingError(
                .typeMismatch(expected: typeName(Model.self), found: typeName(type(of: model))))
        }
        return copy
    }

    /// A deep copy of a model with the default configuration; see ``copy(of:)``.
    ///
    /// ```swift
    /// let draft = try Mapper.copy(of: room)   // draft.host !== room.host
    /// ```
    public static func copy<Model: Mappable>(of model: Model) throws -> Model {
        try Mapper().copy(of: model)
    }
}

/// Makes deep copies for one ``Mapper/copy(of:)`` call, remembering the copy of each object.
private final class DeepCopier {
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
        guard Model.self is AnyClass else { return try copyProperties(of: original) }
        let object = original as AnyObject
        let identifier = ObjectIdentifier(object)
        if let earlier = copies[identifier] as? Model { return earlier }
        let copy = try context.writing(object) { try copyProperties(of: original) }
        copies[identifier] = copy as AnyObject
        return copy
    }

    /// A new instance from `init()` with a copy of every mapped property of `original`.
    private func copyProperties<Model: Mappable>(of original: Model) throws -> Model {
        let schema = try context.schema(for: Model.self)
        let keys = schema.dataKeys(for: context.mapper.keyStrategy)
        var copy = Model()
        try context.nested(nil) {
            for index in schema.bindings.indices {
                let access = schema.bindings[index]
                try context.located(at: .key(keys[index].description)) {
                    let copied = try self.copy(of: access.value(of: original))
                    guard access.setValue(copied, of: &copy) else {
                        throw MappingError(
                            .typeMismatch(
                                expected: typeName(schema.bindings[index].info.valueType),
                                found: typeName(Swift.type(of: copied))))
                    }
                }
            }
        }
        return copy
    }
}
