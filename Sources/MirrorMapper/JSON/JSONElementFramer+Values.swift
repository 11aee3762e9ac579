/// Framing one value whole: where it ends, found from strings, their escapes and the nesting of
/// brackets, over as many pieces of text as it spans. The parser checks the value afterwards.
extension JSONElementFramer {
    /// How far the scan of a value has come, kept between pieces of text.
    struct ValueScan {
        enum Kind {
            case container, string, scalar
            /// A line of JSON Lines, which ends at a line feed.
            case line
        }

        /// What the framed value is for.
        enum Role: Equatable {
            /// An element, handed out.
            case element
            /// The value at the key path, which is not an array: handed out whole.
            case wholeValue
            /// A member's key.
            case key
            /// A value beside the key path: checked, then let go.
            case skipped
        }

        let kind: Kind
        let role: Role
        /// The brackets open, in a container.
        var depth = 0
        var isInString = false
        var isEscaped = false
    }

    /// Starts framing the value at the cursor as `role`.
    mutating func startValue(as role: ValueScan.Role) throws(JSONError) {
        let kind: ValueScan.Kind
        switch buffer[cursor] {
        case ASCII.openBrace, ASCII.openBracket: kind = .container
        case ASCII.quote: kind = .string
        case ASCII.minus, ASCII.zero...ASCII.nine, UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            kind = .scalar
        default: throw unexpectedByte(expected: "a value")
        }
        var scan = ValueScan(kind: kind, role: role)
        if kind != .scalar {
            scan.depth = kind == .container ? 1 : 0
            scan.isInString = kind == .string
            cursor += 1
        }
        value = (cursor - (kind == .scalar ? 0 : 1), scan)
    }

    /// Moves the cursor through the value being framed; true when it has ended there.
    mutating func scanValue() -> Bool {
        guard var scan = value?.scan else { return true }
        defer { value?.scan = scan }
        let end = buffer.count
        var cursor = self.cursor
        defer { self.cursor = cursor }
        return buffer.withUnsafeBufferPointer { bytes in
            if scan.kind == .scalar {
                while cursor < end {
                    switch bytes[cursor] {
                    case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.lineFeed, ASCII.comma,
                        ASCII.closeBracket, ASCII.closeBrace:
                        return true
                    default: cursor += 1
                    }
                }
                return inputHasEnded
            }
            while cursor < end {
                if scan.isInString {
                    if !scan.isEscaped { cursor = bytes.skippingPlainWords(from: cursor) }
                    guard cursor < end else { break }
                    let byte = bytes[cursor]
                    cursor += 1
                    if scan.isEscaped {
                        scan.isEscaped = false
                    } else if byte == ASCII.backslash {
                        scan.isEscaped = true
                    } else if byte == ASCII.quote {
                        scan.isInString = false
                        if scan.depth == 0 { return true }
                    }
                    continue
                }
                cursor = bytes.skippingWordsWithoutStructure(from: cursor)
                guard cursor < end else { break }
                let byte = bytes[cursor]
                cursor += 1
                switch byte {
                case ASCII.quote: scan.isInString = true
                case ASCII.openBrace, ASCII.openBracket: scan.depth += 1
                case ASCII.closeBrace, ASCII.closeBracket:
                    scan.depth -= 1
                    if scan.depth == 0 { return true }
                default: break
                }
            }
            return false
        }
    }
}
