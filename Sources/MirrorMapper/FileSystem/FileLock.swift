import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mutual exclusion for one archive's writers, between processes and between threads.
///
/// Between processes it is an advisory `flock` on a separate lock file (`<name>.lock`, created
/// 0600, never removed: removing it while another process waits on it would let two processes in
/// at once). A separate file, because the archive itself is replaced by rename on every write and
/// a lock on the old file would protect nothing. The lock file is beside the path the archive was
/// given as, also when that path is a symbolic link (see ``ArchivePaths/lockFile``): a process
/// that follows a planted link never creates a file in the directory the link points into.
///
/// The lock file must be a regular file; it is opened without following a symbolic link and
/// without blocking on a FIFO. An exclusive lock, which writes a change counter into the lock
/// file, also needs it to belong to the process's user and to have no other name (hard link), so
/// that a planted link can never make the store write into another file.
///
/// Writers need the lock; readers take none and create nothing: they only read the change
/// counter of a lock file that exists. That is safe because writers replace the archive by
/// `rename`, so a reader always sees a whole file, and the reader checks that the file did not
/// change while it read it.
///
/// `flock` locks belong to an open file description, not to a process. Each instance opens the
/// lock file itself, so two `FileLock` instances for the same archive exclude each other even
/// within one process. An instance keeps its descriptor for exclusive locks open between
/// acquisitions (an open and a close cost as much as the rest of a journaled commit) and checks
/// it again each time with `fstat`: a lock file that was removed or renamed over (no name left)
/// or given a second name is closed and opened anew. The lock is released when the
/// ``LockedArchive`` is destroyed, however the code holding it ends (return or throw), and by the
/// kernel when the process dies. (A child made by `fork` without `exec` would share the kept
/// descriptor's lock; the descriptor is closed on `exec`.) Within one instance an `NSLock` also serializes the threads, so
/// they queue in the process rather than in the kernel.
///
/// Acquisition blocks the calling thread until the lock is granted, so call it from a thread that
/// may block (a dispatch queue or a dedicated thread), not from code on Swift concurrency's
/// cooperative pool that must stay responsive. It is not reentrant: acquiring it again while a
/// ``LockedArchive`` of any instance for the same archive is alive on the thread deadlocks.
final class FileLock: Sendable {
    /// How the archive is used.
    enum Mode: Sendable {
        /// For reading: no lock is taken and nothing is created; the lock file, where it exists,
        /// is opened read-only for its change counter.
        case reading
        /// The lock is held and nobody else holds it, for read-modify-write.
        case exclusive
    }

    /// The paths of the path given for the archive, resolved anew at every acquisition.
    private let given: ArchivePaths
    /// Serializes the threads of this process that use this instance.
    private let threadLock = NSLock()
    /// The lock file last opened for an exclusive lock, kept open: only touched while
    /// ``threadLock`` is held.
    private nonisolated(unsafe) var exclusiveDescriptor: (path: String, descriptor: Int32)?
    /// How many times to retry opening the lock file when it disappears or appears in between.
    private static let openAttempts = 8
    /// Opened like this, the lock file is never a symbolic link's target, and a FIFO does not block.
    private static let openFlags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC

    /// A lock for the archive at `path`.
    init(forArchiveAt path: String) {
        given = ArchivePaths(file: path)
    }

    deinit {
        if let exclusiveDescriptor {
            closeIgnoringErrors(exclusiveDescriptor.descriptor)
        }
    }

    /// Runs `body` while holding the lock in `mode`, then releases it, also when `body` throws.
    /// See ``acquire(_:)``.
    ///
    /// - Throws: ``ArchiveFileError`` when the lock file cannot be opened or locked, or what
    ///   `body` throws.
    func withLock<Result>(
        _ mode: Mode,
        _ body: (borrowing LockedArchive) throws -> Result
    ) throws -> Result {
        let locked = try acquire(mode)
        return try body(locked)
    }

    /// Resolves the archive's path, takes the lock in `mode` and returns the proof, which
    /// releases the lock when it is destroyed. An exclusive lock creates the lock file (0600) and
    /// the archive's directory (0700) if missing; reading takes no lock and creates nothing.
    ///
    /// - Throws: ``ArchiveFileError`` when the path cannot be resolved, or the lock file is not
    ///   acceptable or cannot be opened or locked.
    func acquire(_ mode: Mode) throws(ArchiveFileError) -> LockedArchive {
        threadLock.lock()
        do throws(ArchiveFileError) {
            guard mode == .exclusive else {
                let (paths, status) = try ArchivePaths.resolvingWithStatus(given)
                let descriptor = try openLockFile(of: paths, mode)
                return LockedArchive(
                    paths: paths, statusAtStart: status, mode: mode, lockDescriptor: descriptor, keeper: nil,
                    threadLock: threadLock)
            }
            return try acquireExclusive()
        } catch {
            threadLock.unlock()
            throw error
        }
    }

    /// Takes the exclusive lock. The lock file is beside the path given, whatever that resolves
    /// to (see ``ArchivePaths/lockFile``), so a kept descriptor is locked first and the path
    /// resolved under the lock: the file's status is then taken while nobody else can commit.
    /// ``threadLock`` must be held.
    private func acquireExclusive() throws(ArchiveFileError) -> LockedArchive {
        if let descriptor = keptExclusiveDescriptor() {
            try lock(descriptor, path: given.lockFile)
            do throws(ArchiveFileError) {
                let (paths, status) = try ArchivePaths.resolvingWithStatus(given)
                try paths.requireLinkTarget()
                return LockedArchive(
                    paths: paths, statusAtStart: status, mode: .exclusive, lockDescriptor: descriptor,
                    keeper: self, threadLock: threadLock)
            } catch {
                unlockKept(descriptor)
                throw error
            }
        }
        let paths = try ArchivePaths.resolvingWithStatus(given).paths
        try paths.requireLinkTarget()
        guard let descriptor = try openLockFile(of: paths, .exclusive) else {
            preconditionFailure("an exclusive lock file is opened or the opening throws")
        }
        exclusiveDescriptor = (paths.lockFile, descriptor)
        try lock(descriptor, path: paths.lockFile)
        do throws(ArchiveFileError) {
            return LockedArchive(
                paths: paths, statusAtStart: try fileStatus(atPath: paths.file, for: .inspect),
                mode: .exclusive,
                lockDescriptor: descriptor, keeper: self, threadLock: threadLock)
        } catch {
            unlockKept(descriptor)
            throw error
        }
    }

    /// Locks the kept `descriptor` exclusively; closes and forgets it when that fails.
    private func lock(_ descriptor: Int32, path: String) throws(ArchiveFileError) {
        do throws(ArchiveFileError) {
            try checkedSystemCall(.lock, path: path) { flock(descriptor, LOCK_EX) }
        } catch {
            closeIgnoringErrors(descriptor)
            exclusiveDescriptor = nil
            throw error
        }
    }

    /// The kept descriptor of the lock file for an exclusive lock, while it is still the lock
    /// file of the path given with that one name; nil, closing it, otherwise. ``threadLock`` must
    /// be held.
    private func keptExclusiveDescriptor() -> Int32? {
        guard let kept = exclusiveDescriptor else {
            return nil
        }
        var status = stat()
        if kept.path == given.lockFile, fstat(kept.descriptor, &status) == 0,
            status.st_nlink == 1
        {
            return kept.descriptor
        }
        closeIgnoringErrors(kept.descriptor)
        exclusiveDescriptor = nil
        return nil
    }

    /// Releases the lock on the kept descriptor; should that fail, closes it, which releases it.
    /// ``threadLock`` must be held.
    fileprivate func unlockKept(_ descriptor: Int32) {
        guard flock(descriptor, LOCK_UN) != 0 else {
            return
        }
        closeIgnoringErrors(descriptor)
        if exclusiveDescriptor?.descriptor == descriptor {
            exclusiveDescriptor = nil
        }
    }

    /// Opens the lock file: for an exclusive lock, for reading and writing, creating it with
    /// permissions 0600 if missing; for reading, read-only, and nil where there is none or it may
    /// not be read (a read then goes without its change counter).
    private func openLockFile(of paths: ArchivePaths, _ mode: Mode) throws(ArchiveFileError) -> Int32? {
        let path = paths.lockFile
        for _ in 0..<Self.openAttempts {
            let existing = open(path, (mode == .exclusive ? O_RDWR : O_RDONLY) | Self.openFlags)
            if existing != -1 {
                return try checked(existing, paths, mode)
            }
            let openCode = errno
            switch openCode {
            case EINTR:
                continue
            case _ where mode == .reading && (openCode == ENOENT || Self.isReadOnlyRefusal(openCode)):
                return nil
            case ENOENT:
                try DirectoryCreator.createIfMissing(paths.directory)
                switch try createLockFile(path) {
                case .created(let descriptor): return descriptor
                case .exists: continue
                case .refused(let code): throw ArchiveFileError(.lock, path: path, code: code)
                }
            case ELOOP:
                var status = stat()
                if lstat(path, &status) == 0 {
                    try FileKindCheck.requireRegularFile(status, path: path, for: .lock)
                }
                throw ArchiveFileError(.lock, path: path, code: openCode)
            default:
                throw ArchiveFileError(.lock, path: path, code: openCode)
            }
        }
        throw ArchiveFileError(.lock, path: path, code: ENOENT)
    }

    /// Whether an `errno` value says the file system or the permissions forbid writing here.
    private static func isReadOnlyRefusal(_ code: Int32) -> Bool {
        code == EROFS || code == EACCES || code == EPERM
    }

    /// `descriptor`, once the file it opened is found acceptable as the lock file for `mode`;
    /// closes it and throws otherwise.
    private func checked(_ descriptor: Int32, _ paths: ArchivePaths, _ mode: Mode) throws(ArchiveFileError)
        -> Int32
    {
        do throws(ArchiveFileError) {
            let status = try fileStatus(ofDescriptor: descriptor, path: paths.lockFile, for: .lock)
            guard mode == .exclusive else {
                try FileKindCheck.requireRegularFile(status, path: paths.lockFile, for: .lock)
                return descriptor
            }
            try FileKindCheck.requireOwnRegularFile(status, path: paths.lockFile, for: .lock)
            guard status.st_nlink == 1 else {
                throw ArchiveFileError(
                    .lock, path: paths.lockFile, code: EMLINK,
                    reason: "it has \(status.st_nlink) names (hard links); a lock file must have one")
            }
            return descriptor
        } catch {
            closeIgnoringErrors(descriptor)
            throw error
        }
    }

    /// What creating the lock file did.
    private enum Creation {
        case created(Int32)
        /// Another thread or process created it first.
        case exists
        case refused(Int32)
    }

    /// Creates the lock file exclusively with permissions 0600, whatever the umask.
    private func createLockFile(_ path: String) throws(ArchiveFileError) -> Creation {
        let created = open(
            path, O_RDWR | O_CREAT | O_EXCL | Self.openFlags, TemporaryFiles.defaultPermissions)
        guard created != -1 else {
            let code = errno
            return code == EEXIST || code == EINTR ? .exists : .refused(code)
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
        return .created(created)
    }
}

/// The archive's files as resolved by ``FileLock/acquire(_:)`` and, for an exclusive acquisition,
/// proof that the lock is held: the lock is released when this is destroyed. It cannot be copied,
/// so it never outlives the lock.
struct LockedArchive: ~Copyable {
    /// The files of the locked archive, resolved (see ``ArchivePaths/resolving(_:)``).
    let paths: ArchivePaths
    /// The status of the archive's file when the acquisition began, after the lock was taken
    /// for an exclusive one; nil when there was none. See ``versionAtStart(keeping:)``.
    let statusAtStart: stat?
    /// How the archive is used.
    let mode: FileLock.Mode
    /// The open lock file, which also stores the change counter (see ``ArchiveVersion``), locked
    /// for an exclusive acquisition; nil for reading where there is no lock file or it may not be
    /// read, and the archive is read without it.
    let lockDescriptor: Int32?
    /// The ``FileLock`` that keeps ``lockDescriptor`` open, which then unlocks it rather than
    /// close it; nil when the descriptor is this proof's own.
    private let keeper: FileLock?
    /// The lock of the ``FileLock`` instance, held by this thread until this is destroyed.
    private let threadLock: NSLock

    init(
        paths: ArchivePaths, statusAtStart: stat?, mode: FileLock.Mode, lockDescriptor: Int32?,
        keeper: FileLock?, threadLock: NSLock
    ) {
        self.paths = paths
        self.statusAtStart = statusAtStart
        self.mode = mode
        self.lockDescriptor = lockDescriptor
        self.keeper = keeper
        self.threadLock = threadLock
    }

    deinit {
        if let lockDescriptor {
            if let keeper {
                keeper.unlockKept(lockDescriptor)
            } else {
                closeIgnoringErrors(lockDescriptor)
            }
        }
        threadLock.unlock()
    }
}
