/// Writing JSON piece by piece, for values that write themselves (see ``JSONValueWriter``) and for
/// text kept from earlier (see ``DefaultsFileText``): the same layout as ``JSONOutput/write(_:depth:)``
/// gives a whole value.
extension JSONOutput {
    /// Appends one member of an object that sits at `depth` (counting the object itself), without
    /// the comma between members: in pretty-printed output a line break and indentation, then
    /// the key, the separator and the value.
    mutating func writeMember(key: String, value: Any, depth: Int) throws(WriteFailure) {
        writeMemberKey(key, depth: depth)
        do {
            try write(value, depth: depth)
        } catch {
            throw error.inside(.key(key))
        }
    }

    /// Appends the start of a member of an object at `depth`: the line break and indentation of
    /// pretty-printed output, the key and the separator; the value is the caller's to write.
    mutating func writeMemberKey(_ key: String, depth: Int) {
        writeLineBreak(depth: depth)
        writeKeyAndSeparator(key)
    }

    /// The key of a member and the separator after it: what ``memberKey(_:)`` keeps.
    mutating func writeKeyAndSeparator(_ key: String) {
        write(key)
        appendLiteral(options.prettyPrints ? " : " : ":")
    }

    /// Appends a single byte of JSON's punctuation: `{`, `}`, `[`, `]` or `,`.
    mutating func append(punctuation: UInt8) {
        append(contentsOf: CollectionOfOne(punctuation))
    }

    /// Opens an object or an array (`opening` is `{` or `[`) that sits at `depth`, counting itself.
    mutating func openContainer(_ opening: UInt8, depth: Int) throws(WriteFailure) {
        try checkDepth(depth)
        append(punctuation: opening)
    }

    /// Before an element of the array at `depth`: the comma after the previous one, and in
    /// pretty-printed output a line break.
    mutating func startElement(isFirst: Bool, depth: Int) {
        if !isFirst {
            append(punctuation: ASCII.comma)
        }
        writeLineBreak(depth: depth)
    }

    /// Before a member of the object at `depth`: the comma after the previous one, then the key.
    mutating func startMember(_ key: String, isFirst: Bool, depth: Int) {
        if !isFirst {
            append(punctuation: ASCII.comma)
        }
        writeMemberKey(key, depth: depth)
    }

    /// Before a member of the object at `depth` whose key was made by ``memberKey(_:)``.
    mutating func startMember(_ key: JSONMemberKey, isFirst: Bool, depth: Int) {
        if !isFirst {
            append(punctuation: ASCII.comma)
        }
        writeLineBreak(depth: depth)
        append(contentsOf: key.bytes)
    }

    /// Closes the object or array at `depth` with `closing` (`}` or `]`); an empty one stays
    /// on its line, as `{}` or `[]`.
    mutating func closeContainer(_ closing: UInt8, depth: Int, isEmpty: Bool) {
        if !isEmpty {
            writeLineBreak(depth: depth - 1)
        }
        append(punctuation: closing)
    }
}
