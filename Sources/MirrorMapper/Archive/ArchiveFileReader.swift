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

/// Reads an archive whole.
enum ArchiveFileReader {
    /// The size of each `read` when the file's size is unknown or it grows while being read.
    private static let chunkSize = 64 * 1024

    /// Reads the whole file at `path`, telling a missing file from an empty one.
    ///
    /// - Throws: ``ArchiveFileError`` when something exists at `path` but cannot be read: no
    ///   permission, a directory, a parent that is not a directory, an I/O error.
    static func contents(of path: String) throws(ArchiveFileError) -> ArchiveFileContents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor != -1 else {
            let code = errno
            if code == ENOENT {
                return .missing
            }
            throw ArchiveFileError(.read, path: path, code: code)
        }
        defer { closeIgnoringErrors(descriptor) }
        let status = try fileStatus(ofDescriptor: descriptor, path: path, for: .read)
        var contents = Data()
        var buffer = [UInt8](repeating: 0, count: max(Int(status.st_size) + 1, chunkSize))
        while true {
            let count = try checkedSystemCall(.read, path: path) {
                buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            }
            if count == 0 {
                return contents.isEmpty ? .empty : .bytes(contents)
            }
            contents.append(contentsOf: buffer[..<count])
        }
    }
}
