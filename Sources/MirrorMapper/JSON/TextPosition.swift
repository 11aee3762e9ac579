/// A place in JSON text that arrives in pieces: its byte offset, line and column, counted as
/// ``JSONParser`` counts them (lines end at line feeds, columns count UTF-8 lead bytes), so that an
/// error in a piece can name its place in the whole text.
struct TextPosition {
    private(set) var byteOffset = 0
    private(set) var line = 1
    private(set) var column = 1

    /// Moves past `bytes`, the text that follows this position. Every byte is counted, eight at a
    /// time: a streamed text is counted whole as it passes.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        byteOffset += bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        var lineStart: Int?
        var offset = 0
        while offset + 8 <= raw.count {
            let lineFeeds = UnsafeBufferPointer<UInt8>.lineFeedMask(
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            if lineFeeds != 0 {
                line += lineFeeds.nonzeroBitCount
                lineStart = offset + (63 - lineFeeds.leadingZeroBitCount) / 8 + 1
            }
            offset += 8
        }
        for index in offset..<raw.count where raw[index] == ASCII.lineFeed {
            line += 1
            lineStart = index + 1
        }
        guard let lineStart else {
            column += Self.leadByteCount(in: raw)
            return
        }
        column = 1 + Self.leadByteCount(in: UnsafeRawBufferPointer(rebasing: raw[lineStart...]))
    }

    /// The position as a ``JSONError`` names it.
    var errorPosition: JSONError.Position {
        JSONError.Position(byteOffset: byteOffset, line: line, column: column)
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// How many bytes of `bytes` start a UTF-8 sequence (are not `10xxxxxx` continuation bytes).
    private static func leadByteCount(in bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            count += 8 - (word & ~(word << 1) & highBits).nonzeroBitCount
            offset += 8
        }
        for byte in bytes[offset...] where byte & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }
}
