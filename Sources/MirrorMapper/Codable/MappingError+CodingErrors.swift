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
