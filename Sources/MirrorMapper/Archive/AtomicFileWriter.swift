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
    /// A new archive gets permissions 0600 whatever the umask. A replaced archive keeps its
    /// permissions (they are never widened, nor narrowed), and when running as root also its
    /// owner and group, so that a privileged process does not take a user's file away from them.
    /// A symbolic link at the archive's path is replaced by a regular file, not followed.
    ///
    /// Call it while holding the archive's ``FileLock`` exclusively when several writers may run.
    ///
    /// - Throws: ``ArchiveFileError`` naming the step, the path and the system's reason (disk
    ///   full, read-only file system, permission denied, …). If any step before the rename fails,
    ///   the temporary file is removed and the archive is untouched. If only the final directory
    ///   `fsync` fails, the new contents are already in place but not known to be on disk.
    static func replaceContents(of paths: ArchivePaths, with data: Data) throws(ArchiveFileError) {
        try DirectoryCreator.createIfMissing(paths.directory)
        let existing = try fileStatus(atPath: paths.file, for: .inspect)
        let temporary = try TemporaryFiles.createLocked(for: paths)
        do throws(ArchiveFileError) {
            if let existing {
                try adoptPermissions(of: existing, into: temporary)
            }
            try writeAll(data, to: temporary)
            try checkedSystemCall(.synchronize, path: temporary.path) { fsync(temporary.descriptor) }
            try checkedSystemCall(.replace, path: paths.file) { rename(temporary.path, paths.file) }
        } catch {
            _ = unlink(temporary.path)
            closeIgnoringErrors(temporary.descriptor)
            throw error
        }
        // Closed only now, so that the temporary file stays locked until it has been renamed.
        closeIgnoringErrors(temporary.descriptor)
        try synchronizeDirectory(paths.directory)
    }

    /// Gives the temporary file the permission bits of the archive it replaces and, when running
    /// as root, its owner and group.
    private static func adoptPermissions(
        of existing: stat,
        into temporary: TemporaryFiles.LockedFile
    ) throws(ArchiveFileError) {
        if geteuid() == 0 {
            try checkedSystemCall(.setPermissions, path: temporary.path) {
                fchown(temporary.descriptor, existing.st_uid, existing.st_gid)
            }
        }
        // After fchown, which may clear set-user-ID bits; only the permission bits are kept.
        try checkedSystemCall(.setPermissions, path: temporary.path) {
            fchmod(temporary.descriptor, existing.st_mode & 0o777)
        }
    }

    /// Writes all of `data` to the temporary file, however many `write` calls that takes.
    private static func writeAll(
        _ data: Data,
        to temporary: TemporaryFiles.LockedFile
    ) throws(ArchiveFileError) {
        var offset = 0
        while offset < data.count {
            let written = try checkedSystemCall(.write, path: temporary.path) {
                data.withUnsafeBytes { bytes in
                    guard let base = bytes.baseAddress else {
                        return 0
                    }
                    return write(temporary.descriptor, base + offset, bytes.count - offset)
                }
            }
            guard written > 0 else {
                // A regular file never accepts zero bytes without an error; do not spin on it.
                throw ArchiveFileError(.write, path: temporary.path, code: EIO)
            }
            offset += written
        }
    }
}
