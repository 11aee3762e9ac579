import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bad-input catalogue's row (BadInputLimitsAndSecurity.md) about what reads and writes leave
/// on disk: a read takes no lock and creates nothing, anywhere; a write creates its lock file
/// beside the path it was given, never beside the file a symbolic link leads to.
@Suite(
    "Bad-input catalogue: reads create nothing, locks stay beside the named path (BadInputLimitsAndSecurity.md)"
)
struct UnlockedReadTests {
    /// The contents of a store that holds `"a": 1`, as the store writes them.
    private static let storedText = "{\n  \"formatVersion\" : 1,\n  \"values\" : {\n    \"a\" : 1\n  }\n}\n"

    /// What the link leads to: a store, or a file that is not JSON (as `/etc/passwd` is not).
    enum LinkTarget: CaseIterable {
        case store, notJSON
    }

    @Test(
        "a read through a symbolic link to a file in another directory creates no file in either",
        arguments: LinkTarget.allCases)
    func readThroughALinkCreatesNothing(_ target: LinkTarget) throws {
        try withTemporaryDirectory { directory in
            try #require(mkdir(directory + "/app", 0o700) == 0)
            try #require(mkdir(directory + "/outside", 0o700) == 0)
            let contents = target == .store ? Self.storedText : "root:x:0:0:root:/root:/bin/sh\n"
            try writeFixture(contents, to: directory + "/outside/passwd")
            try #require(symlink("../outside/passwd", directory + "/app/defaults.json") == 0)
            for operation in StoreOperation.allCases where !operation.writes {
                let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/app/defaults.json"))
                if target == .store {
                    try operation.run(on: store)
                } else {
                    #expect(throws: DefaultsError.self, "\(operation)") { try operation.run(on: store) }
                }
                #expect(try entryNames(in: directory + "/app") == ["defaults.json"], "\(operation)")
                #expect(try entryNames(in: directory + "/outside") == ["passwd"], "\(operation)")
            }
            #expect(try String(contentsOfFile: directory + "/outside/passwd", encoding: .utf8) == contents)
        }
    }

    @Test("a write through a symbolic link creates its lock file beside the link, not beside the target")
    func writeThroughALinkLocksBesideTheLink() throws {
        try withTemporaryDirectory { directory in
            try #require(mkdir(directory + "/app", 0o700) == 0)
            try #require(mkdir(directory + "/dotfiles", 0o700) == 0)
            try writeFixture(Self.storedText, to: directory + "/dotfiles/app.json")
            try #require(symlink("../dotfiles/app.json", directory + "/app/defaults.json") == 0)
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/app/defaults.json"))
            try store.set(2, forKey: "b")
            #expect(try entryNames(in: directory + "/app") == ["defaults.json", "defaults.json.lock"])
            #expect(try entryNames(in: directory + "/dotfiles") == ["app.json"])
            #expect(try isSymbolicLink(directory + "/app/defaults.json"))
            #expect(try DefaultsStore(url: store.url).keys == ["a", "b"])
        }
    }

    @Test("a read does not wait for a writer's lock")
    func aReadTakesNoLock() throws {
        try withTemporaryStore { store, _ in
            try store.set(1, forKey: "a")
            let lock = open(store.url.path + ".lock", O_RDONLY | O_CLOEXEC)
            try #require(lock != -1)
            defer { close(lock) }
            try #require(flock(lock, LOCK_EX | LOCK_NB) == 0)
            let reader = DefaultsStore(url: store.url)
            let finished = DispatchSemaphore(value: 0)
            let keys = Locked<[String]?>(nil)
            Thread {
                keys.withLock { $0 = try? reader.keys }
                finished.signal()
            }.start()
            // A read that waited for the lock would never finish while it is held: the wait below is
            // only a hang guard, far above any read on a loaded machine.
            let finishedInTime = finished.wait(timeout: .now() + 60) == .success
            flock(lock, LOCK_UN)
            if !finishedInTime {
                finished.wait()
            }
            #expect(finishedInTime, "the read waited for the exclusive lock")
            #expect(keys.withLock { $0 } == ["a"])
        }
    }
}
