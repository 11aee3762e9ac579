/// Finds the elements of a long sequence of JSON values in text that arrives in pieces, holding at
/// most one element (and the piece it came in) at a time: the lines of JSON Lines, or the elements
/// of an array, the document's own or the one at a key path (`data.items`).
///
/// The framer does not parse an element, it only finds where it ends: strings and their escapes,
/// and the nesting of brackets. Whoever takes the element reads it with ``JSONParser``, which
/// checks it. Every other value of the text (those beside the key path, and the keys on the way)
/// is framed the same way and checked by the parser here, so the whole text is JSON or the
/// framer throws the parser's error; positions in errors count from the start of the text.
///
/// Used as a loop: ``append(_:)`` a piece, take ``next()`` until it needs more input, repeat;
/// ``endInput()`` once the text has ended, and take ``next()`` until it says the text is finished.
/// The bytes of an element stay valid until the next ``append(_:)``.
struct JSONElementFramer {
    /// How the text holds its elements.
    enum Layout: Equatable {
        /// JSON Lines: a value on each line; blank lines are allowed.
        case lines
        /// The array at `path` (keys, or array indices in decimal), the text's own when it is empty.
        case array(at: [String])
    }

    /// An element found: its bytes in ``buffer``, its index among the elements and the line it
    /// starts on.
    struct Element {
        let range: Range<Int>
        let index: Int
        let line: Int
        /// Whether this is the value at the key path itself, which is not an array: it is handed
        /// over whole, for the caller to read as it reads any other value where it wanted an array.
        var isWholeValue = false
        /// Whether the framer has not looked for the element's end: `range` runs from its start to
        /// the end of the text held. The caller may read it from there and say where it ended
        /// (``acceptElement(endingAt:)``), or have it framed (``frameElement()``).
        var isUnframed = false
    }

    /// What ``next()`` found.
    enum Step {
        case element(Element)
        /// Nothing more until more input is appended.
        case needsInput
        /// The text has ended, every element was handed out. `foundArray` is false when the text
        /// holds nothing at the key path.
        case finished(foundArray: Bool)
    }

    let layout: Layout
    /// The longest element, or other value, the framer holds, in bytes.
    let maximumValueLength: Int
    /// How the values the framer checks itself are read (their depth limit).
    let readerOptions: JSONReader.Options

    /// The text not yet handed out, from the start of the value being framed.
    private(set) var buffer: [UInt8] = []
    /// A byte of ``buffer`` at or before the next value, and its place in the whole text: the
    /// place of any later byte is counted on from it.
    private var knownPosition = (index: 0, position: TextPosition())
    /// The next byte to look at.
    var cursor = 0
    var inputHasEnded = false
    private var startsText = true
    /// Where the element handed out unframed starts, until its reader says where it ends.
    var unframedElementStart: Int?
    /// The value being framed, when one is: where it starts and how far its scan has come.
    var value: (start: Int, scan: ValueScan)?
    /// What the text may hold at the cursor, in an array layout.
    var expectation = Expectation.value
    /// The containers entered: those on the key path, and the array at its end.
    var levels: [Level] = []
    /// Whether the value at the key path was met.
    var foundTarget = false
    /// How many lines of JSON Lines were handed out.
    private var lineCount = 0

    init(layout: Layout, maximumValueLength: Int, readerOptions: JSONReader.Options) {
        self.layout = layout
        self.maximumValueLength = maximumValueLength
        self.readerOptions = readerOptions
    }

    /// Adds the next piece of the text. Elements handed out before are gone from ``buffer``.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let kept = unframedElementStart ?? value?.start ?? cursor
        if kept > 0 {
            moveKnownPosition(to: kept)
            buffer.removeSubrange(..<kept)
            cursor -= kept
            value?.start -= kept
            unframedElementStart = unframedElementStart.map { $0 - kept }
            knownPosition.index -= kept
        }
        buffer.append(contentsOf: bytes)
    }

    /// Says that the text has ended: what is left is read as the rest of the text.
    mutating func endInput() {
        inputHasEnded = true
    }

    /// The next element, or what the framer needs before it can find one.
    mutating func next() throws(JSONError) -> Step {
        if startsText {
            guard skipsByteOrderMark() else { return .needsInput }
        }
        switch layout {
        case .lines: return try nextLine()
        case .array(let path): return try nextElement(along: path)
        }
    }

    /// The bytes of `element`, valid until the next ``append(_:)``.
    func withBytes<Result>(
        of element: Element, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[element.range])) }
    }

    /// `error`, found reading the bytes of ``buffer`` from `start` on by themselves (an element),
    /// with its position counted from the start of the whole text.
    func relocating(_ error: JSONError, from start: Int) -> JSONError {
        guard case .invalidJSON(let problem, let expected, let position) = error else { return error }
        return self.error(problem, expected: expected, at: start + position.byteOffset)
    }

    // MARK: JSON Lines

    private mutating func nextLine() throws(JSONError) -> Step {
        if value == nil {
            skipWhitespace()
            guard cursor < buffer.count else {
                return inputHasEnded ? .finished(foundArray: true) : .needsInput
            }
            value = (cursor, ValueScan(kind: .line, role: .element))
        }
        guard let start = value?.start else { return .needsInput }
        let from = cursor
        cursor = buffer.withUnsafeBufferPointer { $0.firstLineFeed(from: from) }
        try checkLength(from: start)
        guard cursor < buffer.count || inputHasEnded else { return .needsInput }
        value = nil
        moveKnownPosition(to: start)
        defer { lineCount += 1 }
        let line = knownPosition.position.line
        return .element(Element(range: start..<cursor, index: lineCount, line: line))
    }

    // MARK: Positions and errors

    /// Counts the text on to `buffer[index]`, which the framer will not go back before.
    private mutating func moveKnownPosition(to index: Int) {
        guard index > knownPosition.index else { return }
        var position = knownPosition.position
        let known = knownPosition.index
        buffer.withUnsafeBufferPointer {
            position.advance(over: UnsafeBufferPointer(rebasing: $0[known..<index]))
        }
        knownPosition = (index, position)
    }

    /// The position of `buffer[index]` in the whole text.
    func position(at index: Int) -> TextPosition {
        var position = knownPosition.position
        let known = knownPosition.index
        buffer.withUnsafeBufferPointer {
            position.advance(over: UnsafeBufferPointer(rebasing: $0[known..<max(index, known)]))
        }
        return position
    }

    func error(_ problem: String, expected: String?, at index: Int) -> JSONError {
        .invalidJSON(problem: problem, expected: expected, position: position(at: index).errorPosition)
    }

    /// An error for the byte at the cursor, or for the end of the text.
    func unexpectedByte(expected: String) -> JSONError {
        guard cursor < buffer.count else {
            return error("unexpected end of input", expected: expected, at: cursor)
        }
        return error(
            "unexpected \(JSONParser.describe(byte: buffer[cursor]))", expected: expected, at: cursor)
    }

    /// Throws when the value that starts at `start` has grown longer than the framer holds.
    func checkLength(from start: Int) throws(JSONError) {
        guard cursor - start > maximumValueLength else { return }
        throw error("a value longer than \(maximumValueLength) bytes", expected: nil, at: start)
    }

    // MARK: Whitespace

    /// Moves past a byte order mark at the start of the text; false until enough of the text has
    /// come to tell.
    private mutating func skipsByteOrderMark() -> Bool {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let available = buffer.count - cursor
        if available < mark.count, !inputHasEnded, buffer[cursor...].elementsEqual(mark.prefix(available)) {
            return false
        }
        if buffer[cursor...].starts(with: mark) { cursor += mark.count }
        startsText = false
        return true
    }

    /// Moves the cursor past spaces, tabs, carriage returns and line feeds (JSON Lines skips blank
    /// lines with them).
    mutating func skipWhitespace() {
        while cursor < buffer.count {
            switch buffer[cursor] {
            case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.lineFeed: cursor += 1
            default: return
            }
        }
    }
}
