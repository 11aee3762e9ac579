/// A problem the mapper worked around in lenient mode, and what it did about it.
///
/// ```swift
/// var issues: [MappingIssue] = []
/// let user = try Mapper().collectingIssues(into: &issues) {
///     try $0.object(of: User.self, from: ["age": "old"])
/// }
/// // issues[0].description == "age: expected Int, found String \"old\" (kept the current value)"
/// ```
public struct MappingIssue: Sendable, CustomStringConvertible {
    /// What the mapper did instead of failing.
    public enum Outcome: Sendable, Equatable {
        /// The property kept the value it had (its declared default for a new object).
        case keptCurrentValue
        /// The property was left out of the output dictionary.
        case omitted
        /// The element was left out of its array, set or dictionary; the other elements were kept.
        case droppedElement
        /// The property was given the nearest value its type holds: numeric text with more
        /// significant digits than a `Decimal` holds gives the `Decimal` nearest to it.
        case keptNearestValue
    }

    /// The problem, with its path.
    public let error: MappingError
    /// What the mapper did about it.
    public let outcome: Outcome

    /// The path of the problem: `rooms[2].host.age`.
    public var path: String { error.path }

    /// One line: the path, the problem and the outcome.
    public var description: String {
        let action =
            switch outcome {
            case .keptCurrentValue: "kept the current value"
            case .omitted: "omitted"
            case .droppedElement: "dropped the element"
            case .keptNearestValue: "kept the nearest value"
            }
        return "\(error) (\(action))"
    }
}

extension MappingIssue {
    /// The issue with its path under `codingPath`.
    func located(under codingPath: [any CodingKey]) -> MappingIssue {
        guard !codingPath.isEmpty else { return self }
        let error = codingPath.reversed().reduce(error) { MappingError.located($0, under: PathComponent($1)) }
        return MappingIssue(error: error, outcome: outcome)
    }
}
