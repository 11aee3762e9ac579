import Foundation

/// Writes native Swift values (the shapes `JSONReader` and `JSONSerialization` produce) as
/// UTF-8 JSON.
///
/// Accepted values: `[String: Any]` (and other dictionaries with `String` keys), `[Any]` (and
/// other arrays), `String`, `Bool`, every `BinaryInteger` type, `Double`, `Float`, `Decimal`,
/// `NSNumber` (a boolean one, as `JSONSerialization` makes on Linux, is written as `true` or
/// `false`), `NSString`, `NSArray`, `NSDictionary`, `NSNull`, and `nil` of any `Optional`
/// (written as `null`; a non-nil optional is written as its wrapped value).
///
/// Numbers: integers are written exactly. A `Double` or `Float` is written with Swift's
/// `description`, the shortest text that reads back as the same value: integral values keep
/// their `.0` (`1.0`, so that they read back as `Double`, not `Int`), and magnitudes from 2^53
/// up or below 1e-4 use exponent form (`1e+16`, `5e-324`), which JSON allows. NaN and
/// infinities have no JSON form and are an error. A `Decimal` or `NSDecimalNumber` (which
/// `JSONSerialization` makes for numbers beyond 64 bits) is written with every digit.
///
/// Output: strings escape only `"`, `\` and control characters below U+0020 (as `\n`, `\r`,
/// `\t`, `\b`, `\f` or `\u00XX`), everything else stays raw UTF-8, and `/` is escaped only when
/// `escapesSlashes` is set. Pretty-printed output indents by two spaces, writes `"key" : value`
/// as Foundation does, and writes empty containers as `{}` and `[]`. Sorted keys use `String`'s
/// `<` ordering.
///
/// Failures throw ``JSONError/unwritableValue(problem:path:)`` naming the path of the value,
/// e.g. `statuses[3].user.score`.
struct JSONWriter: Sendable {
    /// How the output is laid out.
    struct Options: Sendable {
        /// Whether object keys are written in ascending order, for stable output.
        var sortsKeys = false
        /// Whether output is indented over several lines for people to read.
        var prettyPrints = false
        /// Whether `/` is written as `\/` (needed only to embed JSON in HTML `<script>`).
        var escapesSlashes = false
        /// The deepest nesting of objects and arrays written; deeper values are an error.
        var maximumDepth = 512
    }

    /// The options this writer writes with.
    var options: Options

    /// Creates a writer with the given options.
    init(options: Options = Options()) {
        self.options = options
    }

    /// The UTF-8 JSON text of `value`.
    func bytes(from value: Any) throws(JSONError) -> [UInt8] {
        var output = JSONOutput(options: options)
        do {
            try output.write(value, depth: 0)
        } catch {
            throw error.jsonError
        }
        return output.bytes
    }

    /// The UTF-8 JSON text of `value`, as `Data`.
    func data(from value: Any) throws(JSONError) -> Data {
        Data(try bytes(from: value))
    }
}
