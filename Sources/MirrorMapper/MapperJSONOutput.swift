import Foundation

/// Models and other values written as JSON text, through the package's own writer (exact 64-bit
/// integers, `Decimal`s with every digit).
extension Mapper {
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
}
