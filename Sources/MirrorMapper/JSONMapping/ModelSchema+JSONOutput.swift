/// Writing a model's properties straight as a JSON object, member by member, with the same members,
/// values, issues and paths as ``dictionary(from:including:excluding:in:)`` gives for the JSON writer.
extension ModelSchema {
    /// Appends `root` as a JSON object at `depth`. `including` and `excluding` name properties or
    /// data keys (``selectedBindings(including:excluding:keys:)``).
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
        try context.withDateStrategy(dateStrategy) {
            let keys = context.dataKeys(of: self)
            let memberKeys = context.jsonMemberKeys(of: self, for: output)
            try output.openContainer(ASCII.openBrace, depth: depth + 1)
            var isEmpty = true
            var spans = IssueSpans()
            var order = output.options.sortsKeys ? context.sortedMemberOrder(of: self) : tableOrder
            if let selected = try selectedBindings(including: including, excluding: excluding, keys: keys) {
                order.removeAll { !selected[$0] }
            }
            // Through a buffer: an array of them looked their existential type up for every member.
            try bindings.withUnsafeBufferPointer { bindings in
                for index in order {
                    let issueCount = context.issues.count
                    if try writeMember(
                        bindings[index], key: keys[index], memberKey: memberKeys[index], of: root,
                        isFirst: isEmpty, into: &output, depth: depth + 1, issueCount: issueCount, in: context
                    ) {
                        isEmpty = false
                    }
                    spans.record(binding: index, issues: issueCount..<context.issues.count)
                }
            }
            output.closeContainer(ASCII.closeBrace, depth: depth + 1, isEmpty: isEmpty)
            spans.restoreTableOrder(of: &context.issues)
        }
    }
}

extension ModelSchema {
    /// Appends the property of `binding` as the member `key` (written as `memberKey`), as
    /// ``dictionary(from:including:excluding:in:)`` writes it, and tells whether it appended it; on
    /// a problem the member is left out and reported (lenient mode) or thrown.
    /// ``JSONStreamFallback`` always goes on: the dictionary path decides. `issueCount` is the
    /// number of issues before the member.
    private func writeMember(
        _ binding: any PropertyBinding<Root>, key: DataKey, memberKey: JSONMemberKey, of root: Root,
        isFirst: Bool, into output: inout JSONOutput, depth: Int, issueCount: Int, in context: MappingContext
    ) throws -> Bool {
        let length = output.bytes.count
        do {
            let wrote = try binding.encodeJSON(
                root, key: memberKey, isFirst: isFirst, into: &output, depth: depth, in: context)
            context.prefixIssues(from: issueCount, withKey: key)
            return wrote
        } catch let fallback as JSONStreamFallback {
            throw fallback
        } catch {
            output.truncate(to: length)
            try Self.recover(from: error, at: key, issuesBefore: issueCount, outcome: .omitted, in: context)
            return false
        }
    }
}

extension MappingContext {
    /// The order in which the members of `schema`'s objects are written when keys are sorted: by
    /// data key, as the JSON writer sorts a dictionary's keys. Made once per call and schema.
    func sortedMemberOrder<Root>(of schema: ModelSchema<Root>) -> [Int] {
        let use = use(of: schema)
        if let order = use.sortedMemberOrder {
            return order
        }
        let keys = use.keysForUse()
        let order = schema.tableOrder.sorted { keys[$0].first < keys[$1].first }
        use.sortedMemberOrder = order
        return order
    }
}
