import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("FileLock")
struct FileLockTests {
    private struct BodyFailure: Error {}

    /// Tries to take `operation` on the lock file at `path` through a new open file description
    /// without waiting, as another process would, and returns 0 or the `errno` of the refusal.
    private func tryLock(_ path: String, _ operation: Int32) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor != -1)
        defer { close(descriptor) }
        return flock(descriptor, operation | LOCK_NB) == 0 ? 0 : errno
    }

    @Test("creates the lock file 0600 and its missing directory 0700")
    func createsPrivateLockFile() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/store/archive.json")
            try FileLock(forArchiveAt: paths.file).withLock(.exclusive) { _ in }
            #expect(try permissions(atPath: paths.lockFile) == 0o600)
            #expect(try permissions(atPath: paths.directory) == 0o700)
        }
    }

    @Test("an exclusive lock excludes every other open file description, also in this process")
    func exclusiveExcludesOthers() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            try FileLock(forArchiveAt: paths.file).withLock(.exclusive) { _ in
                let sharedRefusal = try tryLock(paths.lockFile, LOCK_SH)
                let exclusiveRefusal = try tryLock(paths.lockFile, LOCK_EX)
                #expect(sharedRefusal == EWOULDBLOCK)
                #expect(exclusiveRefusal == EWOULDBLOCK)
            }
            #expect(try tryLock(paths.lockFile, LOCK_EX) == 0)
        }
    }

    @Test("reading takes no lock: readers and a writer may lock the lock file meanwhile")
    func readingTakesNoLock() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let lock = FileLock(forArchiveAt: paths.file)
            _ = try lock.withLock(.exclusive) { try $0.replaceArchive(with: Data("{}".utf8)) }
            try lock.withLock(.reading) { locked in
                #expect(locked.lockDescriptor != nil, "the change counter is read")
                let sharedRefusal = try tryLock(paths.lockFile, LOCK_SH)
                let exclusiveRefusal = try tryLock(paths.lockFile, LOCK_EX)
                #expect(sharedRefusal == 0)
                #expect(exclusiveRefusal == 0)
            }
        }
    }

    @Test("reading creates nothing: no lock file beside an archive, nor a missing directory")
    func readingCreatesNothing() throws {
        try withTemporaryDirectory { directory in
            let missing = FileLock(forArchiveAt: directory + "/store/archive.json")
            #expect(try missing.withLock(.reading) { $0.lockDescriptor } == nil)
            #expect(try entryNames(in: directory).isEmpty)
            try writeFixture("{}", to: directory + "/archive.json")
            let existing = FileLock(forArchiveAt: directory + "/archive.json")
            #expect(try existing.withLock(.reading) { $0.lockDescriptor } == nil)
            #expect(try entryNames(in: directory) == ["archive.json"])
        }
    }

    @Test("the lock is released when the body throws")
    func releasedWhenBodyThrows() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let lock = FileLock(forArchiveAt: paths.file)
            #expect(throws: BodyFailure.self) {
                try lock.withLock(.exclusive) { _ in throw BodyFailure() }
            }
            #expect(try tryLock(paths.lockFile, LOCK_EX) == 0)
            try lock.withLock(.exclusive) { _ in }
        }
    }

    @Test("an unusable lock file path gives an error naming it")
    func failsWhenParentIsRegularFile() throws {
        try withTemporaryDirectory { directory in
            try writeFixture("not a directory", to: directory + "/blocker")
            let paths = ArchivePaths(file: directory + "/blocker/archive.json")
            let error = try #require(throws: ArchiveFileError.self) {
                try FileLock(forArchiveAt: paths.file).withLock(.exclusive) { _ in }
            }
            #expect(error.code == ENOTDIR)
            #expect(error.description.contains(directory + "/blocker"))
        }
    }
}
