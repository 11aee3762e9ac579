import Foundation

/// `error.localizedDescription` is the error's own message for the store's errors: Foundation reads
/// it from `LocalizedError`, and without this it says only "The operation could not be completed".
///
/// ```swift
/// catch { print(error.localizedDescription) }   // the value for "draft" cannot be stored: …
/// ```
extension DefaultsError: LocalizedError {
    /// The same text as ``description``: the file or key and the reason.
    public var errorDescription: String? { description }
}

/// The file error a ``DefaultsError/file(_:)`` holds, with its own message as
/// `localizedDescription` too (kept beside ``DefaultsError``'s: the two are the store's errors).
extension ArchiveFileError: LocalizedError {
    /// The same text as ``description``: the step, the path and the system's explanation.
    public var errorDescription: String? { description }
}
