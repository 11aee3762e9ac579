import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("AtomicFileWriter")
struct AtomicFileWriterTests {
    @Test("creates the file 0600 and missing directories 0700, leaving no temporary file")
    func createsPrivateFileAndDirectories() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/outer/inner/archive.json")
            try AtomicFileWriter.replaceContents(of: paths, with: Data("{\"a\":1}".utf8))

            #expect(try ArchiveFileReader.snapshot(of: paths.file).contents == .bytes(Data("{\"a\":1}".utf8)))
            #expect(try permissions(atPath: paths.file) == 0o600)
            #expect(try permissions(atPath: directory + "/outer") == 0o700)
            #expect(try permissions(atPath: directory + "/outer/inner") == 0o700)
            #expect(try entryNames(in: paths.directory) == ["archive.json"])
        }
    }

    @Test("replaces the old contents whole, also with shorter and empty contents")
    func replacesContents() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            for text in ["a longer first version", "short", ""] {
                try AtomicFileWriter.replaceContents(of: paths, with: Data(text.utf8))
                let expected: ArchiveFileContents = text.isEmpty ? .empty : .bytes(Data(text.utf8))
                #expect(try ArchiveFileReader.snapshot(of: paths.file).contents == expected)
            }
            #expect(try entryNames(in: directory) == ["archive.json"])
        }
    }

    @Test(
        "new files are 0600 and new directories 0700 whatever the umask", .needsProcSelf,
        arguments: ["000", "077", "277"]
    )
    func ignoresUmask(umask: String) throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/created/archive.json")
            let child = try ArchiveChildProcess.run(
                .umaskWriter,
                environment: [
                    ArchiveChildProcess.fileVariable: paths.file,
                    ArchiveChildProcess.umaskVariable: umask,
                ]
            )
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(try permissions(atPath: paths.directory) == 0o700)
            #expect(try permissions(atPath: paths.file) == 0o600)
            #expect(try permissions(atPath: paths.lockFile) == 0o600)
        }
    }

    @Test("keeps the permissions of the file it replaces", arguments: [0o600, 0o640, 0o400] as [mode_t])
    func keepsExistingPermissions(existing: mode_t) throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            try writeFixture("old", to: paths.file)
            try #require(chmod(paths.file, existing) == 0)
            try AtomicFileWriter.replaceContents(of: paths, with: Data("new".utf8))
            #expect(try permissions(atPath: paths.file) == existing)
        }
    }

    @Test(
        "running as root, refuses to replace a file of another user and leaves it as it was",
        .enabled(if: geteuid() == 0))
    func refusesAnotherUsersFile() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            try writeFixture("old", to: paths.file)
            try #require(chown(paths.file, 4321, 4322) == 0)
            let error = try #require(throws: ArchiveFileError.self) {
                try AtomicFileWriter.replaceContents(of: paths, with: Data("new".utf8))
            }
            #expect(error.operation == .replace)
            #expect(error.code == EPERM)
            #expect(try ArchiveFileReader.snapshot(of: paths.file).contents == .bytes(Data("old".utf8)))
            var status = stat()
            try #require(stat(paths.file, &status) == 0)
            #expect(status.st_uid == 4321)
            #expect(status.st_gid == 4322)
            #expect(try entryNames(in: directory) == ["archive.json"])
        }
    }

    @Test("a parent that is a regular file gives an error naming the path and the reason")
    func failsWhenParentIsRegularFile() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory + "/blocker"
            try writeFixture("not a directory", to: blocker)
            let paths = ArchivePaths(file: blocker + "/archive.json")
            let error = try #require(throws: ArchiveFileError.self) {
                try AtomicFileWriter.replaceContents(of: paths, with: Data("new".utf8))
            }
            #expect(error.code == ENOTDIR)
            #expect(error.description.contains(blocker))
            #expect(error.description.contains("Not a directory"))
            #expect(
                try ArchiveFileReader.snapshot(of: blocker).contents == .bytes(Data("not a directory".utf8)))
        }
    }

    @Test("a failed rename removes the temporary file and leaves what is at the path")
    func failedRenameLeavesNoTemporaryFile() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            try #require(mkdir(paths.file, 0o700) == 0)
            try writeFixture("inside", to: paths.file + "/entry")
            let error = try #require(throws: ArchiveFileError.self) {
                try AtomicFileWriter.replaceContents(of: paths, with: Data("new".utf8))
            }
            #expect(error.operation == .replace)
            #expect(error.code == EISDIR)
            #expect(try entryNames(in: directory) == ["archive.json"])
            #expect(try entryNames(in: paths.file) == ["entry"])
        }
    }

    @Test(
        "a read-only directory gives a clear error and leaves the old file intact",
        .enabled(if: ReadOnlyDirectory.isPossible, "root ignores permissions and chattr +i is unavailable")
    )
    func failsInReadOnlyDirectory() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/store/archive.json")
            try AtomicFileWriter.replaceContents(of: paths, with: Data("old".utf8))
            try #require(ReadOnlyDirectory.make(paths.directory))
            defer { ReadOnlyDirectory.undo(paths.directory) }

            let error = try #require(throws: ArchiveFileError.self) {
                try AtomicFileWriter.replaceContents(of: paths, with: Data("new".utf8))
            }
            #expect(error.operation == .createTemporaryFile)
            #expect(error.code == EACCES || error.code == EPERM)
            #expect(error.description.contains(paths.file))
            #expect(error.description.contains(error.reason))
            #expect(try ArchiveFileReader.snapshot(of: paths.file).contents == .bytes(Data("old".utf8)))
            #expect(try entryNames(in: paths.directory) == ["archive.json"])
        }
    }

    @Test(
        "a write the system refuses (file size limit) removes the temporary file, keeps the old one",
        .needsProcSelf)
    func failedWriteKeepsOldFile() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            try AtomicFileWriter.replaceContents(of: paths, with: Data("old".utf8))
            let child = try ArchiveChildProcess.run(
                .sizeLimitedWriter,
                environment: [ArchiveChildProcess.fileVariable: paths.file]
            )
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(child.output.contains("could not write \(paths.file).tmp-"))
            #expect(child.output.contains("File too large (errno \(EFBIG))"))
            #expect(try ArchiveFileReader.snapshot(of: paths.file).contents == .bytes(Data("old".utf8)))
            #expect(try entryNames(in: directory) == ["archive.json"])
        }
    }
}

/// A directory in which even root cannot create files: permissions 0500, and, for root, which
/// permissions do not stop, the immutable attribute set with `chattr +i` (needs
/// `CAP_LINUX_IMMUTABLE` and a file system that supports it, such as ext4).
enum ReadOnlyDirectory {
    private static let chattr = "/usr/bin/chattr"

    /// Whether such a directory can be made here.
    static let isPossible: Bool = {
        guard geteuid() == 0 else {
            return true
        }
        return (try? withTemporaryDirectory(canMakeReadOnly)) ?? false
    }()

    /// Makes the directory at `path` read-only, also for root, and tells whether that worked.
    static func make(_ path: String) -> Bool {
        chmod(path, 0o500) == 0 && (geteuid() != 0 || runChattr("+i", path))
    }

    /// Makes the directory at `path` writable again.
    static func undo(_ path: String) {
        if geteuid() == 0 {
            _ = runChattr("-i", path)
        }
        _ = chmod(path, 0o700)
    }

    private static func canMakeReadOnly(_ directory: String) -> Bool {
        defer { undo(directory) }
        guard make(directory) else {
            return false
        }
        let probe = open(directory + "/probe", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard probe == -1 else {
            close(probe)
            return false
        }
        return true
    }

    private static func runChattr(_ change: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chattr)
        process.arguments = [change, path]
        process.standardError = FileHandle.nullDevice
        guard (try? ChildProcesses.start(process)) != nil else {
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
