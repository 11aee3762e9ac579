/// Text as a Swift string literal writes it: `description(of:)` shows strings this way, and
/// `mirrormapper generate` writes data keys this way into the tables it makes.
package enum SwiftStringLiteral {
    /// `text` in double quotes, with quotes, backslashes and control characters escaped:
    /// `"a\"b\n"`.
    package static func quoting(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
