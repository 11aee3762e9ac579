import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What reading an archive found.
enum ArchiveFileContents: Equatable, Sendable {
    /// No file exists at the path (nor, perhaps, its directory).
    case missing
    /// The file exists and holds zero bytes.
    case empty
    /// The file's bytes, at least one.
    case bytes(Data)
}

/// An archive's contents read whole, and the fingerprint of the file they were read from.
struct ArchiveSnapshot: Sendable {
    let contents: ArchiveFileContents
    /// The file's identity, size and timestamps while it was read; nil when it is missing.
    let fingerprint: FileFingerprint?
}

/// Reads an archive whole, and only when what it reads is a whole version of the file.
///
/// Writers that use the archive's protocol replace the file by `rename`, so an open file never
/// changes under a reader; but another program may rewrite it in place (an editor, a
/// configuration tool, `cat > file`). So a read checks that the file's fingerprint is the same
/// before and after, that it read as many bytes as the file holds, and that the path still names
/// the file it read; otherwise it reads again, a bounded number of times.
enum ArchiveFileReader {
    /// The most bytes an archive may hold: a larger one (or a device that never ends) is refused
    /// before it is read, instead of exhausting memory.
    static let maximumSize = 256 << 20
    /// The size of each `read` when the file's size is unknown or it grows while being read.
    private static let chunkSize = 64 * 1024
    /// How many times a file that changed while it was read is read again.
    private static let readAttempts = 40

    /// Reads the whole file at `path`, telling a missing file from an empty one. A special file (a
    /// FIFO, a device, a socket, a directory) is refused without blocking on it.
    ///
    /// - Throws: ``ArchiveFileError`` when something exists at `path` but cannot be read: no
    ///   permission, not a regular file, larger than ``maximumSize``, a parent that is not a
    ///   directory, an I/O error, or a file that changed every time it was read.
    static func snapshot(of path: String) throws(ArchiveFileError) -> ArchiveSnapshot {
        for attempt in 0..<readAttempts {
            if let snapshot = try readOnce(path) {
                return snapshot
            }
            // From 0.1 ms, doubling, to at most 10 ms: about a quarter of a second in all.
            usleep(UInt32(min(100 << attempt, 10_000)))
        }
        throw ArchiveFileError(
            .read, path: path, code: EAGAIN,
            reason:
                "it changed while it was read, \(readAttempts) times: another program is writing it in place")
    }

    /// The file's contents, or nil when it changed while being read.
    private static func readOnce(_ path: String) throws(ArchiveFileError) -> ArchiveSnapshot? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor != -1 else {
            let code = errno
            if code == ENOENT {
                return ArchiveSnapshot(contents: .missing, fingerprint: nil)
            }
            // A socket cannot be opened at all (ENXIO): say what is there rather than why not.
            if let status = try fileStatus(atPath: path, for: .read) {
                try FileKindCheck.requireRegularFile(status, path: path, for: .read)
            }
            throw ArchiveFileError(.read, path: path, code: code)
        }
        defer { closeIgnoringErrors(descriptor) }
        let before = try fileStatus(ofDescriptor: descriptor, path: path, for: .read)
        try FileKindCheck.requireRegularFile(before, path: path, for: .read)
        try requireWithinMaximumSize(Int(before.st_size), path: path)
        let contents = try readAll(descriptor, path: path, expectedSize: Int(before.st_size))
        let after = try fileStatus(ofDescriptor: descriptor, path: path, for: .read)
        let fingerprint = FileFingerprint(after)
        guard FileFingerprint(before) == fingerprint, contents.count == Int(after.st_size),
            let named = try fileStatus(atPath: path, for: .read), isSameFile(named, after)
        else {
            return nil
        }
        return ArchiveSnapshot(
            contents: contents.isEmpty ? .empty : .bytes(contents), fingerprint: fingerprint)
    }

    /// Reads from `descriptor` to the end of the file.
    private static func readAll(_ descriptor: Int32, path: String, expectedSize: Int) throws(ArchiveFileError)
        -> Data
    {
        var contents = Data()
        var buffer = [UInt8](repeating: 0, count: max(expectedSize + 1, chunkSize))
        while true {
            let count = try checkedSystemCall(.read, path: path) {
                buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            }
            if count == 0 {
                return contents
            }
            contents.append(contentsOf: buffer[..<count])
            try requireWithinMaximumSize(contents.count, path: path)
        }
    }

    /// Throws when `size` bytes are more than an archive may hold.
    private static func requireWithinMaximumSize(_ size: Int, path: String) throws(ArchiveFileError) {
        guard size > maximumSize else {
            return
        }
        throw ArchiveFileError(
            .read, path: path, code: EFBIG,
            reason: "it holds \(size) bytes, more than the \(maximumSize) a store reads")
    }
}
