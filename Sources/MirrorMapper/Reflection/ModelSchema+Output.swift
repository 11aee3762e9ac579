import Foundation

/// The one walk that writes a model, for every sink (``ObjectSink``): which members are written
/// (`including` and `excluding`), in which order, where a problem is located and whether it is
/// worked around, and the discriminator.
extension ModelSchema {
    /// Writes `root` into `sink`. `including` and `excluding` name properties or data keys
    /// (``selectedBindings(including:excluding:keys:)``).
    ///
    /// Members are written in table order, or sorted by key when the sink sorts them; the issues
    /// reported are put back in table order either way. A sink that does not write this schema's
    /// members gets the object's dictionary.
    ///
    /// Inlined, with no closure, into each caller, where the sink's type is known (as
    /// ``populate(_:from:in:)`` is for sources): only the bindings call the sink through its witness
    /// table.
    @inline(__always)
    func write<Sink: ObjectSink>(
        _ root: Root, into sink: inout Sink, including: Set<String>?, excluding: Set<String>,
        in context: MappingContext
    ) throws {
        guard sink.writesMembers(of: self, in: context) else {
            var dictionary = DictionarySink()
            try write(root, into: &dictionary, including: including, excluding: excluding, in: context)
            return try sink.writeObject(dictionary.dictionary)
        }
        let outerDateStrategy = context.enterDateStrategy(dateStrategy)
        defer { context.dateStrategy = outerDateStrategy }
        let keys = context.dataKeys(of: self)
        var order = sink.sortsMembers ? context.sortedMemberOrder(of: self) : tableOrder
        if let selected = try selectedBindings(including: including, excluding: excluding, keys: keys) {
            order.removeAll { !selected[$0] }
        }
        try sink.open(self, keys: keys, in: context)
        var spans = IssueSpans()
        for index in order {
            let issueCount = context.issues.count
            sink.startMember(index)
            do {
                _ = try bindingBuffer[index].write(root, into: &sink, in: context)
                context.prefixIssues(from: issueCount, withKey: keys[index])
            } catch let fallback as JSONStreamFallback {
                throw fallback
            } catch {
                sink.discardMember()
                try Self.recover(
                    from: error, at: keys[index], issuesBefore: issueCount, outcome: .omitted, in: context)
            }
            spans.record(binding: index, issues: issueCount..<context.issues.count)
        }
        try sink.close(discriminator: discriminator)
        spans.restoreTableOrder(of: &context.issues)
    }

    /// The value the property of the binding at `index` writes into the model's dictionary;
    /// `NSNull` when it writes none (a nil the mapper omits).
    func dictionaryValue(ofMember index: Int, of root: Root, in context: MappingContext) throws -> Any {
        let keys = context.dataKeys(of: self)
        var sink = DictionarySink()
        sink.open(self, keys: keys, in: context)
        sink.startMember(index)
        _ = try bindings[index].write(root, into: &sink, in: context)
        return keys[index].value(in: sink.dictionary) ?? NSNull()
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
