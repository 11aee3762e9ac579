/// Reading a model's properties straight from a JSON object, with the same results, issues and
/// paths as ``populate(_:from:in:)`` gives for the dictionary the JSON reader makes of it.
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
        let keys = context.dataKeys(of: self)
        // No closure around the members: ``readMember(_:at:keys:from:into:in:)`` is inlined here
        // only outside one, and called through the source's witness table inside.
        let outerDateStrategy = context.enterDateStrategy(dateStrategy)
        defer { context.dateStrategy = outerDateStrategy }
        guard try stream.enterContainer() else {
            return
        }
        var seen = BindingSet(count: bindingBuffer.count)
        var spans = IssueSpans()
        var failure: (binding: Int, error: MappingError)?
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
            let issueCount = context.issues.count
            do {
                try readMember(
                    bindingBuffer[index], at: index, keys: keys, from: &stream, into: &root, in: context)
            } catch let problem as MappingError {
                // A problem of the member's value that throws, held to the object's end; a problem
                // with the text, or one that reads the document again, ends the reading now.
                failure = (index, problem)
            }
            spans.record(binding: index, issues: issueCount..<context.issues.count)
        } while try !stream.endsObject()
        spans.restoreTableOrder(of: &context.issues, through: failure?.binding)
        if let failure { throw failure.error }
    }

    /// Sets the properties of every binding from the members of an object indexed beforehand, in
    /// table order, as ``populate(_:from:in:)`` sets them from its dictionary: for types whose keys
    /// a single pass in document order cannot resolve. The stream is left past the object.
    func populate(
        _ root: inout Root, fromMembers members: JSONObjectMembers, of stream: inout JSONStream,
        in context: MappingContext
    ) throws {
        var source = IndexedJSONObject(stream: consume stream, members: members)
        defer {
            stream = source.stream
            stream.move(to: members.end)
        }
        try populate(&root, from: &source, in: context)
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
