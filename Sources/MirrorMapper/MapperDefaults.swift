import Foundation

/// The static calls: the same as on a `Mapper()` with the default configuration.
extension Mapper {
    /// A new model from `dictionary` with the default configuration; see ``object(of:from:)``.
    ///
    /// ```swift
    /// let user = try Mapper.object(of: User.self, from: ["id": 42, "name": "Ada"])
    /// ```
    public static func object<Model: Mappable>(of type: Model.Type, from dictionary: [String: Any]) throws
        -> Model
    {
        try Mapper().object(of: type, from: dictionary)
    }

    /// Models from an array of dictionaries with the default configuration; see ``objects(of:from:)``.
    public static func objects<Model: Mappable>(of type: Model.Type, from array: [Any]) throws -> [Model] {
        try Mapper().objects(of: type, from: array)
    }

    /// Updates an existing object in place with the default configuration; see ``populate(_:from:)-(Model,_)``.
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

    /// The dictionaries of several values with the default configuration; see
    /// ``dictionaries(from:including:excluding:)``.
    ///
    /// ```swift
    /// let rows = try Mapper.dictionaries(from: rooms)
    /// ```
    public static func dictionaries(
        from values: [Any], including: Set<String>? = nil, excluding: Set<String> = []
    ) throws -> [[String: Any]] {
        try Mapper().dictionaries(from: values, including: including, excluding: excluding)
    }

    /// A JSON-compatible dictionary of `value` with the default configuration; see
    /// ``dictionary(from:including:excluding:)``.
    public static func dictionary(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = []
    ) throws -> [String: Any] {
        try Mapper().dictionary(from: value, including: including, excluding: excluding)
    }
}

/// The static JSON calls: the same as on a `Mapper()` with the default configuration.
extension Mapper {
    /// A model from a JSON object with the default configuration; see ``object(of:fromJSON:)``.
    ///
    /// ```swift
    /// let user = try Mapper.object(of: User.self, fromJSON: responseBody)
    /// ```
    public static func object<Model: Mappable>(of type: Model.Type, fromJSON json: Data) throws -> Model {
        try Mapper().object(of: type, fromJSON: json)
    }

    /// Models from a JSON array of objects with the default configuration; see
    /// ``objects(of:fromJSON:)``.
    public static func objects<Model: Mappable>(of type: Model.Type, fromJSON json: Data) throws -> [Model] {
        try Mapper().objects(of: type, fromJSON: json)
    }

    /// JSON text of a model (or an array of models) with the default configuration; see
    /// ``jsonData(from:including:excluding:sortingKeys:prettyPrinting:)``.
    public static func jsonData(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        sortingKeys: Bool = false,
        prettyPrinting: Bool = false
    ) throws -> Data {
        try Mapper().jsonData(
            from: value, including: including, excluding: excluding, sortingKeys: sortingKeys,
            prettyPrinting: prettyPrinting)
    }
}
