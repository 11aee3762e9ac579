/// String parsing: a fast scan for the closing quote, and a slower path for strings with
/// escapes. The raw bytes between the quotes are validated as UTF-8 before the `String` is
/// made (escapes are ASCII and always decode to well-formed UTF-8).
extension JSONParser {
    /// Where a string's characters are once ``scanString()`` checked them: still in the input,
    /// between the quotes, or unescaped into ``unescapedBytes``.
    enum ScannedString {
        case input(Range<Int>)
        case unescaped
    }

    /// Parses the string whose opening quote is at `index`.
    mutating func parseString() throws(JSONError) -> String {
        // Scanned first: `string(of:)` reads the unescaped bytes the scan leaves.
        let scanned = try scanString()
        return string(of: scanned)
    }

    /// The text of a string that ``scanString()`` scanned last.
    func string(of scanned: ScannedString) -> String {
        switch scanned {
        case .input(let range):
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .unescaped:
            String(decoding: unescapedBytes, as: UTF8.self)
        }
    }

    /// Checks the string whose opening quote is at `index` and moves past it, unescaping it into
    /// ``unescapedBytes`` if it has escapes.
    mutating func scanString() throws(JSONError) -> ScannedString {
        let start = index + 1
        var cursor = start
        while true {
            cursor = bytes.skippingPlainWords(from: cursor)
            guard cursor < bytes.count else {
                throw error("unterminated string", expected: "'\"'", at: start - 1)
            }
            let byte = bytes[cursor]
            switch byte {
            case ASCII.quote:
                index = cursor + 1
                try validateUTF8(in: start..<cursor)
                return .input(start..<cursor)
            case ASCII.backslash:
                try scanEscapedString(from: start, firstEscape: cursor)
                return .unescaped
            case ..<0x20:
                throw unescapedControlCharacter(at: cursor)
            default:
                cursor += 1
            }
        }
    }

    /// Finishes a string from its first escape on, unescaping into `unescapedBytes`.
    private mutating func scanEscapedString(from start: Int, firstEscape: Int) throws(JSONError) {
        unescapedBytes.removeAll(keepingCapacity: true)
        unescapedBytes.append(contentsOf: bytes[start..<firstEscape])
        var cursor = firstEscape
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case ASCII.quote:
                index = cursor + 1
                try validateUTF8(in: start..<cursor)
                return
            case ASCII.backslash:
                cursor = try appendEscape(at: cursor)
            case ..<0x20:
                throw unescapedControlCharacter(at: cursor)
            default:
                unescapedBytes.append(byte)
                cursor += 1
            }
        }
        throw error("unterminated string", expected: "'\"'", at: start - 1)
    }

    /// Appends what the escape sequence at `offset` stands for, and returns the offset after it.
    private mutating func appendEscape(at offset: Int) throws(JSONError) -> Int {
        guard offset + 1 < bytes.count else {
            throw error("unexpected end of input", expected: "an escape sequence", at: offset + 1)
        }
        let unescaped: UInt8
        switch bytes[offset + 1] {
        case ASCII.quote: unescaped = ASCII.quote
        case ASCII.backslash: unescaped = ASCII.backslash
        case ASCII.slash: unescaped = ASCII.slash
        case UInt8(ascii: "b"): unescaped = 0x08
        case UInt8(ascii: "f"): unescaped = 0x0C
        case UInt8(ascii: "n"): unescaped = ASCII.lineFeed
        case UInt8(ascii: "r"): unescaped = ASCII.carriageReturn
        case UInt8(ascii: "t"): unescaped = ASCII.tab
        case UInt8(ascii: "u"):
            return try appendUnicodeEscape(at: offset)
        default:
            throw error(
                "invalid escape sequence: backslash followed by \(Self.describe(byte: bytes[offset + 1]))",
                expected: nil, at: offset)
        }
        unescapedBytes.append(unescaped)
        return offset + 2
    }

    /// Appends the UTF-8 of the `\uXXXX` escape at `offset` (two escapes for a surrogate pair),
    /// and returns the offset after it.
    private mutating func appendUnicodeEscape(at offset: Int) throws(JSONError) -> Int {
        let unit = try hexQuad(at: offset + 2, escapeStart: offset)
        switch unit {
        case 0xD800...0xDBFF:
            guard offset + 7 < bytes.count, bytes[offset + 6] == ASCII.backslash,
                bytes[offset + 7] == UInt8(ascii: "u")
            else {
                throw error(
                    "lone high surrogate \(Self.escapeText(unit)) not followed by a low surrogate escape",
                    expected: nil, at: offset)
            }
            let low = try hexQuad(at: offset + 8, escapeStart: offset + 6)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "lone high surrogate \(Self.escapeText(unit)) followed by \(Self.escapeText(low)), "
                        + "which is not a low surrogate",
                    expected: nil, at: offset)
            }
            let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            appendUTF8(of: scalar)
            return offset + 12
        case 0xDC00...0xDFFF:
            throw error(
                "lone low surrogate \(Self.escapeText(unit)) without a preceding high surrogate",
                expected: nil, at: offset)
        default:
            appendUTF8(of: UInt32(unit))
            return offset + 6
        }
    }

    /// The four hexadecimal digits at `offset`, part of the escape that starts at `escapeStart`.
    private func hexQuad(at offset: Int, escapeStart: Int) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for cursor in offset..<offset + 4 {
            guard cursor < bytes.count, let digit = Self.hexDigitValue(bytes[cursor]) else {
                throw error(
                    "invalid \\u escape", expected: "four hexadecimal digits after '\\u'", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case ASCII.zero...ASCII.nine: byte - ASCII.zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `\uD83D` for a UTF-16 code unit.
    private static func escapeText(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Appends the UTF-8 encoding of `scalar`, a Unicode scalar value (never a surrogate).
    private mutating func appendUTF8(of scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            unescapedBytes.append(UInt8(scalar))
        case ..<0x800:
            unescapedBytes.append(UInt8(0xC0 | scalar >> 6))
            unescapedBytes.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            unescapedBytes.append(UInt8(0xE0 | scalar >> 12))
            unescapedBytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            unescapedBytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            unescapedBytes.append(UInt8(0xF0 | scalar >> 18))
            unescapedBytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            unescapedBytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            unescapedBytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private func unescapedControlCharacter(at offset: Int) -> JSONError {
        error(
            "unescaped control character \(Self.describe(byte: bytes[offset])) in string",
            expected: "'\\u00XX' or another escape", at: offset)
    }

    private func validateUTF8(in range: Range<Int>) throws(JSONError) {
        if let offset = bytes.firstInvalidUTF8(in: range) {
            throw error("invalid UTF-8 \(Self.describe(byte: bytes[offset]))", expected: nil, at: offset)
        }
    }
}
