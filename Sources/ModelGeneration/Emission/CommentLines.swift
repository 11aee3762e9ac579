import MirrorMapper

/// The comments of generated source: text broken into lines that fit the package's line length
/// (110 columns), at spaces, and escaped so that nothing in it can end or alter the comment.
///
/// Every comment the generator writes is made here, and its whole text goes through
/// ``escaped(_:)``: sample text (keys, paths, the sample's file name, the command line) can be
/// shown in a comment, never become code.
enum CommentLines {
    /// What starts each line.
    enum Marker: String {
        /// `// `, a comment.
        case comment = "// "
        /// `/// `, a documentation comment.
        case documentation = "/// "
    }

    /// The lines of `text`, escaped, each starting with `indentation` spaces and `marker`.
    static func wrapping(_ text: String, indentation: Int, marker: Marker, width: Int = 110) -> [String] {
        let prefix = String(repeating: " ", count: indentation) + marker.rawValue
        var lines: [String] = []
        var line = ""
        for word in escaped(text).split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(prefix + line)
        return lines
    }

    /// `text` as a comment shows it, read as a Swift string literal's escapes read: a backslash is
    /// `\\`; every ``HiddenScalars`` scalar (line ends, controls, bidi and other format characters)
    /// is `\u{…}`; a `*` after a `/`, and a `/` after a `*`, take a backslash before them, so that
    /// no `/*` or `*/` stands in the comment: `a */ b` is `a *\/ b`.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\":
                escaped += "\\\\"
            case _ where HiddenScalars.contains(scalar):
                escaped += SwiftStringLiteral.unicodeEscape(scalar)
            case "*" where previous == "/", "/" where previous == "*":
                escaped += "\\"
                escaped.unicodeScalars.append(scalar)
            default:
                escaped.unicodeScalars.append(scalar)
            }
            previous = escaped.unicodeScalars.last
        }
        return escaped
    }
}
