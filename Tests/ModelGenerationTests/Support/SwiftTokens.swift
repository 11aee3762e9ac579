/// One token of Swift source as ``SwiftTokens`` reads it: enough of Swift's lexical grammar to tell
/// code from comments and string literals, which is what a check of generated source needs.
///
/// Shared with the generator's fuzz target (`Scripts/fuzz-generator.sh`): it imports nothing.
struct SwiftToken: Equatable {
    enum Kind: Equatable {
        /// A name, plain or in backticks (`` `class` ``).
        case identifier
        /// Digits, with what follows them (`0.0`, `0x1F`).
        case number
        /// A whole string literal: single-line, multi-line or raw, delimiters included.
        case stringLiteral
        /// `\(` or `\#(` inside a string literal: what follows up to the matching `)` is code.
        case interpolation
        /// A line or block comment, delimiters included.
        case comment
        /// Any other single scalar outside comments and literals: `{`, `:`, `#`, `@`, `/`.
        case punctuation
    }

    let kind: Kind
    let text: String
    /// How many braces enclose the token; a brace itself counts at the level it opens or closes.
    let depth: Int
}

/// Why source cannot be read into tokens.
struct SwiftLexingError: Error, Equatable, CustomStringConvertible {
    let description: String
}

/// Reads Swift source into tokens, as Swift's lexer delimits them: a line comment ends at `\n` or
/// `\r`; block comments nest; a string literal is `"…"`, `"""…"""` or their raw forms
/// (`#"…"#`, `##"""…"""##`), its escapes start with `\` and as many `#` as its delimiter, and an
/// interpolation inside it is code up to the matching `)`.
enum SwiftTokens {
    /// The tokens of `source`.
    ///
    /// - Throws: ``SwiftLexingError`` for an unterminated comment or literal, or an unbalanced `}`
    ///   or `)`.
    static func of(_ source: String) throws(SwiftLexingError) -> [SwiftToken] {
        var reader = Reader(scalars: Array(source.unicodeScalars))
        try reader.readCode(insideInterpolation: false)
        guard reader.depth == 0 else { throw SwiftLexingError(description: "a `{` is never closed") }
        return reader.tokens
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0
        var tokens: [SwiftToken] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        func scalar(at offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func text(from start: Int) -> String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<index])
            return text
        }

        mutating func append(_ kind: SwiftToken.Kind, from start: Int, depth: Int? = nil) {
            tokens.append(SwiftToken(kind: kind, text: text(from: start), depth: depth ?? self.depth))
        }

        /// Code up to the end of the source, or up to the `)` that closes an interpolation.
        mutating func readCode(insideInterpolation: Bool) throws(SwiftLexingError) {
            var parentheses = 0
            while let current = scalar(at: 0) {
                let start = index
                switch current {
                case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{00}":
                    index += 1
                case "/" where scalar(at: 1) == "/":
                    while let next = scalar(at: 0), next != "\n", next != "\r" { index += 1 }
                    append(.comment, from: start)
                case "/" where scalar(at: 1) == "*":
                    try readBlockComment()
                    append(.comment, from: start)
                case "\"",
                    "#" where isStringStart():
                    try readStringLiteral()
                    append(.stringLiteral, from: start)
                case "`":
                    index += 1
                    while let next = scalar(at: 0), next != "`", next != "\n", next != "\r" { index += 1 }
                    guard scalar(at: 0) == "`" else {
                        throw SwiftLexingError(description: "a backtick is never closed")
                    }
                    index += 1
                    append(.identifier, from: start)
                case _ where Self.startsIdentifier(current):
                    while let next = scalar(at: 0), Self.continuesIdentifier(next) { index += 1 }
                    append(.identifier, from: start)
                case _ where Self.isDigit(current):
                    while let next = scalar(at: 0),
                        Self.continuesIdentifier(next)
                            || (next == "." && scalar(at: 1).map(Self.isDigit) == true)
                    {
                        index += 1
                    }
                    append(.number, from: start)
                case "{":
                    index += 1
                    append(.punctuation, from: start)
                    depth += 1
                case "}":
                    guard depth > 0 else { throw SwiftLexingError(description: "a `}` closes nothing") }
                    depth -= 1
                    index += 1
                    append(.punctuation, from: start)
                case "(":
                    parentheses += 1
                    index += 1
                    append(.punctuation, from: start)
                case ")":
                    if insideInterpolation, parentheses == 0 {
                        index += 1
                        return
                    }
                    parentheses -= 1
                    index += 1
                    append(.punctuation, from: start)
                default:
                    index += 1
                    append(.punctuation, from: start)
                }
            }
            if insideInterpolation { throw SwiftLexingError(description: "an interpolation is never closed") }
        }

        /// Whether a string literal starts here: `"`, or `#`s followed by `"`.
        func isStringStart() -> Bool {
            var offset = 0
            while scalar(at: offset) == "#" { offset += 1 }
            return scalar(at: offset) == "\""
        }

        /// A block comment, with the comments nested in it.
        mutating func readBlockComment() throws(SwiftLexingError) {
            var nesting = 0
            repeat {
                if scalar(at: 0) == "/", scalar(at: 1) == "*" {
                    nesting += 1
                    index += 2
                } else if scalar(at: 0) == "*", scalar(at: 1) == "/" {
                    nesting -= 1
                    index += 2
                } else if scalar(at: 0) == nil {
                    throw SwiftLexingError(description: "a block comment is never closed")
                } else {
                    index += 1
                }
            } while nesting > 0
        }

        /// A string literal from its opening delimiter to its closing one.
        mutating func readStringLiteral() throws(SwiftLexingError) {
            var hashes = 0
            while scalar(at: 0) == "#" {
                hashes += 1
                index += 1
            }
            let isMultiline = scalar(at: 1) == "\"" && scalar(at: 2) == "\""
            index += isMultiline ? 3 : 1
            let quotes = isMultiline ? 3 : 1
            while let current = scalar(at: 0) {
                if current == "\"", (0..<quotes).allSatisfy({ scalar(at: $0) == "\"" }),
                    (0..<hashes).allSatisfy({ scalar(at: quotes + $0) == "#" })
                {
                    index += quotes + hashes
                    return
                }
                if !isMultiline, current == "\n" || current == "\r" { break }
                if current == "\\", (0..<hashes).allSatisfy({ scalar(at: 1 + $0) == "#" }) {
                    index += 1 + hashes
                    if scalar(at: 0) == "(" {
                        let start = index - 1 - hashes
                        index += 1
                        append(.interpolation, from: start)
                        try readCode(insideInterpolation: true)
                    } else if scalar(at: 0) != nil {
                        index += 1
                    }
                    continue
                }
                index += 1
            }
            throw SwiftLexingError(description: "a string literal is never closed")
        }

        static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic
        }

        static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            startsIdentifier(scalar) || isDigit(scalar)
        }

        static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar)
        }
    }
}
