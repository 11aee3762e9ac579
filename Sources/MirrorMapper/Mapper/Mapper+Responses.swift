/// Models found under a key path of a response (MMRecord's `keyPathForResponseObject`).
extension Mapper {
    /// Models from the array at `keyPath` in `response`, such as `"data"` or `"response.items"`.
    ///
    /// ```swift
    /// let rooms = try Mapper().objects(of: Room.self, from: response, at: "data.rooms")
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - response: The whole response.
    ///   - keyPath: Where the array sits: keys separated by dots, array indices as numbers.
    /// - Returns: The models, in order.
    /// - Throws: ``MappingError`` when nothing is at `keyPath`, or as ``objects(of:from:)-method``.
    public func objects<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String
    ) throws -> [Model] {
        var issues: [MappingIssue] = []
        return try objects(of: type, from: response, at: keyPath, issues: &issues)
    }

    /// Models from the array at `keyPath` in `response`, appending the problems worked around to
    /// `issues` (with paths from the top of the response).
    public func objects<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String, issues: inout [MappingIssue]
    ) throws -> [Model] {
        try run(collecting: &issues) { context in
            try context.nested(.key(keyPath)) {
                try [Model].convert(
                    from: value(at: keyPath, in: response, expected: [Model].self), in: context)
            }
        }
    }

    /// A model from the dictionary at `keyPath` in `response`.
    ///
    /// ```swift
    /// let user = try Mapper().object(of: User.self, from: response, at: "data.user")
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - response: The whole response.
    ///   - keyPath: Where the dictionary sits: keys separated by dots, array indices as numbers.
    /// - Returns: The model.
    /// - Throws: ``MappingError`` when nothing is at `keyPath`, or as ``object(of:from:)-method``.
    public func object<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String
    ) throws -> Model {
        var issues: [MappingIssue] = []
        return try object(of: type, from: response, at: keyPath, issues: &issues)
    }

    /// A model from the dictionary at `keyPath` in `response`, appending the problems worked
    /// around to `issues` (with paths from the top of the response).
    public func object<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String, issues: inout [MappingIssue]
    ) throws -> Model {
        try run(collecting: &issues) { context in
            try context.nested(.key(keyPath)) {
                try Model.convert(from: value(at: keyPath, in: response, expected: Model.self), in: context)
            }
        }
    }

    private func value(at keyPath: String, in response: [String: Any], expected: Any.Type) throws -> Any {
        guard let value = DataKey(parsing: keyPath).value(in: response) else {
            throw MappingError(.missingValue(expected: typeName(expected)))
        }
        return value
    }
}
