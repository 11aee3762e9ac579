import Foundation

/// Something a ``DefaultsStore`` worked around instead of failing, and what it did: the schema
/// tolerance of reading archived models, a corrupt file moved aside, a subscript write that failed.
///
/// Every issue goes to ``DefaultsStore/Configuration/issueHandler``:
///
/// ```swift
/// var configuration = DefaultsStore.Configuration()
/// configuration.issueHandler = { issue in print(issue) }
/// // settings.fontSize: expected Int, found String "big" (kept the declared default)
/// ```
public struct DefaultsIssue: Sendable, CustomStringConvertible {
    /// What the store did about the problem.
    public enum Action: Sendable, Equatable {
        /// A property kept its declared default; the rest of the value was read.
        case keptDefault
        /// A property was given the nearest value its type holds (numeric text with more digits
        /// than a `Decimal` holds); the rest of the value was read.
        case keptNearestValue
        /// One element of an archived array of models was left out; the others were read.
        case droppedElement
        /// The stored value was not used at all: the getter returned nil, a typed key its default.
        case ignoredValue
        /// A property was left out of the stored value, because it has no JSON form.
        case leftOutOfFile
        /// A write through a typed key's subscript failed; the store keeps its previous value.
        case notSaved
        /// The corrupt file was moved to this path and the store started empty.
        case movedFileAside(to: String)
    }

    /// The store key concerned; nil for the file as a whole.
    public let key: String?
    /// Where in the stored value the problem is, starting with the key: `settings.fontSize`,
    /// `documents[2]`; the file's path when ``key`` is nil.
    public let path: String
    /// The problem, e.g. `expected Int, found String "big"`.
    public let problem: String
    /// What the store did about it.
    public let action: Action

    /// One line: the path, the problem and the action.
    public var description: String {
        let done =
            switch action {
            case .keptDefault: "kept the declared default"
            case .keptNearestValue: "kept the nearest value"
            case .droppedElement: "dropped the element, kept the others"
            case .ignoredValue: "ignored the stored value"
            case .leftOutOfFile: "left out of the file"
            case .notSaved: "not saved"
            case .movedFileAside(let path): "moved the file aside to \(path) and started empty"
            }
        return "\(path): \(problem) (\(done))"
    }

    /// Writes `issue` to standard error as one line, `MirrorMapper: ` and its description: what a
    /// store does with its issues when its configuration names no other handler.
    ///
    /// ```swift
    /// // MirrorMapper: settings.fontSize: expected Int, found String "huge" (kept the declared default)
    /// ```
    @Sendable public static func writeToStandardError(_ issue: DefaultsIssue) {
        FileHandle.standardError.write(Data(standardErrorLine(for: issue).utf8))
    }

    /// The line ``writeToStandardError(_:)`` writes for `issue`, with its line break.
    static func standardErrorLine(for issue: DefaultsIssue) -> String {
        "MirrorMapper: \(issue)\n"
    }
}
