import Foundation

/// The text of a defaults file (see ``DefaultsDocument``), kept between writes: a write encodes
/// only the values it changed and splices their text into the text of the others, so that a set
/// in a store of 10,000 keys costs about what writing the file does.
///
/// The members of `values` are kept as one contiguous text, each as `,` + line break +
/// indentation + `"key" : value` (the first one's comma is left out when the file is written), with
/// the offset where each begins. The result is byte for byte what ``JSONWriter`` writes for the
/// whole document with ``JSONWriter/Options/readable``: members sorted by `String`'s `<`, two-space
/// indentation.
struct DefaultsFileText {
    /// The depth of a stored value's member: inside `values`, inside the top-level object.
    private static let memberDepth = 2

    /// The keys of the members, in the order the file lists them.
    private var keys: [String] = []
    /// Where each member begins in ``text``, parallel to ``keys``.
    private var offsets: [Int] = []
    /// The members' text, one after the other.
    private var text: [UInt8] = []

    /// Brings the kept text up to date with `values`, encoding again the values of
    /// `changedKeys` (set, changed or removed), or of every key when `changedKeys` is nil.
    ///
    /// - Throws: ``JSONError`` naming the path (`values.key…`) of a value that cannot be written;
    ///   the kept text is then as it was.
    mutating func update(_ values: [String: Any], changedKeys: Set<String>?) throws(JSONError) {
        guard let changedKeys else {
            var rebuilt = DefaultsFileText()
            for key in values.keys.sorted() {
                rebuilt.offsets.append(rebuilt.text.count)
                rebuilt.keys.append(key)
                rebuilt.text.append(contentsOf: try Self.memberText(key: key, value: values[key] ?? NSNull()))
            }
            self = rebuilt
            return
        }
        var encoded: [String: [UInt8]] = [:]
        for key in changedKeys {
            if let value = values[key] {
                encoded[key] = try Self.memberText(key: key, value: value)
            }
        }
        for key in changedKeys {
            replaceMember(key, with: encoded[key])
        }
    }

    /// Puts `newText` in the place of the member `key` (inserting it where it sorts), or removes
    /// the member when `newText` is nil.
    private mutating func replaceMember(_ key: String, with newText: [UInt8]?) {
        let position = insertionPoint(of: key)
        let exists = position < keys.count && keys[position] == key
        guard exists || newText != nil else {
            return
        }
        let start = position < offsets.count ? offsets[position] : text.count
        let end = exists ? (position + 1 < offsets.count ? offsets[position + 1] : text.count) : start
        let replacement = newText ?? []
        text.replaceSubrange(start..<end, with: replacement)
        let shift = replacement.count - (end - start)
        if exists, newText == nil {
            keys.remove(at: position)
            offsets.remove(at: position)
        } else if !exists {
            keys.insert(key, at: position)
            offsets.insert(start, at: position)
        }
        let firstShifted = newText == nil ? position : position + 1
        if shift != 0 {
            for index in firstShifted..<offsets.count {
                offsets[index] += shift
            }
        }
    }

    /// The file's bytes: the format version, the kept values and the top-level members a newer
    /// version of the package added, sorted, and a final line break.
    func bytes(formatVersion: Int, otherMembers: [String: Any]) throws(JSONError) -> [UInt8] {
        let names =
            (Array(otherMembers.keys) + [DefaultsDocument.formatVersionMember, DefaultsDocument.valuesMember])
            .sorted()
        var output = JSONOutput(options: .readable, capacity: text.count + 256)
        do {
            output.append(punctuation: ASCII.openBrace)
            for (position, name) in names.enumerated() {
                if position > 0 {
                    output.append(punctuation: ASCII.comma)
                }
                switch name {
                case DefaultsDocument.valuesMember: try writeValues(into: &output)
                case DefaultsDocument.formatVersionMember:
                    try output.writeMember(key: name, value: formatVersion, depth: 1)
                default: try output.writeMember(key: name, value: otherMembers[name] ?? NSNull(), depth: 1)
                }
            }
            output.writeLineBreak(depth: 0)
            output.append(punctuation: ASCII.closeBrace)
            output.append(punctuation: ASCII.lineFeed)
        } catch {
            throw error.jsonError
        }
        return output.bytes
    }

    /// Appends the `values` member from the kept text of its members.
    private func writeValues(into output: inout JSONOutput) throws(WriteFailure) {
        guard !keys.isEmpty else {
            try output.writeMember(key: DefaultsDocument.valuesMember, value: [String: Any](), depth: 1)
            return
        }
        output.writeMemberKey(DefaultsDocument.valuesMember, depth: 1)
        output.append(punctuation: ASCII.openBrace)
        output.append(contentsOf: text[1...])  // without the first member's comma
        output.writeLineBreak(depth: Self.memberDepth - 1)
        output.append(punctuation: ASCII.closeBrace)
    }

    /// The text of one value's member, with the comma that separates it from the one before.
    private static func memberText(key: String, value: Any) throws(JSONError) -> [UInt8] {
        var output = JSONOutput(options: .readable)
        output.append(punctuation: ASCII.comma)
        do {
            try output.writeMember(key: key, value: value, depth: memberDepth)
        } catch {
            throw error.inside(.key(DefaultsDocument.valuesMember)).jsonError
        }
        return output.bytes
    }

    /// The position of `key` in ``keys``, or where it would be inserted.
    private func insertionPoint(of key: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
