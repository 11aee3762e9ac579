import Foundation

/// The grammar of `JSONReader`: a cursor over a byte buffer that turns one document into
/// native values. Strings and numbers live in their own files.
///
/// Every read of `bytes[i]` is preceded by a check that `i < bytes.count`; the buffer's
/// subscript is unchecked in optimized builds, so the checks the grammar needs anyway are the
/// only ones paid.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: JSONReader.Options
    /// The offset of the next byte to read.
    var index = 0
    /// Reused storage for strings that contain escapes.
    var unescapedBytes: [UInt8] = []
    /// The size of the last object finished, by its first key: objects that start with the same
    /// key tend to be of one kind, so a new one reserves that much and rarely has to grow and
    /// rehash. At most `maximumObjectSizeHints` first keys are remembered.
    private var objectSizeHints: [String: Int] = [:]
    private static let maximumObjectSizeHints = 256
    /// The size of the last array finished at each depth: arrays at one depth tend to be alike
    /// (the elements of one array), so a new one reserves that much and rarely has to grow.
    private var arraySizeHints = SizeHints()
    /// The one `NSNull` that stands for every `null` of the document.
    private let null = NSNull()
    /// How many ``InexactJSONNumber``s the parser has made so far.
    var inexactNumberCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, options: JSONReader.Options) {
        self.bytes = bytes
        self.options = options
    }

    mutating func parseDocument() throws(JSONError) -> Any {
        skipByteOrderMark()
        skipWhitespace()
        if !options.allowsTopLevelScalars, index < bytes.count,
            bytes[index] != ASCII.openBrace, bytes[index] != ASCII.openBracket
        {
            throw error(
                "top-level value is not an object or array", expected: "'{' or '['", at: index)
        }
        return try parseWholeValue(depth: 0)
    }

    /// Parses the value that is all the rest of the bytes, whitespace aside, inside `depth`
    /// enclosing objects and arrays (an element of a streamed array is read by itself so).
    mutating func parseWholeValue(depth: Int) throws(JSONError) -> Any {
        skipWhitespace()
        let value = try parseValue(depth: depth)
        skipWhitespace()
        guard index == bytes.count else {
            throw unexpectedByte(expected: "end of input")
        }
        return value
    }

    /// Parses the value starting at `index`, inside `depth` enclosing objects and arrays.
    mutating func parseValue(depth: Int) throws(JSONError) -> Any {
        guard index < bytes.count else {
            throw unexpectedByte(expected: "a value")
        }
        switch bytes[index] {
        case ASCII.quote:
            return try parseString()
        case ASCII.openBrace:
            if options.keepsLiteralForm { return try parseOrderedObject(depth: depth + 1) }
            return try parseObject(depth: depth + 1)
        case ASCII.openBracket:
            return try parseArray(depth: depth + 1)
        case ASCII.minus, ASCII.zero...ASCII.nine:
            if options.keepsLiteralForm { return try parseNumberText() }
            return try parseNumber()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return false
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return null
        default:
            throw unexpectedByte(expected: "a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONError) -> [String: Any] {
        guard try opensNonEmpty(depth: depth, closing: ASCII.closeBrace) else { return [:] }
        var object: [String: Any] = [:]
        var firstKey: String?
        while true {
            let key = try parseMemberKey(isFirst: object.isEmpty)
            if firstKey == nil {
                firstKey = key
                object.reserveCapacity(objectSizeHints[key] ?? 0)
            }
            object[key] = try parseValue(depth: depth)
            if try isClosed(by: ASCII.closeBrace) {
                rememberSize(of: object, firstKey: firstKey)
                return object
            }
        }
    }

    /// Consumes the `{` or `[` at `index` and the whitespace after it; returns false, with the
    /// `closing` byte consumed too, when the container is empty.
    @inline(__always)
    mutating func opensNonEmpty(depth: Int, closing: UInt8) throws(JSONError) -> Bool {
        try checkDepth(depth)
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing {
            index += 1
            return false
        }
        return true
    }

    /// Parses a member's key, the `:` after it and the whitespace around that; `isFirst` says
    /// whether a `}` could have stood there instead.
    @inline(__always)
    mutating func parseMemberKey(isFirst: Bool) throws(JSONError) -> String {
        // Scanned first: `string(of:)` reads the unescaped bytes the scan leaves.
        let scanned = try scanMemberKey(isFirst: isFirst)
        return string(of: scanned)
    }

    /// Checks a member's key, the `:` after it and the whitespace around that, and tells where
    /// the key's characters are; `isFirst` says whether a `}` could have stood there instead.
    @inline(__always)
    mutating func scanMemberKey(isFirst: Bool) throws(JSONError) -> ScannedString {
        guard index < bytes.count, bytes[index] == ASCII.quote else {
            throw unexpectedByte(expected: isFirst ? "'\"' or '}'" : "'\"'")
        }
        let key = try scanString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == ASCII.colon else {
            throw unexpectedByte(expected: "':'")
        }
        index += 1
        skipWhitespace()
        return key
    }

    /// After a member or element: consumes a comma and returns false (another one follows), or
    /// consumes `closing` (`}` or `]`) and returns true.
    @inline(__always)
    mutating func isClosed(by closing: UInt8) throws(JSONError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw unexpectedByte(expected: "',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        switch bytes[index] {
        case ASCII.comma:
            index += 1
            skipWhitespace()
            return false
        case closing:
            index += 1
            return true
        default:
            throw unexpectedByte(expected: "',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    private mutating func rememberSize(of object: [String: Any], firstKey: String?) {
        guard let firstKey else { return }
        if let known = objectSizeHints.index(forKey: firstKey) {
            objectSizeHints.values[known] = object.count
        } else if objectSizeHints.count < Self.maximumObjectSizeHints {
            objectSizeHints[firstKey] = object.count
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONError) -> [Any] {
        guard try opensNonEmpty(depth: depth, closing: ASCII.closeBracket) else { return [] }
        var array: [Any] = []
        array.reserveCapacity(arraySizeHints[depth])
        while true {
            array.append(try parseValue(depth: depth))
            if try isClosed(by: ASCII.closeBracket) {
                arraySizeHints[depth] = array.count
                return array
            }
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONError) {
        guard depth <= options.maximumDepth else {
            throw error(
                "nesting deeper than \(options.maximumDepth) levels", expected: nil, at: index)
        }
    }

    /// Consumes `literal` (`true`, `false` or `null`), whose first byte is at `index`.
    mutating func expectLiteral(_ literal: StaticString) throws(JSONError) {
        let start = index
        for offset in 0..<literal.utf8CodeUnitCount {
            index = start + offset
            guard index < bytes.count, bytes[index] == literal.utf8Start[offset] else {
                throw unexpectedByte(expected: "'\(literal)'")
            }
        }
        index = start + literal.utf8CodeUnitCount
    }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
    }

    /// Skips spaces, tabs, line feeds and carriage returns; runs of spaces (indentation) eight
    /// at a time.
    mutating func skipWhitespace() {
        let eightSpaces: UInt64 = 0x2020_2020_2020_2020
        while index < bytes.count {
            switch bytes[index] {
            case ASCII.space:
                index += 1
                let raw = UnsafeRawBufferPointer(bytes)
                while index + 8 <= raw.count,
                    raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == eightSpaces
                {
                    index += 8
                }
            case ASCII.lineFeed, ASCII.carriageReturn, ASCII.tab:
                index += 1
            default:
                return
            }
        }
    }

    // MARK: Errors

    /// An error for the byte at `index`, or for the end of input when `index` is past it.
    func unexpectedByte(expected: String) -> JSONError {
        guard index < bytes.count else {
            return error("unexpected end of input", expected: expected, at: index)
        }
        return error("unexpected \(Self.describe(byte: bytes[index]))", expected: expected, at: index)
    }

    /// An error at byte `offset`, with its line and column worked out from the input.
    func error(_ problem: String, expected: String?, at offset: Int) -> JSONError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == ASCII.lineFeed {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        let position = JSONError.Position(byteOffset: offset, line: line, column: column)
        return .invalidJSON(problem: problem, expected: expected, position: position)
    }

    /// `character 'x'` for printable ASCII, `byte 0xC3` for anything else.
    static func describe(byte: UInt8) -> String {
        if (0x20...0x7E).contains(byte) {
            return "character '\(Character(Unicode.Scalar(byte)))'"
        }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x\(byte < 0x10 ? "0" : "")\(hex)"
    }
}

/// A size remembered for each nesting depth, zero until one is set.
private struct SizeHints {
    private var sizes: [Int] = []

    subscript(depth: Int) -> Int {
        get {
            depth < sizes.count ? sizes[depth] : 0
        }
        set {
            if depth >= sizes.count {
                sizes.append(contentsOf: repeatElement(0, count: depth + 1 - sizes.count))
            }
            sizes[depth] = newValue
        }
    }
}
