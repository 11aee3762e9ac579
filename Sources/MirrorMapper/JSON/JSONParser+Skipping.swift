/// Moving past a value without making it: the value is checked exactly as ``parseValue(depth:)``
/// checks it (the same errors at the same bytes, the same depth limit), but no string, array or
/// dictionary is made.
extension JSONParser {
    /// Checks the value starting at `index`, inside `depth` enclosing objects and arrays, and moves
    /// past it.
    mutating func skipValue(depth: Int) throws(JSONError) {
        guard index < bytes.count else {
            throw unexpectedByte(expected: "a value")
        }
        switch bytes[index] {
        case ASCII.quote:
            _ = try scanString()
        case ASCII.openBrace:
            guard try opensNonEmpty(depth: depth + 1, closing: ASCII.closeBrace) else { return }
            var isFirst = true
            repeat {
                _ = try scanMemberKey(isFirst: isFirst)
                isFirst = false
                try skipValue(depth: depth + 1)
            } while try !isClosed(by: ASCII.closeBrace)
        case ASCII.openBracket:
            guard try opensNonEmpty(depth: depth + 1, closing: ASCII.closeBracket) else { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while try !isClosed(by: ASCII.closeBracket)
        default:
            // A number (checked against the range of Double as the reader checks it) or a literal:
            // neither allocates.
            _ = try parseValue(depth: depth)
        }
    }
}
