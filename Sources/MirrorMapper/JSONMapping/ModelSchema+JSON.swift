/// Reading a model's properties straight from a JSON object, member by member, with the same
/// results, issues and paths as ``populate(_:from:in:)`` gives for the dictionary the JSON reader
/// makes of it.
extension ModelSchema {
    /// Sets every property whose key is a member of the object at the stream's position; the others
    /// are left alone. Members no property maps are checked and skipped.
    ///
    /// The dictionary path meets properties in table order, this one members in document order, so
    /// the issues reported are put back in table order. A problem that throws (strict mode, or one
    /// no mode works around) is held until the end of the object: the dictionary path throws the
    /// first in table order, so members of later bindings are skipped from then on, members of
    /// earlier ones still read (their problem would come first), and the issues of later bindings
    /// are dropped. A repeated key (the dictionary keeps the last value only) throws
    /// ``JSONStreamFallback``.
    func populate(_ root: inout Root, fromJSON stream: inout JSONStream, in context: MappingContext) throws {
        guard let keyIndex = context.jsonKeyIndex(of: self) else {
            throw JSONStreamFallback()
        }
        let bindings = bindings  // the element type's metadata is looked up once per object
        try context.withDateStrategy(dateStrategy) {
            guard try stream.enterContainer() else {
                return
            }
            var seen = BindingSet(count: bindings.count)
            var spans = IssueSpans()
            var failure: (binding: Int, error: any Error)?
            var isFirst = true
            repeat {
                let key = try stream.memberKey(isFirst: isFirst)
                isFirst = false
                guard let index = stream.withBytes(of: key, keyIndex.binding(for:)) else {
                    try stream.skipValue()
                    continue
                }
                guard seen.insert(index) else {
                    throw JSONStreamFallback()
                }
                if let failure, failure.binding < index {
                    try stream.skipValue()
                    continue
                }
                if context.mapper.ignoresNull, stream.isAtNull {
                    try stream.consumeNull()
                    continue
                }
                let issueCount = context.issues.count
                // Taken out here: indexing the array inside the closure, which runs per member, would
                // look up the array's element type (a constrained existential) on every member.
                let binding = bindings[index]
                let problem = try JSONStream.problem {
                    try decodeMember(
                        binding, at: context.dataKeys(of: self)[index], of: &root, from: &stream, in: context)
                }
                if let problem { failure = (index, problem) }
                spans.record(binding: index, issues: issueCount..<context.issues.count)
            } while try !stream.endsObject()
            spans.restoreTableOrder(of: &context.issues, through: failure?.binding)
            if let failure { throw failure.error }
        }
    }

    /// Sets the properties of every binding from the members of an object indexed beforehand, in
    /// table order, as ``populate(_:from:in:)`` sets them from its dictionary (the same keys,
    /// fallback and dotted keys included, the same issues in the same order, the first problem
    /// that throws): for types whose keys a single pass in document order cannot resolve. The
    /// stream is left past the object.
    func populate(
        _ root: inout Root, fromMembers members: JSONObjectMembers, of stream: inout JSONStream,
        in context: MappingContext
    ) throws {
        let keys = context.dataKeys(of: self)
        try context.withDateStrategy(dateStrategy) {
            for index in 0..<bindings.count {
                guard
                    let (mark, fallback) = try member(
                        of: index, keys: keys, in: context,
                        lookup: { key throws(JSONStream.TextError) in
                            try stream.valueMark(of: key, in: members)
                        },
                        isNull: { mark in
                            stream.move(to: mark)
                            return stream.isAtNull
                        })
                else { continue }
                stream.move(to: mark)
                try decodeMember(
                    bindings[index], at: dataKey(of: index, fallback: fallback, in: keys), of: &root,
                    from: &stream,
                    in: context)
            }
        }
        stream.move(to: members.end)
    }

    /// Sets the property of `binding` from the member value at the stream's position, found at
    /// `key`; on a problem the property keeps its value and the stream moves past the member, also
    /// when the problem throws. The key is looked up only for an issue: on the twitter benchmark,
    /// looking it up for every member cost JSON → models about 12% of its time.
    private func decodeMember(
        _ binding: any PropertyBinding<Root>, at key: @autoclosure () -> DataKey, of root: inout Root,
        from stream: inout JSONStream,
        in context: MappingContext
    ) throws {
        let issueCount = context.issues.count
        let start = stream.mark
        do {
            try binding.decodeJSON(&stream, into: &root, in: context)
            if context.issues.count > issueCount {
                context.prefixIssues(from: issueCount, withKey: key())
            }
        } catch let error as JSONStream.TextError {
            throw error
        } catch let fallback as JSONStreamFallback {
            throw fallback
        } catch {
            try stream.skipValue(from: start)
            try Self.recover(
                from: error, at: key(), issuesBefore: issueCount, outcome: .keptCurrentValue, in: context)
        }
    }
}

/// The bindings of one object met so far: a bit each, in a word that needs no allocation for the
/// first 64.
private struct BindingSet {
    private var first: UInt64 = 0
    private var others: [UInt64]

    init(count: Int) {
        others = count > 64 ? Array(repeating: 0, count: (count - 1) / 64) : []
    }

    /// Adds `index`; false when it was there already.
    mutating func insert(_ index: Int) -> Bool {
        let (word, bit) = index.quotientAndRemainder(dividingBy: 64)
        let mask: UInt64 = 1 << UInt64(bit)
        if word == 0 {
            defer { first |= mask }
            return first & mask == 0
        }
        defer { others[word - 1] |= mask }
        return others[word - 1] & mask == 0
    }
}
