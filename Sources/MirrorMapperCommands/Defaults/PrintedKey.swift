import MirrorMapper

/// A store's key as `mirrormapper defaults keys` prints it: one line that sends nothing to the
/// terminal but the key's visible text.
///
/// An ordinary key, non-ASCII letters included (`café`, `日本語`), is printed as it is. A key that
/// holds a hidden scalar (`HiddenScalars`: a line break, an escape sequence, a bidi control),
/// that is empty, or that starts with a double quote (so that it cannot be taken for an escaped
/// one) is printed as a JSON string literal, with the hidden scalars as `\uXXXX` escapes:
/// `"two\nlines"`, `"escape\u001B[31m"`, `"bidi\u202Etxt"`.
enum PrintedKey {
    /// The line for `key`, without its line break.
    static func line(for key: String) -> String {
        guard key.isEmpty || key.hasPrefix("\"") || key.unicodeScalars.contains(where: HiddenScalars.contains)
        else {
            return key
        }
        return jsonStringLiteral(of: key)
    }

    /// `key` in double quotes as JSON writes it, with quotes and backslashes escaped and every
    /// hidden scalar as `\uXXXX` (two, a surrogate pair, beyond U+FFFF).
    private static func jsonStringLiteral(of key: String) -> String {
        var literal = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where HiddenScalars.contains(scalar): literal += TerminalText.escape(scalar)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
