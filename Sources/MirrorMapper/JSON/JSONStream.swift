/// A reading position in one JSON document, for values that read themselves from the text
/// instead of from what the JSON reader makes of it (see ``JSONValueReader``).
///
/// Every step checks the text exactly as ``JSONReader`` does (the same grammar, the same errors at
/// the same bytes, the same depth limit), so a document is read whole either way: a value that is
/// not wanted is skipped, not ignored.
///
/// Its steps throw a ``TextError``, never a ``JSONError`` of its own: a conversion may throw a
/// `JSONError` (a transform that parses text of its own), and that one is a problem with one
/// value, reported and recovered from as any other; the stream's is a problem with the document,
/// which no recovery may swallow.
struct JSONStream {
    /// The text is not JSON: the reader's error, which ends the reading of the document.
    struct TextError: Error {
        let error: JSONError
    }

    /// Where the stream stands, to come back to after a value failed to convert halfway through.
    struct Mark {
        fileprivate let index: Int
        fileprivate let depth: Int
    }

    private(set) var parser: JSONParser
    /// The objects and arrays that enclose the current position.
    private var depth = 0

    /// A stream over `parser`'s bytes, a value that sits inside `depth` objects and arrays of a larger
    /// text (as an element of a streamed array does): the depth limit counts them.
    init(parser: JSONParser, depth: Int = 0) {
        self.parser = parser
        self.depth = depth
    }

    /// The current position.
    var mark: Mark { Mark(index: parser.index, depth: depth) }

    /// Moves to the first value of the document, past a byte order mark and whitespace.
    mutating func startDocument() {
        parser.skipByteOrderMark()
        parser.skipWhitespace()
    }

    /// Checks that nothing but whitespace follows the document's value.
    func finishDocument() throws(TextError) {
        var end = parser
        end.skipWhitespace()
        guard end.index == end.bytes.count else {
            throw TextError(error: end.unexpectedByte(expected: "end of input"))
        }
    }

    /// Whether the stream has not moved since `mark`.
    func stands(at mark: Mark) -> Bool {
        parser.index == mark.index
    }

    /// Goes to `mark`, a position of this stream met before.
    mutating func move(to mark: Mark) {
        parser.index = mark.index
        depth = mark.depth
    }

    /// Goes back to `mark`, then skips the value that starts there.
    mutating func skipValue(from mark: Mark) throws(TextError) {
        move(to: mark)
        try skipValue()
    }

    /// The first byte of the value at the current position, if any.
    private var nextByte: UInt8? {
        parser.index < parser.bytes.count ? parser.bytes[parser.index] : nil
    }

    /// Whether an object starts at the current position.
    var isAtObject: Bool { nextByte == ASCII.openBrace }
    /// Whether an array starts at the current position.
    var isAtArray: Bool { nextByte == ASCII.openBracket }
    /// Whether `null` (or a malformed literal starting like it) stands at the current position.
    var isAtNull: Bool { nextByte == UInt8(ascii: "n") }
    /// Whether a string starts at the current position.
    var isAtString: Bool { nextByte == ASCII.quote }

    /// The value at the current position, as the JSON reader makes it.
    mutating func parseValue() throws(TextError) -> Any {
        try parsing { parser, depth throws(JSONError) in try parser.parseValue(depth: depth) }
    }

    /// Whether a value read so far holds a number that no exact type holds (``InexactJSONNumber``).
    var hasReadInexactNumbers: Bool { parser.inexactNumberCount > 0 }

    /// The string at the current position, as the JSON reader makes it.
    mutating func readString() throws(TextError) -> String {
        try parsing { parser, _ throws(JSONError) in try parser.parseString() }
    }

    /// The integer at the current position when it fits `Int` and has no fraction or exponent,
    /// moved past; nil, with nothing consumed, for any other value.
    mutating func readInteger() -> Int? {
        parser.parseInteger()
    }

    /// The `true` or `false` at the current position, moved past; nil, with nothing consumed, for
    /// any other value.
    mutating func readBoolean() throws(TextError) -> Bool? {
        switch nextByte {
        case UInt8(ascii: "t"):
            try parsing { parser, _ throws(JSONError) in try parser.expectLiteral("true") }
            return true
        case UInt8(ascii: "f"):
            try parsing { parser, _ throws(JSONError) in try parser.expectLiteral("false") }
            return false
        default:
            return nil
        }
    }

    /// Checks the value at the current position and moves past it.
    mutating func skipValue() throws(TextError) {
        try parsing { parser, depth throws(JSONError) in try parser.skipValue(depth: depth) }
    }

    /// Consumes the `null` at the current position.
    mutating func consumeNull() throws(TextError) {
        try parsing { parser, _ throws(JSONError) in try parser.expectLiteral("null") }
    }

    /// Enters the object or array at the current position; false, with it consumed whole, when it
    /// is empty.
    mutating func enterContainer() throws(TextError) -> Bool {
        let closing = isAtObject ? ASCII.closeBrace : ASCII.closeBracket
        let isOpen = try parsing { parser, depth throws(JSONError) in
            try parser.opensNonEmpty(depth: depth + 1, closing: closing)
        }
        guard isOpen else {
            return false
        }
        depth += 1
        return true
    }

    /// Reads the key of the next member of the object entered, and the `:` after it.
    mutating func memberKey(isFirst: Bool) throws(TextError) -> JSONParser.ScannedString {
        try parsing { parser, _ throws(JSONError) in try parser.scanMemberKey(isFirst: isFirst) }
    }

    // The two readers of a key are mutating only so that the stream is used in place: called
    // from a closure that captures the stream, a non-mutating call copied all of it (its parser's
    // buffers) for every key.

    /// The text of a key that ``memberKey(isFirst:)`` read last.
    mutating func string(of key: JSONParser.ScannedString) -> String {
        parser.string(of: key)
    }

    /// Runs `body` with the bytes of a key that ``memberKey(isFirst:)`` read last.
    mutating func withBytes<Result>(
        of key: JSONParser.ScannedString, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        switch key {
        case .input(let range):
            body(UnsafeBufferPointer(rebasing: parser.bytes[range]))
        case .unescaped:
            parser.unescapedBytes.withUnsafeBufferPointer(body)
        }
    }

    /// After a member of the object entered: false when another member follows, true when the
    /// object ended (it is then left).
    mutating func endsObject() throws(TextError) -> Bool {
        try ends(by: ASCII.closeBrace)
    }

    /// After an element of the array entered: false when another element follows, true when the
    /// array ended (it is then left).
    mutating func endsArray() throws(TextError) -> Bool {
        try ends(by: ASCII.closeBracket)
    }

    private mutating func ends(by closing: UInt8) throws(TextError) -> Bool {
        guard try parsing({ parser, _ throws(JSONError) in try parser.isClosed(by: closing) }) else {
            return false
        }
        depth -= 1
        return true
    }

    /// Runs one step of the parser, given the depth of the current position.
    @inline(__always)
    private mutating func parsing<Result>(
        _ step: (inout JSONParser, Int) throws(JSONError) -> Result
    ) throws(TextError) -> Result {
        do {
            return try step(&parser, depth)
        } catch {
            throw TextError(error: error)
        }
    }
}
