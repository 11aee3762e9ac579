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

    /// Models from the array at `keyPath` in `response` with the default configuration; see
    /// ``objects(of:from:at:)-method``.
    ///
    /// ```swift
    /// let rooms = try Mapper.objects(of: Room.self, from: response, at: "data.rooms")
    /// ```
    public static func objects<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String
    ) throws -> [Model] {
        try Mapper().objects(of: type, from: response, at: keyPath)
    }

    /// A model from the dictionary at `keyPath` in `response` with the default configuration; see
    /// ``object(of:from:at:)-method``.
    public static func object<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String
    ) throws -> Model {
        try Mapper().object(of: type, from: response, at: keyPath)
    }

    /// Merges `array` into `existing` by the property `identifier` with the default configuration;
    /// see ``merge(_:with:identifiedBy:orphans:)-method``.
    public static func merge<Model: Mappable>(
        _ existing: [Model], with array: [Any], identifiedBy identifier: String,
        orphans: OrphanPolicy<Model> = .keep
    ) throws -> [Model] {
        try Mapper().merge(existing, with: array, identifiedBy: identifier, orphans: orphans)
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

    /// Models from the array at `keyPath` in a JSON response with the default configuration; see
    /// ``objects(of:fromJSON:at:)-method``.
    ///
    /// ```swift
    /// let repos = try Mapper.objects(of: Repo.self, fromJSON: responseBody, at: "items")
    /// ```
    public static func objects<Model: Mappable>(of type: Model.Type, fromJSON json: Data, at keyPath: String)
        throws -> [Model]
    {
        try Mapper().objects(of: type, fromJSON: json, at: keyPath)
    }

    /// A model from the object at `keyPath` in a JSON response with the default configuration;
    /// see ``object(of:fromJSON:at:)-method``.
    public static func object<Model: Mappable>(of type: Model.Type, fromJSON json: Data, at keyPath: String)
        throws -> Model
    {
        try Mapper().object(of: type, fromJSON: json, at: keyPath)
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

/// The static request-parameter calls: the same as on a `Mapper()` with the default configuration.
extension Mapper {
    /// Query items of `value` with the default configuration; see
    /// ``queryItems(from:including:excluding:encoding:)-method``.
    public static func queryItems(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        encoding: ParameterEncoding = ParameterEncoding()
    ) throws -> [URLQueryItem] {
        try Mapper().queryItems(from: value, including: including, excluding: excluding, encoding: encoding)
    }

    /// The percent-encoded query of `value` with the default configuration; see
    /// ``percentEncodedQuery(from:including:excluding:encoding:)-method``.
    ///
    /// ```swift
    /// components.percentEncodedQuery = try Mapper.percentEncodedQuery(from: search)
    /// ```
    public static func percentEncodedQuery(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        encoding: ParameterEncoding = ParameterEncoding()
    ) throws -> String {
        try Mapper().percentEncodedQuery(
            from: value, including: including, excluding: excluding, encoding: encoding)
    }

    /// An `application/x-www-form-urlencoded` body of `value` with the default configuration; see
    /// ``formURLEncodedBody(from:including:excluding:encoding:)-method``.
    public static func formURLEncodedBody(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        encoding: ParameterEncoding = ParameterEncoding()
    ) throws -> Data {
        try Mapper().formURLEncodedBody(
            from: value, including: including, excluding: excluding, encoding: encoding)
    }
}
