/// Writing a model's properties straight as a JSON object, member by member, with the same members,
/// values, issues and paths as ``dictionary(from:including:excluding:in:)`` gives for the JSON writer.
extension ModelSchema {
    /// Appends `root` as a JSON object at `depth`. `including` and `excluding` name properties.
    ///
    /// Members are written in table order, or sorted by key when the output sorts keys; the issues
    /// reported are put back in table order, as the dictionary path reports them.
    func writeJSON(
        _ root: Root, into output: inout JSONOutput, depth: Int, including: Set<String>?,
        excluding: Set<String>,
        in context: MappingContext
    ) throws {
        guard writesJSONMembers, context.jsonKeyIndex(of: self) != nil else {
            let dictionary = try self.dictionary(
                from: root, including: including, excluding: excluding, in: context)
            return try output.writeFailingAsMapping(dictionary, depth: depth)
        }
        let bindings = bindings  // the element type's metadata is looked up once per object
        try context.withDateStrategy(dateStrategy) {
            let keys = context.dataKeys(of: self)
            try output.openContainer(ASCII.openBrace, depth: depth + 1)
            var isEmpty = true
            var spans = IssueSpans()
            for index in context.memberOrder(of: self, sortingKeys: output.options.sortsKeys) {
                if let including, !including.contains(propertyNames[index]) { continue }
                if !excluding.isEmpty, excluding.contains(propertyNames[index]) { continue }
                let issueCount = context.issues.count
                let length = output.bytes.count
                do {
                    if try bindings[index].encodeJSON(
                        root, key: keys[index].first, isFirst: isEmpty, into: &output, depth: depth + 1,
                        in: context)
                    {
                        isEmpty = false
                    }
                    context.prefixIssues(from: issueCount, withKey: keys[index])
                } catch {
                    output.truncate(to: length)
                    try Self.recover(
                        from: error, at: keys[index], issuesBefore: issueCount, outcome: .omitted, in: context
                    )
                }
                spans.record(binding: index, issues: issueCount..<context.issues.count)
            }
            output.closeContainer(ASCII.closeBrace, depth: depth + 1, isEmpty: isEmpty)
            spans.restoreTableOrder(of: &context.issues)
        }
    }
}

extension MappingContext {
    /// The order in which the members of `schema`'s objects are written: table order, or sorted
    /// by data key as the JSON writer sorts a dictionary's keys.
    func memberOrder<Root>(of schema: ModelSchema<Root>, sortingKeys: Bool) -> [Int] {
        guard sortingKeys else {
            return Array(schema.bindings.indices)
        }
        let keys = dataKeys(of: schema)
        return schema.bindings.indices.sorted { keys[$0].first < keys[$1].first }
    }
}
