import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with the path of a new, empty directory, and removes the directory with everything
/// in it afterwards.
func withTemporaryDirectory<Result>(_ body: (String) throws -> Result) throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try body(directory)
}

/// ``withTemporaryDirectory(_:)`` for an asynchronous `body`.
func withTemporaryDirectoryAsync<Result>(_ body: (String) async throws -> Result) async throws -> Result {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    return try await body(directory)
}

/// Creates a new, empty directory under the system's temporary directory and returns its path.
private func makeTemporaryDirectory() throws -> String {
    let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    var template = Array(base.appendingPathComponent("MirrorMapperArchiveTests-XXXXXX").path.utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    return String(cString: try #require(created))
}

/// The permission bits of the file or directory at `path`.
func permissions(atPath path: String) throws -> mode_t {
    var status = stat()
    try #require(stat(path, &status) == 0, "stat \(path): \(String(cString: strerror(errno)))")
    return status.st_mode & 0o7777
}

/// The names in the directory at `path`, sorted.
func entryNames(in path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// Writes `text` to `path` with Foundation, for setting up a test.
func writeFixture(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Runs `body(index)` on `count` new threads at once and returns when all of them have finished.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let finished = DispatchGroup()
    for index in 0..<count {
        finished.enter()
        Thread {
            body(index)
            finished.leave()
        }.start()
    }
    finished.wait()
}

/// A writer that appends keys to a newline-separated list in an archive, by read-modify-write
/// under the exclusive lock, the way the store will use the file layer. It re-reads the file
/// only when the archive's version changed since its own last write, so a change the version
/// missed would lose keys.
struct KeyListWriter {
    private let lock: FileLock
    private var remembered: (version: ArchiveVersion, keys: [String])?
    /// How many times the archive had changed since this writer's last write and was re-read.
    private(set) var rereadCount = 0

    init(lock: FileLock) {
        self.lock = lock
    }

    /// Adds `key` to the list.
    mutating func append(_ key: String) throws {
        remembered = try lock.withLock(.exclusive) { locked in
            let version = try locked.currentVersion()
            var keys: [String]
            if let remembered, remembered.version == version {
                keys = remembered.keys
            } else {
                keys = try Self.keys(in: locked.paths.file)
                rereadCount += 1
            }
            keys.append(key)
            let written = try locked.replaceArchive(with: Data(keys.joined(separator: "\n").utf8))
            return (written, keys)
        }
    }

    /// The keys in the list at `path`; none when it is missing or empty.
    static func keys(in path: String) throws -> [String] {
        switch try ArchiveFileReader.snapshot(of: path).contents {
        case .missing, .empty:
            return []
        case .bytes(let data):
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }
}

/// Collects failures reported from several threads.
final class FailureLog: Sendable {
    private let messages = Locked<[String]>([])

    func record(_ error: any Error) {
        messages.withLock { $0.append(String(describing: error)) }
    }

    var all: [String] {
        messages.withLock { $0 }
    }
}
