#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation of the archive failed: the operating system refused to read, write, lock or
/// move one of the archive's files.
///
/// The ``description`` names the step, the path and the system's explanation, for example
/// `could not create a temporary file next to /home/me/.config/app/defaults.json: Read-only file
/// system (errno 30)`. When a write fails, the archive file still holds its previous contents.
public struct ArchiveFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The step that failed.
    public enum Operation: String, Equatable, Sendable {
        /// Creating the directory that holds the archive.
        case createDirectory = "create the directory"
        /// Reading the metadata (`stat`) of a file or directory.
        case inspect = "inspect"
        /// Listing the entries of the directory that holds the archive.
        case listDirectory = "list the directory"
        /// Creating the temporary file that receives new contents before they replace the archive.
        case createTemporaryFile = "create a temporary file next to"
        /// Giving the temporary file the archive's permissions or owner.
        case setPermissions = "set the permissions of"
        /// Writing new contents to the temporary file.
        case write = "write"
        /// Flushing the temporary file's contents to the storage device (`fsync`).
        case synchronize = "flush to disk"
        /// Renaming the temporary file over the archive.
        case replace = "replace"
        /// Flushing the directory entry of the replaced archive to the storage device.
        case synchronizeDirectory = "flush to disk the directory"
        /// Reading the archive.
        case read = "read"
        /// Opening or locking the lock file, or reading or writing the change counter it holds.
        case lock = "lock"
        /// Moving an unreadable or corrupt archive aside.
        case moveAside = "move aside"
        /// Removing a temporary file left behind by a writer that died.
        case removeTemporaryFile = "remove the leftover temporary file"
    }

    /// The step that failed.
    public let operation: Operation
    /// The path of the file or directory the step worked on.
    public let path: String
    /// The `errno` value the operating system reported.
    public let code: Int32
    /// The operating system's explanation of ``code``, as `strerror` gives it, or the store's own
    /// when it refused something the system would have allowed (`it is a symbolic link, not a
    /// regular file`).
    public let reason: String

    /// Creates an error for `operation` on `path` that failed with the `errno` value `code`.
    public init(_ operation: Operation, path: String, code: Int32) {
        self.init(operation, path: path, code: code, reason: String(cString: strerror(code)))
    }

    /// Creates an error for `operation` on `path` that the store refused for `reason`, with the
    /// `errno` value closest to it as `code`.
    init(_ operation: Operation, path: String, code: Int32, reason: String) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = reason
    }

    /// A sentence naming the step, the path and the system's explanation.
    public var description: String {
        "could not \(operation.rawValue) \(path): \(reason) (errno \(code))"
    }
}
