#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `call`, a system call that returns -1 and sets `errno` when it fails, again as long as a
/// signal interrupts it (`EINTR`), and turns any other failure into an ``ArchiveFileError``.
@discardableResult
func checkedSystemCall<Value: BinaryInteger>(
    _ operation: ArchiveFileError.Operation,
    path: String,
    _ call: () -> Value
) throws(ArchiveFileError) -> Value {
    while true {
        let result = call()
        if result != -1 {
            return result
        }
        let code = errno
        if code != EINTR {
            throw ArchiveFileError(operation, path: path, code: code)
        }
    }
}

/// The status (`stat`) of the file at `path`, following symbolic links, or nil when nothing
/// exists there.
func fileStatus(
    atPath path: String,
    for operation: ArchiveFileError.Operation
) throws(ArchiveFileError) -> stat? {
    try status(atPath: path, for: operation) { stat($0, $1) }
}

/// The status (`lstat`) of the entry at `path` itself, a symbolic link not followed, or nil when
/// nothing exists there: for the files a store makes itself, which are never links.
func entryStatus(
    atPath path: String,
    for operation: ArchiveFileError.Operation
) throws(ArchiveFileError) -> stat? {
    try status(atPath: path, for: operation) { lstat($0, $1) }
}

/// What `call` (`stat` or `lstat`) says of `path`, or nil when nothing exists there.
private func status(
    atPath path: String,
    for operation: ArchiveFileError.Operation,
    _ call: (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32
) throws(ArchiveFileError) -> stat? {
    var status = stat()
    guard call(path, &status) == 0 else {
        let code = errno
        if code == ENOENT {
            return nil
        }
        throw ArchiveFileError(operation, path: path, code: code)
    }
    return status
}

/// The status (`fstat`) of the open file `descriptor`, which was opened from `path`.
func fileStatus(
    ofDescriptor descriptor: Int32,
    path: String,
    for operation: ArchiveFileError.Operation
) throws(ArchiveFileError) -> stat {
    var status = stat()
    try checkedSystemCall(operation, path: path) { fstat(descriptor, &status) }
    return status
}

/// Whether two statuses describe the same file (the same inode on the same device).
func isSameFile(_ first: stat, _ second: stat) -> Bool {
    first.st_dev == second.st_dev && first.st_ino == second.st_ino
}

/// Flushes the entries of the directory at `path` (names created, renamed or removed in it) to the
/// storage device, as far as `flush` says, so that a rename survives a power loss.
func synchronizeDirectory(_ path: String, _ flush: StorageFlush) throws(ArchiveFileError) {
    let descriptor = try checkedSystemCall(.synchronizeDirectory, path: path) {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    defer { closeIgnoringErrors(descriptor) }
    try checkedSystemCall(.synchronizeDirectory, path: path) { flushToStorage(descriptor, flush) }
}

/// How far a flush takes what was written before it. On Linux both are `fsync`, which empties the
/// drive's cache too. On Apple platforms `fsync` only hands the data to the drive, which may keep
/// it in its cache across a power loss and write it out of order; the two flushes differ there.
enum StorageFlush {
    /// On the drive's medium before anything written after the flush (`F_BARRIERFSYNC`): for a
    /// step that a later ``durable`` flush on the same drive completes, such as a temporary file
    /// before the rename that publishes it. Cheaper than ``durable``: nothing waits for the drive
    /// to empty its cache.
    case ordered
    /// On the drive's medium, with everything handed to the drive before it (`F_FULLFSYNC`, which
    /// empties the drive's whole cache): for the step after which a change is promised durable.
    case durable
}

/// Flushes the open file `descriptor` to the storage device, as far as `flush` says; returns -1
/// and sets `errno` when it fails. On Apple platforms a file system that refuses `F_BARRIERFSYNC`
/// gets `F_FULLFSYNC`, and one that refuses that too gets `fsync`. Unverified on Apple platforms
/// (DESIGN.md, "Platforms").
func flushToStorage(_ descriptor: Int32, _ flush: StorageFlush) -> Int32 {
    #if canImport(Darwin)
        if flush == .ordered, fcntl(descriptor, F_BARRIERFSYNC) != -1 {
            return 0
        }
        if fcntl(descriptor, F_FULLFSYNC) != -1 {
            return 0
        }
        return fsync(descriptor)
    #else
        return fsync(descriptor)
    #endif
}

/// Closes `descriptor` where a failure could not lose data: the file was only read or locked, or
/// its contents were already flushed with `fsync`. It is not retried on `EINTR`, because Linux
/// releases the descriptor even then and a retry could close a descriptor another thread just
/// opened.
func closeIgnoringErrors(_ descriptor: Int32) {
    _ = close(descriptor)
}
