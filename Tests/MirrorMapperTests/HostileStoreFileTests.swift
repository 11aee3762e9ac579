import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store rows of the bad-input catalogue (BadInputLimitsAndSecurity.md) that are about what is
/// found at the store's paths: symbolic links, special files, read-only places and long names. Each
/// row is one parameterized test that asserts what the row says, and that no byte of any other file
/// changed.
@Suite("Bad-input catalogue: hostile store files (BadInputLimitsAndSecurity.md)")
struct HostileStoreFileTests {
    /// The contents of a store that holds `"a": 1`, as the store writes them.
    private static let storedText = "{\n  \"formatVersion\" : 1,\n  \"values\" : {\n    \"a\" : 1\n  }\n}\n"

    // MARK: - Symbolic links and the lock file

    enum LockFileCase: CaseIterable {
        case symbolicLinkToAFile, fifo, ownedByAnotherUser, secondHardLink

        /// Whether reads refuse it too: reads only read the lock file's change counter, so a
        /// regular file of another user, or with a second name, is fine for them.
        var refusesReads: Bool { self == .symbolicLinkToAFile || self == .fifo }
    }

    @Test(
        "a lock file that is not this user's own regular file: refused, never written into",
        arguments: LockFileCase.allCases)
    func lockFiles(_ row: LockFileCase) throws {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            let lock = url.path + ".lock"
            let victim = directory + "/victim"
            try writeFixture(Self.storedText, to: url.path)
            try writeFixture("precious bytes", to: victim)
            let expectedReason: String
            switch row {
            case .symbolicLinkToAFile:
                try #require(symlink(victim, lock) == 0)
                expectedReason = "it is a symbolic link, not a regular file"
            case .fifo:
                try #require(mkfifo(lock, 0o600) == 0)
                expectedReason = "it is a FIFO, not a regular file"
            case .ownedByAnotherUser:
                try writeFixture("", to: lock)
                guard chown(lock, 4321, 4321) == 0 else {
                    return  // only root can give a file away; nothing to test otherwise
                }
                expectedReason = "it belongs to user 4321, not to this process's user \(geteuid())"
            case .secondHardLink:
                try #require(link(victim, lock) == 0)
                expectedReason = "it has 2 names (hard links); a lock file must have one"
            }
            let store = DefaultsStore(url: url)
            for operation in StoreOperation.allCases {
                guard operation.writes || row.refusesReads else {
                    try operation.run(on: store)
                    continue
                }
                let error = try #require(throws: DefaultsError.self) { try operation.run(on: store) }
                guard case .file(let fileError) = error else {
                    Issue.record("\(operation): unexpected error \(error)")
                    continue
                }
                #expect(fileError.operation == .lock)
                #expect(fileError.path == lock)
                #expect(fileError.reason == expectedReason, "\(operation)")
            }
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious bytes")
            #expect(try fileText(of: store) == Self.storedText)
        }
    }

    enum StoreLinkCase: CaseIterable {
        case toOwnFile, throughRelativeChain, toAnotherUsersFile, toMissingFile, loop, toDevZero
    }

    @Test(
        "a store file that is a symbolic link: followed to this user's regular file, else refused",
        arguments: StoreLinkCase.allCases)
    func storeLinks(_ row: StoreLinkCase) throws {
        try withTemporaryDirectory { directory in
            try #require(mkdir(directory + "/dotfiles", 0o700) == 0)
            try #require(mkdir(directory + "/app", 0o700) == 0)
            let target = directory + "/dotfiles/app.json"
            let link = directory + "/app/defaults.json"
            let store = DefaultsStore(url: URL(fileURLWithPath: link))
            switch row {
            case .toOwnFile, .throughRelativeChain:
                try writeFixture(Self.storedText, to: target)
                try #require(chmod(target, 0o640) == 0)
                if row == .toOwnFile {
                    try #require(symlink(target, link) == 0)
                } else {
                    try #require(symlink("../dotfiles/app.json", directory + "/app/middle.json") == 0)
                    try #require(symlink("middle.json", link) == 0)
                }
                #expect(try store.value(of: Int.self, forKey: "a") == 1)
                try store.set(2, forKey: "b")
                // The target was replaced in its own directory; the links are still links.
                #expect(try isSymbolicLink(link))
                #expect(try DefaultsStore(url: URL(fileURLWithPath: target)).keys == ["a", "b"])
                #expect(try permissions(atPath: target) == 0o640)
                // The lock is beside the link, never beside the file the link leads to.
                #expect(try entryNames(in: directory + "/dotfiles") == ["app.json"])
                #expect(try entryNames(in: directory + "/app").contains("defaults.json.lock"))
            case .toAnotherUsersFile:
                try writeFixture(Self.storedText, to: target)
                guard chown(target, 4321, 4321) == 0 else {
                    return  // only root can give a file away; nothing to test otherwise
                }
                try #require(symlink(target, link) == 0)
                #expect(
                    try store.value(of: Int.self, forKey: "a") == 1,
                    "reading another user's readable file is fine")
                let error = try #require(throws: DefaultsError.self) { try store.set(2, forKey: "b") }
                #expect(
                    error.description
                        == "could not replace \(target): it belongs to user 4321, not to this process's user \(geteuid()) (errno \(EPERM))"
                )
                #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.storedText)
                #expect(try isSymbolicLink(link))
            case .toMissingFile:
                try #require(symlink(target, link) == 0)
                #expect(try store.keys.isEmpty)
                let error = try #require(throws: DefaultsError.self) { try store.set(2, forKey: "b") }
                #expect(
                    error.description
                        == "could not replace \(link): it is a symbolic link to \(target), which does not exist (errno \(ENOENT))"
                )
                #expect(try entryNames(in: directory + "/dotfiles").isEmpty)
            case .loop:
                try #require(symlink(directory + "/app/other.json", link) == 0)
                try #require(symlink(link, directory + "/app/other.json") == 0)
                for operation in StoreOperation.allCases {
                    let error = try #require(throws: DefaultsError.self) { try operation.run(on: store) }
                    #expect(error.description.contains("(errno \(ELOOP))"), "\(operation): \(error)")
                }
            case .toDevZero:
                try #require(symlink("/dev/zero", link) == 0)
                for operation in StoreOperation.allCases {
                    let error = try #require(throws: DefaultsError.self) { try operation.run(on: store) }
                    #expect(
                        error.description.contains("/dev/zero: it is a character device, not a regular file"),
                        "\(operation): \(error)")
                }
            }
        }
    }

    @Test("a store file owned by another user is read but never replaced, even by root")
    func storeFileOwnedByAnotherUser() throws {
        try withTemporaryStore { store, _ in
            try writeFixture(Self.storedText, to: store.url.path)
            guard chown(store.url.path, 4321, 4322) == 0 else {
                return  // only root can give a file away; nothing to test otherwise
            }
            #expect(try store.value(of: Int.self, forKey: "a") == 1)
            let error = try #require(throws: DefaultsError.self) { try store.set(2, forKey: "a") }
            #expect(error.description.contains("it belongs to user 4321"))
            #expect(try fileText(of: store) == Self.storedText)
            var status = stat()
            try #require(stat(store.url.path, &status) == 0)
            #expect(status.st_uid == 4321 && status.st_gid == 4322)
        }
    }

    // MARK: - Special files

    enum SpecialFileCase: CaseIterable {
        case fifo, directory, socket, tooLarge
    }

    @Test(
        "a special file or an oversized one at the store's path: a clear error, no hang, no trap",
        arguments: SpecialFileCase.allCases)
    func specialFiles(_ row: SpecialFileCase) throws {
        try withTemporaryStore { store, _ in
            let path = store.url.path
            let expectedReason: String
            switch row {
            case .fifo:
                try #require(mkfifo(path, 0o600) == 0)
                expectedReason = "it is a FIFO, not a regular file"
            case .directory:
                try #require(mkdir(path, 0o700) == 0)
                expectedReason = "it is a directory, not a regular file"
            case .socket:
                try bindSocket(at: path)
                expectedReason = "it is a socket, not a regular file"
            case .tooLarge:
                // A sparse file: its size costs no disk and no memory unless something reads it.
                let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
                try #require(descriptor != -1)
                try #require(ftruncate(descriptor, off_t(ArchiveFileReader.maximumSize) + 1) == 0)
                close(descriptor)
                expectedReason =
                    "it holds \(ArchiveFileReader.maximumSize + 1) bytes, more than the \(ArchiveFileReader.maximumSize) a store reads"
            }
            for operation in StoreOperation.allCases {
                let error = try withHangGuard(unblocking: path) {
                    try #require(throws: DefaultsError.self) { try operation.run(on: store) }
                }
                guard case .file(let fileError) = error else {
                    Issue.record("\(operation): unexpected error \(error)")
                    continue
                }
                #expect(fileError.path == path)
                #expect(fileError.reason == expectedReason, "\(operation)")
            }
        }
    }

    // MARK: - Read-only places

    enum ReadOnlyCase: CaseIterable {
        case directoryWithoutLockFile, immutableLockFile, missingDirectory
    }

    @Test(
        "reads work wherever the file can be read; only writes need the lock",
        .enabled(if: ReadOnlyDirectory.isPossible, "root ignores permissions and chattr +i is unavailable"),
        arguments: ReadOnlyCase.allCases)
    func readOnlyPlaces(_ row: ReadOnlyCase) throws {
        try withTemporaryDirectory { directory in
            let storeDirectory = directory + "/app"
            let url = URL(fileURLWithPath: storeDirectory + "/defaults.json")
            let store = DefaultsStore(url: url)
            switch row {
            case .directoryWithoutLockFile, .immutableLockFile:
                try DefaultsStore(url: url).set(1, forKey: "a")
                let lock = url.path + ".lock"
                if row == .directoryWithoutLockFile {
                    try #require(unlink(lock) == 0)
                    try #require(ReadOnlyDirectory.make(storeDirectory))
                } else {
                    try #require(ReadOnlyDirectory.make(lock))
                }
                defer { ReadOnlyDirectory.undo(row == .directoryWithoutLockFile ? storeDirectory : lock) }
                #expect(try store.value(of: Int.self, forKey: "a") == 1)
                #expect(try store.keys == ["a"])
                let error = try #require(throws: DefaultsError.self) { try store.set(2, forKey: "a") }
                #expect(
                    error.description.contains("Permission denied")
                        || error.description.contains("not permitted"))
                #expect(try DefaultsStore(url: url).value(of: Int.self, forKey: "a") == 1)
            case .missingDirectory:
                #expect(try store.keys.isEmpty)
                #expect(try store.value(of: Int.self, forKey: "a") == nil)
                #expect(try entryNames(in: directory).isEmpty, "a read created files")
            }
        }
    }

    @Test(
        "on a read-only mount, reads work without a lock file and writes fail clearly", .needsProcSelf,
        .enabled(if: PrivateMount.isPossible, "needs unshare and mount (root in a sandbox)"))
    func readOnlyMount() throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            try DefaultsStore(url: URL(fileURLWithPath: file)).set(1, forKey: "a")
            try #require(unlink(file + ".lock") == 0)
            let child = try ArchiveChildProcess.run(
                .readOnlyStoreUser,
                environment: [
                    ArchiveChildProcess.fileVariable: file, PrivateMount.directoryVariable: directory,
                ],
                wrappedIn: PrivateMount.readOnly)
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(child.output.contains("read: [\"a\"]"))
            #expect(
                child.output.contains(
                    "write: could not lock \(file).lock: Read-only file system (errno \(EROFS))"))
            #expect(try entryNames(in: directory) == ["defaults.json"])
        }
    }

    // MARK: - Names

    @Test("a file name too long for the store's own files: every operation says so, nothing is made")
    func longFileName() throws {
        try withTemporaryDirectory { directory in
            let name = String(repeating: "n", count: 240)
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/" + name))
            for operation in StoreOperation.allCases {
                let error = try #require(throws: DefaultsError.self) { try operation.run(on: store) }
                #expect(
                    error.description
                        == "could not inspect \(store.url.path): its name is 240 bytes long, and a store's file name may have at most \(ArchivePaths.maximumFileNameLength) (errno \(ENAMETOOLONG))",
                    "\(operation)")
            }
            #expect(try entryNames(in: directory).isEmpty)
            let longest = DefaultsStore(
                url: URL(
                    fileURLWithPath: directory + "/"
                        + String(repeating: "m", count: ArchivePaths.maximumFileNameLength)))
            try longest.set(1, forKey: "a")
            #expect(try longest.value(of: Int.self, forKey: "a") == 1)
        }
    }
}
