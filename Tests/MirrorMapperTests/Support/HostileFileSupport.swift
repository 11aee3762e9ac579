import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store's operations that touch its file, each of which every hostile-file row checks.
enum StoreOperation: CaseIterable, CustomStringConvertible {
    case keys, read, write, batch, refresh

    func run(on store: DefaultsStore) throws {
        switch self {
        case .keys: _ = try store.keys
        case .read: _ = try store.value(of: Int.self, forKey: "a")
        case .write: try store.set(2, forKey: "b")
        case .batch: try store.batch { $0.removeValue(forKey: "a") }
        case .refresh: try store.refresh()
        }
    }

    /// Whether the operation writes the file.
    var writes: Bool { self == .write || self == .batch }

    /// The operation's name. (Interpolating `self` here would call this property again, forever.)
    var description: String {
        switch self {
        case .keys: "keys"
        case .read: "read"
        case .write: "write"
        case .batch: "batch"
        case .refresh: "refresh"
        }
    }
}

/// Whether the entry at `path` is a symbolic link (not followed).
func isSymbolicLink(_ path: String) throws -> Bool {
    var status = stat()
    try #require(lstat(path, &status) == 0)
    return status.st_mode & S_IFMT == S_IFLNK
}

/// Runs `body`, which must not block on the FIFO at `path`; if it is still running after a long
/// while, records a failure and opens the FIFO for writing, which ends a read blocked on it.
func withHangGuard<Result: Sendable>(unblocking path: String, _ body: @escaping @Sendable () throws -> Result)
    throws -> Result
{
    let finished = DispatchSemaphore(value: 0)
    let outcome = Locked<Result?>(nil)
    let failure = Locked<(any Error)?>(nil)
    Thread {
        do {
            let result = try body()
            outcome.withLock { $0 = result }
        } catch {
            failure.withLock { $0 = error }
        }
        finished.signal()
    }.start()
    if finished.wait(timeout: .now() + 60) == .timedOut {
        Issue.record("the operation blocked on \(path)")
        let writer = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        finished.wait()
        close(writer)
    }
    if let error = failure.withLock({ $0 }) {
        throw error
    }
    return try #require(outcome.withLock { $0 })
}

#if canImport(Glibc)
    /// glibc declares `SOCK_STREAM` as an enum case; `socket` takes its raw value.
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
    private let streamSocket = SOCK_STREAM
#endif

/// Creates a Unix domain socket bound at `path` (and closes it: the socket file stays).
func bindSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, streamSocket, 0)
    try #require(descriptor != -1)
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        buffer.copyBytes(from: bytes)
    }
    let bound = withUnsafePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
}

/// Runs a child process in its own mount namespace, in which one directory is mounted anew: the
/// rest of the machine never sees the mount, and it ends with the child.
enum PrivateMount {
    /// The directory that the child sees mounted anew.
    static let directoryVariable = "MIRRORMAPPER_ARCHIVE_TEST_MOUNTED_DIRECTORY"
    private static let unshare = "/usr/bin/unshare"
    private static let directory = "\"$\(directoryVariable)\""

    /// The command that runs the rest of its arguments with the directory read-only.
    static let readOnly = wrapper(
        "mount --bind \(directory) \(directory) && mount -o remount,bind,ro \(directory)")

    /// The command that runs the rest of its arguments with an empty file system of `bytes` bytes
    /// (tmpfs) on the directory, so that the disk is soon full.
    static func smallFileSystem(bytes: Int) -> [String] {
        wrapper("mount -t tmpfs -o size=\(bytes) tmpfs \(directory)")
    }

    private static func wrapper(_ mount: String) -> [String] {
        [unshare, "--mount", "/bin/sh", "-c", mount + " && exec \"$@\"", "sh"]
    }

    /// Whether this machine lets the tests make a mount namespace and mount in it.
    static let isPossible: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = ["--mount", "/bin/sh", "-c", "mount --bind / /mnt && umount /mnt"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? ChildProcesses.start(process)) != nil else {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
