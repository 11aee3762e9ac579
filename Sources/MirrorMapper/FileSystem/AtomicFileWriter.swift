import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents so that, whenever the process or the machine stops, the file holds
/// either all of the old contents or all of the new ones.
enum AtomicFileWriter {
    /// Replaces the contents of the archive of `paths` with `data`, durably.
    ///
    /// The steps: create the archive's directory if missing (0700); write `data` to a new,
    /// locked temporary file in that directory (see ``TemporaryFiles``); `fsync` it; `rename` it
    /// over the archive, which is atomic; `fsync` the directory so the rename itself is on disk.
    ///
    /// A new archive gets permissions 0600 whatever the umask. Only a regular file that belongs
    /// to the process's user is replaced, and it keeps its permissions (they are never widened,
    /// nor narrowed); anything else at the path is refused, so that not even root hands store
    /// data to another user or writes where a planted link leads. When the archive was found
    /// through a symbolic link (``ArchivePaths/link``), the file it leads to is replaced in its
    /// own directory and the link stays; a link to a file that does not exist is refused rather
    /// than creating a file where the link points.
    ///
    /// Call it while holding the archive's ``FileLock`` exclusively when several writers may run.
    ///
    /// - Throws: ``ArchiveFileError`` naming the step, the path and the system's reason (disk
    ///   full, read-only file system, permission denied, …). If any step before the rename fails,
    ///   the temporary file is removed and the archive is untouched. If only the final directory
    ///   `fsync` fails, the new contents are already in place but not known to be on disk.
    static func replaceContents(of paths: ArchivePaths, with data: some ContiguousBytes)
        throws(ArchiveFileError)
    {
        try DirectoryCreator.createIfMissing(paths.directory)
        let existing = try replaceableFile(paths)
        let temporary = try TemporaryFiles.createLocked(for: paths)
        do throws(ArchiveFileError) {
            if let existing {
                try adoptPermissions(of: existing, into: temporary)
            }
            try writeAll(data, to: temporary)
            // Ordered, not durable: the rename cannot reach the disk before these bytes, and the
            // directory's durable flush below empties the drive's cache of both.
            try checkedSystemCall(.synchronize, path: temporary.path) {
                flushToStorage(temporary.descriptor, .ordered)
            }
            try checkedSystemCall(.replace, path: paths.file) { rename(temporary.path, paths.file) }
        } catch {
            _ = unlink(temporary.path)
            closeIgnoringErrors(temporary.descriptor)
            throw error
        }
        // Closed only now, so that the temporary file stays locked until it has been renamed.
        closeIgnoringErrors(temporary.descriptor)
        try synchronizeDirectory(paths.directory, .durable)
    }

    /// The status of the archive that a write replaces, nil when there is none yet.
    ///
    /// - Throws: ``ArchiveFileError`` when what is there is not a regular file of the process's
    ///   user, or the archive was found through a link that leads nowhere.
    private static func replaceableFile(_ paths: ArchivePaths) throws(ArchiveFileError) -> stat? {
        var status = stat()
        guard lstat(paths.file, &status) == 0 else {
            let code = errno
            guard code == ENOENT else {
                throw ArchiveFileError(.inspect, path: paths.file, code: code)
            }
            try paths.requireLinkTarget()
            return nil
        }
        try FileKindCheck.requireOwnRegularFile(status, path: paths.file, for: .replace)
        return status
    }

    /// Gives the temporary file the permission bits of the archive it replaces.
    private static func adoptPermissions(
        of existing: stat,
        into temporary: TemporaryFiles.LockedFile
    ) throws(ArchiveFileError) {
        // Only the permission bits: set-user-ID and the like are never copied.
        try checkedSystemCall(.setPermissions, path: temporary.path) {
            fchmod(temporary.descriptor, existing.st_mode & 0o777)
        }
    }

    /// Writes all of `data` to the temporary file, however many `write` calls that takes.
    private static func writeAll(
        _ data: some ContiguousBytes,
        to temporary: TemporaryFiles.LockedFile
    ) throws(ArchiveFileError) {
        // `withUnsafeBytes` rethrows untyped errors, so the failure is carried out as a value.
        let failure = data.withUnsafeBytes { bytes -> ArchiveFileError? in
            guard let base = bytes.baseAddress else {
                return nil  // nothing to write
            }
            var offset = 0
            while offset < bytes.count {
                do throws(ArchiveFileError) {
                    let written = try checkedSystemCall(.write, path: temporary.path) {
                        write(temporary.descriptor, base + offset, bytes.count - offset)
                    }
                    guard written > 0 else {
                        // A regular file never accepts zero bytes without an error; do not spin on it.
                        return ArchiveFileError(.write, path: temporary.path, code: EIO)
                    }
                    offset += written
                } catch {
                    return error
                }
            }
            return nil
        }
        if let failure {
            throw failure
        }
    }
}
