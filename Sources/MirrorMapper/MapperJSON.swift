import Foundation

/// JSON bytes in and out, through the package's own JSON reader and writer (exact 64-bit integers,
/// errors with line and column, a depth limit), faster on Linux than `JSONSerialization`.
extension Mapper {
    /// A model from a JSON object.
    ///
    /// ```swift
    /// let user = try Mapper.object(of: User.self, fromJSON: Data(#"{"id": 7, "name": "Ada"}"#.utf8))
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - json: UTF-8 JSON text whose top level is an object.
    /// - Returns: The model.
    /// - Throws: ``JSONError`` for text that is not JSON; ``MappingError`` as ``object(of:from:)-method``.
    public func object<Model: Mappable>(of type: Model.Type, fromJSON json: Data) throws -> Model {
        var issues: [MappingIssue] = []
        return try object(of: type, fromJSON: json, issues: &issues)
    }

    /// A model from a JSON object, appending the problems worked around to `issues`.
    public func object<Model: Mappable>(
        of type: Model.Type, fromJSON json: Data, issues: inout [MappingIssue]
    ) throws -> Model {
        let value = try jsonValue(of: json)
        guard let dictionary = value as? [String: Any] else {
            throw MappingError.mismatch(expected: type, found: value)
        }
        return try object(of: type, from: dictionary, issues: &issues)
    }

    /// Models from a JSON array of objects.
    ///
    /// - Parameters:
    ///   - type: The model type.
    ///   - json: UTF-8 JSON text whose top level is an array of objects.
    /// - Returns: The models, in order.
    /// - Throws: ``JSONError`` for text that is not JSON; ``MappingError`` as ``objects(of:from:)-method``.
    public func objects<Model: Mappable>(of type: Model.Type, fromJSON json: Data) throws -> [Model] {
        let value = try jsonValue(of: json)
        guard let array = value as? [Any] else {
            throw MappingError.mismatch(expected: [Model].self, found: value)
        }
        return try objects(of: type, from: array)
    }

    /// JSON text of any value that ``dictionary(from:including:excluding:)-method`` accepts, or of an array
    /// of such values: a request body, a file, a log line.
    ///
    /// ```swift
    /// request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    /// request.httpBody = try Mapper().jsonData(from: user, excluding: ["rooms"], sortingKeys: true)
    /// // {"age":36,"id":7,"name":"Ada"}
    /// ```
    /// - Parameters:
    ///   - value: A model or other struct or class, a `[String: Any]`, or an array of them.
    ///   - including: When given, only these properties (or top-level keys) of `value` are written.
    ///   - excluding: These properties (or top-level keys) of `value` are not written.
    ///   - sortingKeys: Whether object keys are written in sorted order.
    ///   - prettyPrinting: Whether the text is indented, two spaces per level.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: ``MappingError`` as ``dictionary(from:including:excluding:)-method``.
    public func jsonData(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        sortingKeys: Bool = false,
        prettyPrinting: Bool = false
    ) throws -> Data {
        var issues: [MappingIssue] = []
        let tree: Any = try run(collecting: &issues) { context in
            if let array = value as? [Any] { return try context.jsonValue(ofAny: array) }
            return try dictionary(of: value, including: including, excluding: excluding, in: context)
        }
        var options = JSONWriter.Options()
        options.sortsKeys = sortingKeys
        options.prettyPrints = prettyPrinting
        return try JSONWriter(options: options).data(from: tree)
    }

    private func jsonValue(of json: Data) throws -> Any {
        var options = JSONReader.Options()
        options.maximumDepth = max(maximumDepth, 1)
        return try JSONReader(options: options).value(from: json)
    }
}
