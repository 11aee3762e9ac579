import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mutual exclusion for one archive, between processes and between threads.
///
/// Between processes it is an advisory `flock` on a separate lock file next to the archive
/// (`<name>.lock`, created 0600, never removed: removing it while another process waits on it
/// would let two processes in at once). A separate file, because the archive itself is replaced
/// by rename on every write and a lock on the old file would protect nothing.
///
/// `flock` locks belong to an open file description, not to a process. Every acquisition opens
/// the lock file anew, so two `FileLock` instances for the same archive exclude each other even
/// within one process, and a lock is released when its descriptor is closed: at the end of
/// ``withLock(_:_:)`` however the body ends (return or throw), and by the kernel when the process
/// dies. Within one instance an `NSLock` also serializes the threads, so they queue in the
/// process rather than in the kernel.
///
/// Acquisition blocks the calling thread until the lock is granted, so call it from a thread that
/// may block (a dispatch queue or a dedicated thread), not from code on Swift concurrency's
/// cooperative pool that must stay responsive. It is not reentrant: calling ``withLock(_:_:)``
/// again from inside its body, on any instance for the same archive, deadlocks.
final class FileLock: Sendable {
    /// How the lock is held.
    enum Mode: Sendable {
        /// Other processes may hold it shared at the same time, for reading.
        case shared
        /// Nobody else holds it, for read-modify-write.
        case exclusive
    }

    /// The files of the archive this lock protects.
    let paths: ArchivePaths
    /// Serializes the threads of this process that use this instance.
    private let threadLock = NSLock()
    /// How many times to retry opening the lock file when it disappears or appears in between.
    private static let openAttempts = 8

    /// A lock for the archive of `paths`.
    init(for paths: ArchivePaths) {
        self.paths = paths
    }

    /// Runs `body` while holding the lock in `mode`, then releases it, also when `body` throws.
    /// Creates the lock file (0600) and its directory (0700) if missing.
    ///
    /// - Throws: ``ArchiveFileError`` when the lock file cannot be opened or locked, or what
    ///   `body` throws.
    func withLock<Result>(
        _ mode: Mode,
        _ body: (borrowing LockedArchive) throws -> Result
    ) throws -> Result {
        try threadLock.withLock {
            let descriptor = try openLockFile()
            defer { closeIgnoringErrors(descriptor) }
            try checkedSystemCall(.lock, path: paths.lockFile) {
                flock(descriptor, mode == .exclusive ? LOCK_EX : LOCK_SH)
            }
            return try body(LockedArchive(paths: paths, mode: mode, lockDescriptor: descriptor))
        }
    }

    /// Opens the lock file for reading and writing, creating it with permissions 0600 if missing.
    private func openLockFile() throws(ArchiveFileError) -> Int32 {
        let path = paths.lockFile
        for _ in 0..<Self.openAttempts {
            let existing = open(path, O_RDWR | O_CLOEXEC)
            if existing != -1 {
                return existing
            }
            let openCode = errno
            guard openCode == ENOENT || openCode == EINTR else {
                throw ArchiveFileError(.lock, path: path, code: openCode)
            }
            try DirectoryCreator.createIfMissing(paths.directory)
            let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, TemporaryFiles.defaultPermissions)
            guard created != -1 else {
                let createCode = errno
                // Another thread or process created it first: open theirs.
                if createCode == EEXIST || createCode == EINTR {
                    continue
                }
                throw ArchiveFileError(.lock, path: path, code: createCode)
            }
            do throws(ArchiveFileError) {
                // open applies the umask; set the permissions explicitly so no umask changes them.
                try checkedSystemCall(.lock, path: path) {
                    fchmod(created, TemporaryFiles.defaultPermissions)
                }
            } catch {
                closeIgnoringErrors(created)
                throw error
            }
            return created
        }
        throw ArchiveFileError(.lock, path: path, code: ENOENT)
    }
}

/// Proof that the lock of an archive is held, handed to the body of ``FileLock/withLock(_:_:)``.
/// It cannot be copied out of the body, so it never outlives the lock.
struct LockedArchive: ~Copyable {
    /// The files of the locked archive.
    let paths: ArchivePaths
    /// How the lock is held.
    let mode: FileLock.Mode
    /// The open, locked lock file; it also stores the change counter (see ``ArchiveVersion``).
    let lockDescriptor: Int32
}
