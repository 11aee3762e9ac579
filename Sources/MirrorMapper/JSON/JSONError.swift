/// An error reading or writing JSON.
///
/// Reading errors say where the input went wrong, writing errors say which value could not
/// be written. `description` is a complete, human-readable sentence fragment such as
/// `unexpected character 'x' at line 3, column 14 (byte 57): expected ',' or '}'`.
public enum JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input is not valid JSON, or nests deeper than the reader allows.
    ///
    /// - Parameters:
    ///   - problem: What was found, e.g. `unexpected character 'x'`.
    ///   - expected: What the grammar allows there, e.g. `',' or '}'`, when that helps.
    ///   - position: Where the problem starts in the input.
    case invalidJSON(problem: String, expected: String?, position: Position)

    /// A value cannot be written as JSON (an unsupported type, a non-finite number, or
    /// nesting deeper than the writer allows).
    ///
    /// - Parameters:
    ///   - problem: Why the value cannot be written.
    ///   - path: Where the value sits in the written value, e.g. `statuses[3].user.score`;
    ///     empty for the top-level value itself.
    case unwritableValue(problem: String, path: String)

    /// A location in JSON input.
    public struct Position: Equatable, Sendable, CustomStringConvertible {
        /// The zero-based offset in bytes from the start of the input.
        public let byteOffset: Int
        /// The one-based line number; lines are separated by line feeds (`\n`).
        public let line: Int
        /// The one-based column within the line, counted in Unicode scalars (UTF-8 lead bytes).
        public let column: Int

        /// Creates a position from its byte offset, line and column.
        public init(byteOffset: Int, line: Int, column: Int) {
            self.byteOffset = byteOffset
            self.line = line
            self.column = column
        }

        /// The position as `line 3, column 14 (byte 57)`.
        public var description: String {
            "line \(line), column \(column) (byte \(byteOffset))"
        }
    }

    /// A readable account of the error, naming its position or path.
    public var description: String {
        switch self {
        case .invalidJSON(let problem, let expected, let position):
            let expectation = expected.map { ": expected \($0)" } ?? ""
            return "\(problem) at \(position)\(expectation)"
        case .unwritableValue(let problem, let path):
            return path.isEmpty ? "\(problem) at the top level" : "\(problem) at \(path)"
        }
    }
}
