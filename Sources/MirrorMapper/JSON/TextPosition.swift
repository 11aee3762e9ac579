/// A place in JSON text that arrives in pieces: its byte offset, line and column, counted as
/// ``JSONParser`` counts them (lines end at line feeds, columns count UTF-8 lead bytes), so that an
/// error in a piece can name its place in the whole text.
struct TextPosition {
    private(set) var byteOffset = 0
    private(set) var line = 1
    private(set) var column = 1

    /// Moves past `bytes`, the text that follows this position.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        byteOffset += bytes.count
        var leadBytes = 0
        for byte in bytes {
            if byte == ASCII.lineFeed {
                line += 1
                column = 1
                leadBytes = 0
            } else if byte & 0xC0 != 0x80 {
                leadBytes += 1
            }
        }
        column += leadBytes
    }

    /// The position as a ``JSONError`` names it.
    var errorPosition: JSONError.Position {
        JSONError.Position(byteOffset: byteOffset, line: line, column: column)
    }
}
