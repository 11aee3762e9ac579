#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files that receive an archive's new contents, and the removal of those left
/// behind by writers that died.
///
/// A writer holds an exclusive `flock` on its temporary file from just after creating it until
/// it has renamed it over the archive; the kernel releases that lock when the writer's process
/// dies, however it dies. A temporary file nobody holds a lock on is therefore a leftover, and a
/// locked one belongs to a live writer and is never touched. This needs no clock and no guess
/// about how long a write may take, and it works whether or not the writer also holds the
/// archive's ``FileLock``.
///
/// The one gap, between a writer creating its file and locking it, is closed on the writer's
/// side: once it holds the lock it checks that its file still has a name (`st_nlink > 0`) and
/// starts over with a new file if a cleanup removed it in that instant. The cleanup, in turn,
/// checks after locking that the name still refers to the file it locked, so it never removes a
/// name that a writer has meanwhile renamed.
enum TemporaryFiles {
    /// The permissions of a new temporary file, and so of a new archive: read and write for the
    /// owner only.
    static let defaultPermissions: mode_t = 0o600

    /// How many random names to try before giving up, should names already be taken.
    private static let creationAttempts = 8

    /// An open, exclusively locked temporary file next to an archive.
    struct LockedFile {
        /// The open descriptor, for writing; closing it releases the lock.
        let descriptor: Int32
        /// Where the file is.
        let path: String
    }

    /// Creates a new temporary file next to the archive of `paths`, open for writing, with
    /// permissions 0600 whatever the umask, and locked so that
    /// ``removeAbandoned(of:)`` leaves it alone. The caller closes the descriptor once the file
    /// is renamed or removed.
    static func createLocked(for paths: ArchivePaths) throws(ArchiveFileError) -> LockedFile {
        var lastPath = paths.file
        for _ in 0..<creationAttempts {
            let path = paths.newTemporaryFile()
            lastPath = path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, defaultPermissions)
            guard descriptor != -1 else {
                let code = errno
                if code == EEXIST || code == EINTR {
                    continue
                }
                throw ArchiveFileError(.createTemporaryFile, path: paths.file, code: code)
            }
            do throws(ArchiveFileError) {
                try checkedSystemCall(.createTemporaryFile, path: path) { flock(descriptor, LOCK_EX) }
                let status = try fileStatus(ofDescriptor: descriptor, path: path, for: .createTemporaryFile)
                guard status.st_nlink > 0 else {
                    // A cleanup removed the file before it was locked: try again with a new one.
                    closeIgnoringErrors(descriptor)
                    continue
                }
                // open applies the umask; set the permissions explicitly so no umask changes them.
                try checkedSystemCall(.setPermissions, path: path) {
                    fchmod(descriptor, defaultPermissions)
                }
                return LockedFile(descriptor: descriptor, path: path)
            } catch {
                _ = unlink(path)
                closeIgnoringErrors(descriptor)
                throw error
            }
        }
        throw ArchiveFileError(.createTemporaryFile, path: lastPath, code: EEXIST)
    }

    /// Removes the temporary files of the archive of `paths` that no live writer holds, and
    /// returns their paths. Other files in the directory, and temporary files of other archives,
    /// are never touched.
    ///
    /// - Throws: ``ArchiveFileError`` when the directory cannot be listed or a leftover cannot be
    ///   removed. A missing directory has no leftovers and is no error.
    static func removeAbandoned(of paths: ArchivePaths) throws(ArchiveFileError) -> [String] {
        var removed: [String] = []
        for name in try entryNames(in: paths.directory) where paths.isTemporaryFile(named: name) {
            let path = paths.directory + "/" + name
            if try removeIfAbandoned(path) {
                removed.append(path)
            }
        }
        return removed
    }

    /// Removes the temporary file at `path` if no writer holds its lock, and tells whether it did.
    private static func removeIfAbandoned(_ path: String) throws(ArchiveFileError) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor != -1 else {
            let code = errno
            // Renamed over the archive or removed since the directory was listed.
            if code == ENOENT {
                return false
            }
            throw ArchiveFileError(.removeTemporaryFile, path: path, code: code)
        }
        defer { closeIgnoringErrors(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            // A live writer holds it (or a signal interrupted the attempt): leave it.
            if code == EWOULDBLOCK || code == EINTR {
                return false
            }
            throw ArchiveFileError(.removeTemporaryFile, path: path, code: code)
        }
        let locked = try fileStatus(ofDescriptor: descriptor, path: path, for: .removeTemporaryFile)
        guard let named = try fileStatus(atPath: path, for: .removeTemporaryFile),
            isSameFile(locked, named)
        else {
            // The name no longer refers to the file that was locked: nothing to remove.
            return false
        }
        guard unlink(path) == 0 else {
            let code = errno
            if code == ENOENT {
                return false
            }
            throw ArchiveFileError(.removeTemporaryFile, path: path, code: code)
        }
        return true
    }

    /// The names in the directory at `path`, without `.` and `..`; none when it does not exist.
    private static func entryNames(in path: String) throws(ArchiveFileError) -> [String] {
        guard let directory = opendir(path) else {
            let code = errno
            if code == ENOENT {
                return []
            }
            throw ArchiveFileError(.listDirectory, path: path, code: code)
        }
        defer { _ = closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                let code = errno
                if code != 0 {
                    throw ArchiveFileError(.listDirectory, path: path, code: code)
                }
                return names
            }
            let name = withUnsafePointer(to: entry.pointee.d_name) { namePointer in
                namePointer.withMemoryRebound(
                    to: CChar.self,
                    capacity: MemoryLayout.size(ofValue: namePointer.pointee)
                ) { String(cString: $0) }
            }
            if name != "." && name != ".." {
                names.append(name)
            }
        }
    }
}
