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
    ///   - including: When given, only these properties (by name or data key, or top-level keys)
    ///     of `value` are written.
    ///   - excluding: These properties (or top-level keys) of `value` are not written.
    ///   - sortingKeys: Whether object keys are written in sorted order.
    ///   - prettyPrinting: Whether the text is indented, two spaces per level.
    /// - Returns: UTF-8 JSON text.
    /// - Throws: ``MappingError`` as ``dictionary(from:including:excluding:)-method``; in lenient mode
    ///   a property without a JSON form (a NaN `Double`) is left out and reported instead.
    public func jsonData(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        sortingKeys: Bool = false,
        prettyPrinting: Bool = false
    ) throws -> Data {
        var options = JSONWriter.Options()
        options.sortsKeys = sortingKeys
        options.prettyPrints = prettyPrinting
        if let written = writingJSON(
            value, including: including, excluding: excluding, options: options)
        {
            return written
        }
        let tree: Any = try run { context in
            if let array = value as? [Any] { return try context.jsonValue(ofAny: array) }
            return try dictionary(of: value, including: including, excluding: excluding, in: context)
        }
        return try JSONWriter(options: options).data(from: tree)
    }

    /// The JSON text of a model, or of an array, written straight from the models without their
    /// dictionaries; nil for any other value, and wherever writing straight through cannot promise
    /// the dictionary path's text or error (anything thrown), which then decides.
    private func writingJSON(
        _ value: Any, including: Set<String>?, excluding: Set<String>, options: JSONWriter.Options
    ) -> Data? {
        let context = MappingContext(mapper: self)
        var output = JSONOutput(options: options)
        do {
            if let model = value as? any Mappable {
                try ModelAccess.writeJSON(
                    model, into: &output, depth: 0, including: including, excluding: excluding, in: context)
            } else if let array = value as? [Any] {
                try writeJSON(array, into: &output, in: context)
            } else {
                return nil
            }
        } catch {
            return nil
        }
        deliver(context.issues)
        return Data(output.bytes)
    }

    /// Appends the elements of a top-level array as ``MappingContext/jsonValue(ofAny:)`` makes
    /// them, models written straight.
    private func writeJSON(_ array: [Any], into output: inout JSONOutput, in context: MappingContext) throws {
        try context.nested(nil) {
            try output.openContainer(ASCII.openBracket, depth: 1)
            for (index, element) in array.enumerated() {
                output.startElement(isFirst: index == 0, depth: 1)
                try context.nested(.index(index)) {
                    guard let model = element as? any Mappable else {
                        return try output.writeFailingAsMapping(context.jsonValue(ofAny: element), depth: 1)
                    }
                    try context.nested(nil) {
                        try ModelAccess.writeJSON(model, into: &output, depth: 1, in: context)
                    }
                }
            }
            output.closeContainer(ASCII.closeBracket, depth: 1, isEmpty: array.isEmpty)
        }
    }
}
