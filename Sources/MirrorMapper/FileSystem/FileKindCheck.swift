#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the archive accepts at its paths: only regular files, and, for the files it writes into
/// or replaces, only those of the process's own user. Anything else (a FIFO that would block a
/// read forever, a device that never ends, a file a planted link leads to) is refused with an
/// error that says what was found, before a byte is read or written.
enum FileKindCheck {
    /// Throws unless `status` describes a regular file.
    static func requireRegularFile(
        _ status: stat,
        path: String,
        for operation: ArchiveFileError.Operation
    ) throws(ArchiveFileError) {
        let kind = status.st_mode & S_IFMT
        guard kind != S_IFREG else {
            return
        }
        let code: Int32 =
            switch kind {
            case S_IFDIR: EISDIR
            case S_IFLNK: ELOOP
            default: EINVAL
            }
        throw ArchiveFileError(
            operation, path: path, code: code, reason: "it is \(name(of: kind)), not a regular file")
    }

    /// Throws unless `status` describes a regular file that belongs to the process's effective
    /// user, so that not even root writes into, or hands store data to, a file of someone else.
    static func requireOwnRegularFile(
        _ status: stat,
        path: String,
        for operation: ArchiveFileError.Operation
    ) throws(ArchiveFileError) {
        try requireRegularFile(status, path: path, for: operation)
        let user = geteuid()
        guard status.st_uid == user else {
            throw ArchiveFileError(
                operation, path: path, code: EPERM,
                reason: "it belongs to user \(status.st_uid), not to this process's user \(user)")
        }
    }

    /// Throws unless `status` describes a file a store may take for its journal: a regular file
    /// of `owner` (the store's user), with one name, that no other user may read or write. The
    /// store makes its journal so; anything else at the journal's path was planted or changed by
    /// someone else: a link that would make a reset truncate another file, or records another
    /// user could have written.
    static func requireJournal(
        _ status: stat,
        path: String,
        owner: uid_t,
        for operation: ArchiveFileError.Operation
    ) throws(ArchiveFileError) {
        try requireRegularFile(status, path: path, for: operation)
        guard status.st_uid == owner else {
            throw ArchiveFileError(
                operation, path: path, code: EPERM,
                reason: "it belongs to user \(status.st_uid), not to the store's user \(owner)")
        }
        guard status.st_nlink == 1 else {
            throw ArchiveFileError(
                operation, path: path, code: EMLINK,
                reason: "it has \(status.st_nlink) names (hard links); a journal must have one")
        }
        let permissions = status.st_mode & 0o777
        guard permissions & 0o077 == 0 else {
            throw ArchiveFileError(
                operation, path: path, code: EPERM,
                reason: "its permissions \(String(permissions, radix: 8)) let other users read or write it;"
                    + " a journal must be readable and writable by its owner only (0600)")
        }
    }

    /// The kind of file that the `S_IFMT` bits `kind` stand for, with its article.
    private static func name(of kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a file of unknown kind"
        }
    }
}
