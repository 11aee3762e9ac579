import Foundation

/// `error.localizedDescription` is the error's own message: Foundation reads it from
/// `LocalizedError`, and without this it says only "The operation could not be completed".
///
/// ```swift
/// catch { print(error.localizedDescription) }   // unexpected character '1' at line 1, column 7 …
/// ```
extension JSONError: LocalizedError {
    /// The same text as ``description``: the problem and where it is.
    public var errorDescription: String? { description }
}
