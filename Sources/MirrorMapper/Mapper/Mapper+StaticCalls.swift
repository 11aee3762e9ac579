import Foundation

/// The static calls: the calls a first screen makes, the same as on a `Mapper()` with the default
/// configuration. Every other call is made on a `Mapper` value (`Mapper().jsonData(from: user)`).
extension Mapper {
    /// A new model from `dictionary` (or from the dictionary at `keyPath` in it) with the default
    /// configuration; see ``object(of:from:at:)-method``.
    ///
    /// ```swift
    /// let user = try Mapper.object(of: User.self, from: ["id": 42, "name": "Ada"])
    /// ```
    public static func object<Model: Mappable>(
        of type: Model.Type, from dictionary: [String: Any], at keyPath: String? = nil
    ) throws -> Model {
        try Mapper().object(of: type, from: dictionary, at: keyPath)
    }

    /// Updates an existing object in place with the default configuration; see
    /// ``populate(_:from:)-(Model,_)``.
    ///
    /// ```swift
    /// try Mapper.populate(user, from: ["name": "Ada L."])
    /// ```
    public static func populate<Model: Mappable & AnyObject>(_ object: Model, from dictionary: [String: Any])
        throws
    {
        try Mapper().populate(object, from: dictionary)
    }

    /// Updates a model value in place with the default configuration.
    public static func populate<Model: Mappable>(_ model: inout Model, from dictionary: [String: Any]) throws
    {
        try Mapper().populate(&model, from: dictionary)
    }

    /// A JSON-compatible dictionary of `value` with the default configuration; see
    /// ``dictionary(from:including:excluding:)-method``.
    ///
    /// ```swift
    /// let parameters = try Mapper.dictionary(from: user, excluding: ["password"])
    /// ```
    public static func dictionary(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = []
    ) throws -> [String: Any] {
        try Mapper().dictionary(from: value, including: including, excluding: excluding)
    }

    /// A model from a JSON object (or from the object at `keyPath` in a JSON response) with the
    /// default configuration; see ``object(of:fromJSON:at:)-method``.
    ///
    /// ```swift
    /// let user = try Mapper.object(of: User.self, fromJSON: responseBody)
    /// ```
    public static func object<Model: Mappable>(
        of type: Model.Type, fromJSON json: Data, at keyPath: String? = nil
    ) throws -> Model {
        try Mapper().object(of: type, fromJSON: json, at: keyPath)
    }
}
