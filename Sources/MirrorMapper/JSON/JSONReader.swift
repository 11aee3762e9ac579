import Foundation

/// Reads UTF-8 JSON into native Swift values, the shapes `JSONSerialization.jsonObject` gives
/// but without Foundation's reference types:
///
/// | JSON | Swift |
/// | --- | --- |
/// | object | `[String: Any]`; when a key repeats, the last value wins |
/// | array | `[Any]` |
/// | string | `String` |
/// | `true`, `false` | `Bool` |
/// | `null` | `NSNull()` |
/// | integer that fits `Int` | `Int`, exact |
/// | larger non-negative integer that fits `UInt64` | `UInt64`, exact |
/// | any other number (fraction, exponent, beyond 64 bits) | `Double`, correctly rounded |
///
/// The input must be strict RFC 8259 JSON: no comments, trailing commas, leading zeros,
/// `NaN` or `Infinity`, unescaped control characters, invalid UTF-8 or lone surrogate escapes.
/// A UTF-8 byte order mark at the very start is skipped. A number whose magnitude is beyond
/// `Double` (such as `1e400`) is an error rather than an infinity, because infinities cannot be
/// written back as JSON. Failures throw ``JSONError/invalidJSON(problem:expected:position:)``.
///
/// The reader recurses once per nesting level, so `maximumDepth` also bounds the stack it uses;
/// limits far above the default need a thread with a correspondingly large stack.
struct JSONReader: Sendable {
    /// What the reader accepts beyond the strict grammar's core.
    struct Options: Sendable {
        /// The deepest nesting of objects and arrays accepted; deeper input is an error.
        var maximumDepth = 512
        /// Whether the document may be a bare string, number, boolean or null rather than an
        /// object or array.
        var allowsTopLevelScalars = true
        /// Whether objects keep their members in order and numbers their text, for tools that
        /// describe a document rather than map it (see ``JSONLiteral``).
        var keepsLiteralForm = false
    }

    /// The options this reader parses with.
    var options: Options

    /// Creates a reader with the given options.
    init(options: Options = Options()) {
        self.options = options
    }

    /// Parses one JSON document held in `bytes` (`[UInt8]`, `Data`, ...).
    func value(from bytes: some ContiguousBytes) throws(JSONError) -> Any {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONError) in try value(from: buffer) }
        }
        return try result.get()
    }

    /// Parses one JSON document held in `buffer`, which is only read within its bounds.
    func value(from buffer: UnsafeRawBufferPointer) throws(JSONError) -> Any {
        var parser = JSONParser(bytes: buffer.assumingMemoryBound(to: UInt8.self), options: options)
        return try parser.parseDocument()
    }
}
