import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moves an unreadable or corrupt archive out of the way, keeping it for inspection, so that it
/// is never silently replaced.
enum CorruptFileQuarantine {
    /// How many names (`…-2`, `…-3`, …) to try for copies moved aside within the same second.
    private static let nameAttempts = 1000

    /// Renames the archive of `paths` to `<name>.corrupt-<UTC time of now>`, never over an earlier
    /// copy: when that name is taken, `-2`, `-3`… is appended. Returns the new path.
    ///
    /// The new name is first reserved by creating it exclusively (`O_EXCL`), then the archive is
    /// renamed over that empty reservation, so an earlier copy can never be replaced, on any file
    /// system. The directory is flushed afterwards. Call it while holding the archive's
    /// ``FileLock`` exclusively.
    ///
    /// - Throws: ``ArchiveFileError`` when the archive is missing or cannot be renamed; the
    ///   archive then stays where it was.
    static func moveAside(_ paths: ArchivePaths, now: Date = Date()) throws(ArchiveFileError) -> String {
        let reserved = try reserveName(for: paths, at: now)
        do throws(ArchiveFileError) {
            try checkedSystemCall(.moveAside, path: paths.file) { rename(paths.file, reserved) }
        } catch {
            _ = unlink(reserved)
            throw error
        }
        // Durable: the issue that reports the move names the new path, which must hold then.
        try synchronizeDirectory(paths.directory, .durable)
        return reserved
    }

    /// Why the corrupt archive of `paths`, a file of user `owner`, may not be moved aside; nil when
    /// it may. Only the process's user's own file at the archive's own path is moved: a file a
    /// symbolic link leads to belongs to whoever made the link (a dotfiles repository, another
    /// program), and another user's file is never renamed, not even by root.
    static func refusal(of paths: ArchivePaths, owner: uid_t?) -> String? {
        if let link = paths.link {
            return "it is the file the symbolic link \(link) leads to"
        }
        if let owner, owner != geteuid() {
            return "it belongs to user \(owner), not to this process's user \(geteuid())"
        }
        return nil
    }

    /// Creates an empty file under the first free name for a copy moved aside at `date`.
    private static func reserveName(for paths: ArchivePaths, at date: Date) throws(ArchiveFileError) -> String
    {
        var candidate = paths.file
        for attempt in 1...nameAttempts {
            candidate = paths.corruptCopy(at: date, attempt: attempt)
            let descriptor = open(
                candidate,
                O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
                TemporaryFiles.defaultPermissions
            )
            if descriptor != -1 {
                closeIgnoringErrors(descriptor)
                return candidate
            }
            let code = errno
            if code != EEXIST && code != EINTR {
                throw ArchiveFileError(.moveAside, path: candidate, code: code)
            }
        }
        throw ArchiveFileError(.moveAside, path: candidate, code: EEXIST)
    }
}
