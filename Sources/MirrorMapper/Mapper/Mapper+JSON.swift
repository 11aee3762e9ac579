import Foundation

/// Models read from JSON text, through the package's own JSON reader (exact 64-bit integers, errors
/// with line and column, a depth limit).
///
/// The text is read straight into the models, member by member, without the `[String: Any]` the
/// reader would make, for every model type that allows it: one without ``MappingHooks``
/// (whose hooks take the dictionary), registered subtypes, dotted key paths or fallback keys. An
/// object of any other type is read into a dictionary first, and mapped from that. Either way the
/// result, the issues and their paths are those of mapping the reader's dictionaries: the types'
/// conversion rules are the same, and where reading straight through could differ (a repeated
/// key, a problem that throws), the call maps the reader's dictionaries instead.
extension Mapper {
    /// A model from a JSON object, or from the object at `keyPath` in a JSON response (such as
    /// `"data.user"`).
    ///
    /// ```swift
    /// let user = try Mapper.object(of: User.self, fromJSON: Data(#"{"id": 7, "name": "Ada"}"#.utf8))
    /// let owner = try Mapper().object(of: User.self, fromJSON: body, at: "data.owner")
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - json: UTF-8 JSON text whose top level is an object.
    ///   - keyPath: Where the object sits: keys separated by dots, array indices as numbers; issue
    ///     paths then start at the top of the response.
    /// - Returns: The model.
    /// - Throws: ``JSONError`` for text that is not JSON; ``MappingError`` as
    ///   ``object(of:from:at:)-method``.
    public func object<Model: Mappable>(
        of type: Model.Type, fromJSON json: Data, at keyPath: String? = nil
    ) throws -> Model {
        try readingJSON(json) { stream, context in
            guard let keyPath else {
                guard stream.isAtObject else { throw JSONStreamFallback() }
                return try ModelAccess.make(type, fromJSON: &stream, in: context)
            }
            return try stream.read(at: DataKey(parsing: keyPath).components[...]) { stream in
                try context.nested(.key(keyPath)) {
                    try ModelAccess.make(type, fromJSON: &stream, in: context)
                }
            }
        } throughDictionaries: { mapper, value in
            guard let keyPath else {
                guard let dictionary = value as? [String: Any] else {
                    throw MappingError.mismatch(expected: type, found: value)
                }
                return try mapper.object(of: type, from: dictionary)
            }
            return try mapper.object(of: type, from: Self.response(value), at: keyPath)
        }
    }

    /// Models from a JSON array of objects, or from the array at `keyPath` in a JSON response
    /// (such as `"data.items"`).
    ///
    /// ```swift
    /// let users = try Mapper().objects(of: User.self, fromJSON: Data(#"[{"id": 7}, {"id": 8}]"#.utf8))
    /// let rooms = try Mapper().objects(of: Room.self, fromJSON: body, at: "data.rooms")
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - json: UTF-8 JSON text whose top level is an array of objects, or an object when
    ///     `keyPath` is given.
    ///   - keyPath: Where the array sits: keys separated by dots, array indices as numbers; issue
    ///     paths then start at the top of the response.
    /// - Returns: The models, in order.
    /// - Throws: ``JSONError`` for text that is not JSON; ``MappingError`` as
    ///   ``objects(of:from:)`` and ``objects(of:from:at:)``.
    public func objects<Model: Mappable>(
        of type: Model.Type, fromJSON json: Data, at keyPath: String? = nil
    ) throws -> [Model] {
        try readingJSON(json) { stream, context in
            guard let keyPath else {
                guard stream.isAtArray else { throw JSONStreamFallback() }
                return try JSONValueReader<[Model]>.make().read(&stream, context)
            }
            return try stream.read(at: DataKey(parsing: keyPath).components[...]) { stream in
                try context.nested(.key(keyPath)) {
                    try JSONValueReader<[Model]>.make().read(&stream, context)
                }
            }
        } throughDictionaries: { mapper, value in
            guard let keyPath else {
                guard let array = value as? [Any] else {
                    throw MappingError.mismatch(expected: [Model].self, found: value)
                }
                return try mapper.objects(of: type, from: array)
            }
            return try mapper.objects(of: type, from: Self.response(value), at: keyPath)
        }
    }

    /// Reads `json` straight into models with `read`, handing the issues of the call to the
    /// ``issueHandler``.
    /// Where reading straight through cannot tell what mapping the reader's dictionaries would give
    /// (``JSONStreamFallback``), `throughDictionaries` maps them instead (given a copy of this
    /// mapper that knows whether they hold ``InexactJSONNumber``s, and the document's value), and
    /// its result or error is the call's. A problem that throws is the one the dictionaries would
    /// throw (objects and dictionaries throw the first in table and key order), once the rest of the
    /// text is known to be JSON: errors in the text itself are the reader's own, and come first.
    private func readingJSON<Result>(
        _ json: Data, _ read: (inout JSONStream, MappingContext) throws -> Result,
        throughDictionaries: (Mapper, Any) throws -> Result
    ) throws -> Result {
        let context = MappingContext(mapper: self)
        let result: Result? = try json.withUnsafeBytes { buffer in
            var stream = JSONStream(
                parser: JSONParser(
                    bytes: buffer.assumingMemoryBound(to: UInt8.self), options: jsonReaderOptions))
            do {
                stream.startDocument()
                let result = try read(&stream, context)
                try stream.finishDocument()
                return result
            } catch let failure as JSONStream.TextError {
                throw failure.error
            } catch is JSONStreamFallback {
                return nil
            } catch {
                // The reading stopped at the problem: the text after it may still not be JSON.
                _ = try JSONReader(options: jsonReaderOptions).value(from: buffer)
                deliver(context.issues)
                throw error
            }
        }
        guard let result else {
            let document = try JSONReader(options: jsonReaderOptions).document(from: json)
            var mapper = self
            mapper.mapsInexactJSONNumbers = document.holdsInexactNumbers
            return try throughDictionaries(mapper, document.value)
        }
        deliver(context.issues)
        return result
    }

    /// The top-level object of a JSON response, `value`.
    private static func response(_ value: Any) throws -> [String: Any] {
        guard let response = value as? [String: Any] else {
            throw MappingError.mismatch(expected: [String: Any].self, found: value)
        }
        return response
    }

    /// How this mapper's JSON text is read: nested no deeper than its models may be.
    private var jsonReaderOptions: JSONReader.Options {
        var options = JSONReader.Options()
        options.maximumDepth = max(maximumDepth, 1)
        options.keepsInexactNumbers = true
        return options
    }
}
