/// Text as a Swift string literal writes it: `description(of:)` shows strings this way, and
/// `mirrormapper generate` writes data keys this way into the tables it makes.
package enum SwiftStringLiteral {
    /// `text` in double quotes, with quotes, backslashes and control characters escaped:
    /// `"a\"b\n"`.
    package static func quoting(_ text: String) -> String {
        quoting(text, alsoEscaping: { _ in false })
    }

    /// `text` quoted as ``quoting(_:)`` quotes it, with every scalar `isEscaped` picks also written
    /// as a `\u{…}` escape: `"a\u{202e}b"`.
    package static func quoting(_ text: String, alsoEscaping isEscaped: (Unicode.Scalar) -> Bool) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || isEscaped(scalar):
                literal += unicodeEscape(scalar)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The escape a Swift string literal writes `scalar` as, in lower-case hexadecimal: `\u{1b}`.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }
}
