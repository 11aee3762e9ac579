extension Mapper {
    /// A deep copy of a model: a new instance of every model object in it, with every mapped
    /// property carried over exactly.
    ///
    /// ```swift
    /// let draft = try Mapper().copy(of: user)
    /// draft.rooms[0].title = "Loft"          // user.rooms[0] is another object, unchanged
    /// let animal: Animal = Dog()
    /// let copied = try Mapper().copy(of: animal)   // a Dog
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
}
