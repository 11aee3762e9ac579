import Foundation

/// `error.localizedDescription` is the error's own message: Foundation reads it from
/// `LocalizedError`, and without this it says only "The operation could not be completed".
///
/// ```swift
/// catch { print(error.localizedDescription) }   // age: expected Int, found String "old"
/// ```
extension MappingError: LocalizedError {
    /// The same text as ``description``: the path and the problem.
    public var errorDescription: String? { description }
}
