extension MappingError {
    /// An error that a `Codable` type threw while the in-memory coders worked on the value at
    /// `path`: a `DecodingError` or `EncodingError` becomes a mapping error with its description
    /// and the part of its coding path below `path` (the mapper puts the rest in front as the error
    /// travels out); any other error stays as it is, for the mapper to locate.
    static func fromCoding(_ error: any Error, below path: CodingPathNode?) -> any Error {
        let context: (codingPath: [any CodingKey], description: String)
        switch error {
        case DecodingError.typeMismatch(_, let details), DecodingError.valueNotFound(_, let details),
            DecodingError.dataCorrupted(let details):
            context = (details.codingPath, details.debugDescription)
        case DecodingError.keyNotFound(let key, let details):
            context = (details.codingPath + [key], details.debugDescription)
        case EncodingError.invalidValue(_, let details):
            context = (details.codingPath, details.debugDescription)
        default:
            return error
        }
        let components = context.codingPath.dropFirst(path.depth).map(PathComponent.init)
        return MappingError(.custom(context.description), at: Array(components))
    }
}

extension MappingError {
    /// The error as the context of a `DecodingError` or `EncodingError` thrown at `codingPath`:
    /// the problem in words as the debug description, the error itself as the underlying error,
    /// and the coding path with this error's path after it. A coding path of more than four keys
    /// keeps its first two and its last with one key between them that says how many were left
    /// out, and a key longer than 20 scalars is cut to an excerpt, so that the error prints in
    /// under 1,000 characters at any depth and with any keys.
    func codingContext(
        at codingPath: [any CodingKey]
    ) -> (codingPath: [any CodingKey], debugDescription: String, underlyingError: MappingError) {
        let keys = (codingPath.map(PathComponent.init) + components).map { component in
            guard case .key(let key) = component else { return PathCodingKey(component) }
            return PathCodingKey(stringValue: excerpt(of: key, limit: 20))
        }
        guard keys.count > 4 else { return (keys, kind.description, self) }
        let left = PathCodingKey(stringValue: "…(\(keys.count - 3) more levels)…")
        return (keys.prefix(2) + [left] + keys.suffix(1), kind.description, self)
    }
}
