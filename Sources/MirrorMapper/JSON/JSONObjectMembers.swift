/// The members of one JSON object, found in one pass over it: where the value of each key starts,
/// so that a model can read its properties in table order, as the dictionary path does, without
/// making the object's dictionary. A repeated key finds its last value, as the reader's
/// dictionary keeps it.
///
/// Keys are compared as ``JSONKeyIndex`` compares them: ASCII keys byte for byte in the text,
/// others as `String`s, as a dictionary compares them.
struct JSONObjectMembers {
    /// A member's key: where its ASCII bytes sit in the text, or its text.
    private enum Key {
        case ascii(Range<Int>, hash: Int)
        case text(String)
    }

    private var members: [(key: Key, value: JSONStream.Mark)] = []
    /// Where the object starts.
    let start: JSONStream.Mark
    /// Just past the object.
    private(set) var end: JSONStream.Mark

    /// Indexes the object at the stream's position, checking all of its text, and leaves the stream
    /// just past it.
    init(indexing stream: inout JSONStream) throws(JSONStream.TextError) {
        start = stream.mark
        if try stream.enterContainer() {
            var isFirst = true
            repeat {
                let key = try stream.memberKey(isFirst: isFirst)
                isFirst = false
                members.append((Self.key(key, in: &stream), stream.mark))
                try stream.skipValue()
            } while try !stream.endsObject()
        }
        end = stream.mark
    }

    private static func key(_ key: JSONParser.ScannedString, in stream: inout JSONStream) -> Key {
        if case .input(let range) = key {
            let (hash, isASCII) = KeyBytes.hash(UnsafeBufferPointer(rebasing: stream.parser.bytes[range]))
            if isASCII { return .ascii(range, hash: hash) }
        }
        return .text(stream.string(of: key))
    }

    /// Where the value of the member `key` starts (its last one), nil when the object has no such
    /// member. `stream` is the stream the object was indexed from.
    func valueMark(forKey key: String, in stream: JSONStream) -> JSONStream.Mark? {
        var keyText = key
        return keyText.withUTF8 { keyBytes in
            let (keyHash, keyIsASCII) = KeyBytes.hash(keyBytes)
            for member in members.reversed() {
                switch member.key {
                case .ascii(let range, let hash):
                    let bytes = UnsafeBufferPointer(rebasing: stream.parser.bytes[range])
                    let isKey =
                        keyIsASCII
                        ? hash == keyHash && KeyBytes.isEqual(bytes, keyBytes)
                        : String(decoding: bytes, as: UTF8.self) == key
                    if isKey { return member.value }
                case .text(let text):
                    if text == key { return member.value }
                }
            }
            return nil
        }
    }
}

extension JSONStream {
    /// Where the value at `key` starts, following a dotted key through nested objects and arrays
    /// (decimal indices) as ``DataKey/value(in:)`` follows it through dictionaries; nil when any
    /// step is absent. The stream is left at the value found, or anywhere when there is none.
    mutating func valueMark(of key: DataKey, in members: JSONObjectMembers) throws(TextError) -> Mark? {
        guard var mark = members.valueMark(forKey: key.first, in: self) else {
            return nil
        }
        for component in key.components.dropFirst() {
            move(to: mark)
            if isAtObject {
                guard let next = try JSONObjectMembers(indexing: &self).valueMark(forKey: component, in: self)
                else {
                    return nil
                }
                mark = next
            } else if isAtArray, let index = Int(component), index >= 0 {
                guard let next = try elementMark(at: index) else {
                    return nil
                }
                mark = next
            } else {
                return nil
            }
        }
        move(to: mark)
        return mark
    }

    /// Where element `index` of the array at the current position starts, nil when the array is
    /// shorter.
    private mutating func elementMark(at index: Int) throws(TextError) -> Mark? {
        guard try enterContainer() else {
            return nil
        }
        var position = 0
        repeat {
            if position == index {
                return mark
            }
            try skipValue()
            position += 1
        } while try !endsArray()
        return nil
    }
}
