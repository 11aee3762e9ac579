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
/// storage device, so that a rename survives a power loss.
func synchronizeDirectory(_ path: String) throws(ArchiveFileError) {
    let descriptor = try checkedSystemCall(.synchronizeDirectory, path: path) {
        open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }
    defer { closeIgnoringErrors(descriptor) }
    try checkedSystemCall(.synchronizeDirectory, path: path) { flushToStorage(descriptor) }
}

/// Flushes the open file `descriptor` to the storage device itself, as `fsync` does; returns -1
/// and sets `errno` when it fails. On Apple platforms `fsync` only hands the data to the drive,
/// which may keep it in its cache across a power loss: `F_FULLFSYNC` asks the drive to write it,
/// and `fsync` remains for the file systems that refuse it. Unverified here (DESIGN.md).
func flushToStorage(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
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
