#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding the file an archive's path leads to.
///
/// People link configuration files into place (dotfile managers do), so a symbolic link at the
/// archive's path is followed, through further links, to the file it leads to; that file is read
/// and replaced in its own directory, the lock stays beside the path given (see
/// ``ArchivePaths/lockFile``), and the links stay as they are. Whether the
/// file may be written is decided where it is written (see ``AtomicFileWriter``): only a regular
/// file of the process's own user, and never a file a link leads to that does not exist.
extension ArchivePaths {
    /// The most symbolic links followed one after the other, as many as Linux follows.
    private static let maximumLinkCount = 40

    /// The paths of the archive given as `path`, with `path` resolved to the file it leads to.
    ///
    /// - Throws: ``ArchiveFileError`` when the file's name is longer than
    ///   ``maximumFileNameLength``, the links form a loop or a chain longer than 40, or a path
    ///   cannot be inspected (a parent that is not a directory, no permission).
    static func resolving(_ path: String) throws(ArchiveFileError) -> ArchivePaths {
        try resolvingWithStatus(ArchivePaths(file: path)).paths
    }

    /// ``resolving(_:)`` for the archive described as `given` (the paths of the path given, which
    /// it returns when that is no symbolic link), and the status of the file found (`lstat` of a
    /// file that is no link), nil when there is none.
    static func resolvingWithStatus(_ given: ArchivePaths) throws(ArchiveFileError)
        -> (paths: ArchivePaths, status: stat?)
    {
        let path = given.file
        func paths(of file: String) -> ArchivePaths {
            file == path ? given : ArchivePaths(file: file, link: path)
        }
        var file = path
        for _ in 0...maximumLinkCount {
            var status = stat()
            guard lstat(file, &status) == 0 else {
                let code = errno
                guard code == ENOENT else {
                    throw ArchiveFileError(.inspect, path: file, code: code)
                }
                return (try checked(paths(of: file)), nil)
            }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                return (try checked(paths(of: file)), status)
            }
            let target = try linkTarget(of: file)
            file = target.hasPrefix("/") ? target : parentDirectory(of: file) + "/" + target
        }
        throw ArchiveFileError(.inspect, path: path, code: ELOOP)
    }

    /// Throws when the archive was found through a symbolic link that leads to no file: the
    /// archive neither creates a file where such a link points nor anything beside it.
    func requireLinkTarget() throws(ArchiveFileError) {
        guard let link, try fileStatus(atPath: file, for: .inspect) == nil else {
            return
        }
        throw ArchiveFileError(
            .replace, path: link, code: ENOENT,
            reason: "it is a symbolic link to \(file), which does not exist")
    }

    /// `paths`, once its file name is known to leave room for the names of the archive's own files.
    private static func checked(_ paths: ArchivePaths) throws(ArchiveFileError) -> ArchivePaths {
        let length = paths.fileName.utf8.count
        guard length <= maximumFileNameLength else {
            throw ArchiveFileError(
                .inspect, path: paths.file, code: ENAMETOOLONG,
                reason:
                    "its name is \(length) bytes long, and a store's file name may have at most \(maximumFileNameLength)"
            )
        }
        return paths
    }

    /// The path the symbolic link at `path` holds, as written in the link.
    private static func linkTarget(of path: String) throws(ArchiveFileError) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = try checkedSystemCall(.inspect, path: path) {
            buffer.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    guard let base = characters.baseAddress else {
                        return -1
                    }
                    return readlink(path, base, characters.count)
                }
            }
        }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }
}
