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
/// | number with a fraction or exponent that a `Double` gives back (prints as the same number) | `Double` |
/// | any other whole number that fits `Int` (`42`, `148423162444258921.0`) | `Int`, exact |
/// | any other whole number that fits `UInt64` | `UInt64`, exact |
/// | any other number that a `Decimal` holds (up to 39 digits: beyond 64 bits, `0.10000000000000001`) | `Decimal`, exact |
/// | any other number (more digits than a `Decimal` holds, such as 40 digits of pi) | `Double`, correctly rounded (for the mapping calls an ``InexactJSONNumber``) |
/// | a number beyond the range of `Double` (`1e400`; `1e-400`, not zero yet nearer to zero than the smallest `Double`) | the nearest finite `Double`: ±0 (as `JSONSerialization` gives it), ±`Double.greatestFiniteMagnitude` (for the mapping calls an ``InexactJSONNumber``, which the floating-point rules report) |
///
/// (The rule is ``NumberReading``'s, which numeric text in strings follows too.) So whatever the
/// reader reads, the writer writes and the reader reads back as the same value of the same type.
///
/// The input must be strict RFC 8259 JSON: no comments, trailing commas, leading zeros,
/// `NaN` or `Infinity`, unescaped control characters, invalid UTF-8 or lone surrogate escapes.
/// A UTF-8 byte order mark at the very start is skipped. A number beyond the range of `Double` is
/// a problem of that value, not of the document, so it is no error here: its nearest finite
/// `Double` is what the writer can write back, so that a store's file holding `1e-400` is read
/// (as 0) rather than declared corrupt. Failures throw
/// ``JSONError/invalidJSON(problem:expected:position:)``.
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
        /// Whether a number that no exact type holds is an ``InexactJSONNumber`` rather than its
        /// nearest `Double`, for the mapping calls, whose rules decide from its text.
        var keepsInexactNumbers = false
    }

    /// The options this reader parses with.
    var options: Options

    /// Creates a reader with the given options.
    init(options: Options = Options()) {
        self.options = options
    }

    /// Parses one JSON document held in `bytes` (`[UInt8]`, `Data`, ...).
    func value(from bytes: some ContiguousBytes) throws(JSONError) -> Any {
        try document(from: bytes).value
    }

    /// Parses one JSON document held in `bytes`, and tells whether it holds an
    /// ``InexactJSONNumber`` (only with ``Options/keepsInexactNumbers``).
    func document(from bytes: some ContiguousBytes) throws(JSONError) -> (
        value: Any, holdsInexactNumbers: Bool
    ) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONError) in try document(from: buffer) }
        }
        return try result.get()
    }

    /// Parses one JSON document held in `buffer`, which is only read within its bounds.
    private func document(from buffer: UnsafeRawBufferPointer) throws(JSONError) -> (
        value: Any, holdsInexactNumbers: Bool
    ) {
        var parser = JSONParser(bytes: buffer.assumingMemoryBound(to: UInt8.self), options: options)
        let value = try parser.parseDocument()
        return (value, parser.inexactNumberCount > 0)
    }
}
