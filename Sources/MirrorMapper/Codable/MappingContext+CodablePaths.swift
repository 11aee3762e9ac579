extension MappingContext {
    /// Runs `body`, the work of an in-memory coder on the part of a value under `component`, putting
    /// `offset` (the steps from the coder a `Codable` type was handed to the nested container or
    /// super coder at work, usually none) and `component` in front of the paths of the errors and
    /// issues it makes. `countingLevel` counts one level of depth, as for any nested value.
    func within<Result>(
        _ offset: [PathComponent], _ component: PathComponent?, countingLevel: Bool,
        _ body: () throws -> Result
    ) throws -> Result {
        func run() throws -> Result {
            countingLevel ? try nested(component, body) : try located(at: component, body)
        }
        guard !offset.isEmpty else { return try run() }
        let issueCount = issues.count
        defer {
            for step in offset.reversed() { prefixIssues(from: issueCount, with: step) }
        }
        do {
            return try run()
        } catch {
            var located = MappingError.located(error, under: nil)
            located.components.insert(contentsOf: offset, at: 0)
            throw located
        }
    }
}
