/// String parsing: a fast scan for the closing quote, and a slower path for strings with
/// escapes. UTF-8 is validated by the standard library when the `String` is made; only when
/// that fails is the input scanned again to say where.
extension JSONParser {
    /// Parses the string whose opening quote is at `index`.
    mutating func parseString() throws(JSONError) -> String {
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
                return try makeString(UnsafeBufferPointer(rebasing: bytes[start..<cursor]), source: start)
            case ASCII.backslash:
                return try parseEscapedString(from: start, firstEscape: cursor)
            case ..<0x20:
                throw unescapedControlCharacter(at: cursor)
            default:
                cursor += 1
            }
        }
    }

    /// Finishes a string from its first escape on, unescaping into `unescapedBytes`.
    private mutating func parseEscapedString(from start: Int, firstEscape: Int) throws(JSONError)
        -> String
    {
        unescapedBytes.removeAll(keepingCapacity: true)
        unescapedBytes.append(contentsOf: bytes[start..<firstEscape])
        var cursor = firstEscape
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case ASCII.quote:
                index = cursor + 1
                let unescaped = unescapedBytes.withUnsafeBufferPointer {
                    String(validating: $0, as: UTF8.self)
                }
                guard let string = unescaped else {
                    throw invalidUTF8(in: start..<cursor)
                }
                return string
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
        "\\u" + String(unit, radix: 16, uppercase: true)
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

    /// The string made from `utf8`, the raw bytes of a string that starts at offset `source`.
    private func makeString(_ utf8: UnsafeBufferPointer<UInt8>, source: Int) throws(JSONError) -> String {
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw invalidUTF8(in: source..<source + utf8.count)
        }
        return string
    }

    private func unescapedControlCharacter(at offset: Int) -> JSONError {
        error(
            "unescaped control character \(Self.describe(byte: bytes[offset])) in string",
            expected: "'\\u00XX' or another escape", at: offset)
    }

    /// The error for invalid UTF-8 in the string bytes `range`, placed at the first byte that
    /// does not start a well-formed sequence (RFC 3629: no overlong forms, no surrogates, nothing
    /// above U+10FFFF).
    private func invalidUTF8(in range: Range<Int>) -> JSONError {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            let length = Self.wellFormedSequenceLength(in: bytes[cursor..<range.upperBound])
            guard length > 0 else {
                break
            }
            cursor += length
        }
        return error("invalid UTF-8 \(Self.describe(byte: bytes[cursor]))", expected: nil, at: cursor)
    }

    /// The length of the well-formed UTF-8 sequence that `bytes` starts with, or 0 if it does
    /// not start with one.
    private static func wellFormedSequenceLength(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        let lead = bytes[bytes.startIndex]
        let length: Int
        var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case ..<0x80: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: (length, secondByteRange) = (3, 0xA0...0xBF)
        case 0xED: (length, secondByteRange) = (3, 0x80...0x9F)
        case 0xE1...0xEF: length = 3
        case 0xF0: (length, secondByteRange) = (4, 0x90...0xBF)
        case 0xF4: (length, secondByteRange) = (4, 0x80...0x8F)
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard bytes.count >= length else {
            return 0
        }
        let continuation = bytes.dropFirst()
        for (offset, byte) in continuation.prefix(length - 1).enumerated() {
            let allowed = offset == 0 ? secondByteRange : 0x80...0xBF
            guard allowed.contains(byte) else {
                return 0
            }
        }
        return length
    }
}
