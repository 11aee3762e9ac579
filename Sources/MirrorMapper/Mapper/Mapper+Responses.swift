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
    ///   - keyPath: Where the array sits: keys separated by dots, array indices as numbers; issue
    ///     paths start at the top of the response.
    /// - Returns: The models, in order.
    /// - Throws: ``MappingError`` when nothing is at `keyPath`, or as ``objects(of:from:)``.
    public func objects<Model: Mappable>(
        of type: Model.Type, from response: [String: Any], at keyPath: String
    ) throws -> [Model] {
        try run { context in
            try context.nested(.key(keyPath)) {
                try [Model].convert(
                    from: value(at: keyPath, in: response, expected: [Model].self), in: context)
            }
        }
    }

    /// The value at `keyPath` in `response`, or a missing value where it holds none.
    func value(at keyPath: String, in response: [String: Any], expected: Any.Type) throws -> Any {
        guard let value = DataKey(parsing: keyPath).value(in: response) else {
            throw MappingError(.missingValue(expected: typeName(expected)))
        }
        return value
    }
}
