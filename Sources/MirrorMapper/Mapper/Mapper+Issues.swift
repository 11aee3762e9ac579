/// Collecting the problems a lenient mapper worked around.
extension Mapper {
    /// Runs `body` with a copy of this mapper whose issues are appended to `issues` (and still
    /// handed to this mapper's ``issueHandler``), in the order they were found: the issues of one
    /// call or of several, without a handler of your own.
    ///
    /// ```swift
    /// var issues: [MappingIssue] = []
    /// let user = try Mapper().collectingIssues(into: &issues) { mapper in
    ///     try mapper.object(of: User.self, from: ["id": 7, "age": "old"])
    /// }
    /// // issues: ["age: expected Int, found String \"old\" (kept the current value)"]
    /// ```
    ///
    /// The issues found before `body` throws are appended too.
    /// - Parameters:
    ///   - issues: Where the issues go.
    ///   - body: The calls, made on the mapper it is given.
    /// - Returns: What `body` returns.
    public func collectingIssues<Result>(
        into issues: inout [MappingIssue], _ body: (Mapper) throws -> Result
    ) rethrows -> Result {
        let collected = Locked<[MappingIssue]>([])
        var collecting = self
        collecting.issueHandler = { [issueHandler] issue in
            collected.withLock { $0.append(issue) }
            issueHandler?(issue)
        }
        defer { issues.append(contentsOf: collected.withLock { $0 }) }
        return try body(collecting)
    }
}
