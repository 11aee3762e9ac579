#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates the directory that holds an archive, private to its owner.
enum DirectoryCreator {
    /// The permissions of every directory this creates: only the owner may list, enter or change
    /// it.
    static let permissions: mode_t = 0o700

    /// Makes sure a directory exists at `path`, creating it and any missing parent with
    /// permissions 0700, whatever the process's umask. Existing directories are left as they are.
    ///
    /// Every directory it creates is flushed into its parent with `fsync`, so that a file written
    /// into it afterwards survives a power loss together with the directory.
    ///
    /// - Throws: ``ArchiveFileError`` when something other than a directory is in the way (also
    ///   when a parent in `path` is a regular file) or the directory cannot be created.
    static func createIfMissing(_ path: String) throws(ArchiveFileError) {
        if let status = try fileStatus(atPath: path, for: .createDirectory) {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw ArchiveFileError(.createDirectory, path: path, code: ENOTDIR)
            }
            return
        }
        let parent = ArchivePaths.parentDirectory(of: path)
        try createIfMissing(parent)
        guard mkdir(path, permissions) == 0 else {
            let code = errno
            // Another thread or process created it in the meantime: check what is there now.
            if code == EEXIST {
                return try createIfMissing(path)
            }
            throw ArchiveFileError(.createDirectory, path: path, code: code)
        }
        // mkdir applies the umask; set the permissions explicitly so that no umask changes them.
        try checkedSystemCall(.createDirectory, path: path) { chmod(path, permissions) }
        // Ordered: the durable flush that ends the write of a file in it makes the entry durable too.
        try synchronizeDirectory(parent, .ordered)
    }
}
