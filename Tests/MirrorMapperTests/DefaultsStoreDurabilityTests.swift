import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DefaultsStore durability: corrupt files, failed writes, leftovers, format versions")
struct DefaultsStoreDurabilityTests {
    private let corruptText = #"{"formatVersion": 1, "values": {"a": 1"#

    @Test("a corrupt file is never replaced: every operation throws a clear error, the file stays")
    func corruptFileFails() throws {
        try withTemporaryStore { store, log in
            try writeFixture(corruptText, to: store.url.path)
            let error = try #require(throws: DefaultsError.self) { try store.keys }
            guard case .corruptFile(let path, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == store.url.path)
            #expect(reason.hasPrefix("not valid JSON: unexpected end of input"))
            #expect(
                error.description.hasPrefix("the defaults file \(store.url.path) is corrupt and was not used")
            )
            #expect(throws: DefaultsError.self) { try store.set(2, forKey: "a") }
            #expect(store[.launchCount] == 0)
            #expect(try fileText(of: store) == corruptText)
            #expect(
                try entryNames(in: store.url.deletingLastPathComponent().path) == [
                    "defaults.json", "defaults.json.lock",
                ])
            #expect(log.issues.map(\.action) == [.ignoredValue])
        }
    }

    @Test("allowed to start empty, the store moves a corrupt file aside with a timestamp and reports it")
    func corruptFileMovedAside() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.corruptFileRecovery = .moveAsideAndStartEmpty
        try withTemporaryStore(configuration) { store, log in
            try writeFixture(corruptText, to: store.url.path)
            #expect(try store.keys.isEmpty)
            let directory = store.url.deletingLastPathComponent().path
            let names = try entryNames(in: directory)
            let moved = try #require(names.first { $0.hasPrefix("defaults.json.corrupt-") })
            #expect(try String(contentsOfFile: directory + "/" + moved, encoding: .utf8) == corruptText)
            #expect(log.issues.map(\.action) == [.movedFileAside(to: directory + "/" + moved)])
            #expect(log.issues.first?.key == nil)
            try store.set(1, forKey: "a")
            #expect(try DefaultsStore(url: store.url).value(of: Int.self, forKey: "a") == 1)
        }
    }

    @Test(
        "JSON of the wrong shape is corrupt too",
        arguments: [#"{"formatVersion": 1, "values": []}"#, #"{"formatVersion": "2"}"#])
    func wrongShapeIsCorrupt(text: String) throws {
        try withTemporaryStore { store, _ in
            try writeFixture(text, to: store.url.path)
            #expect(throws: DefaultsError.self) { try store.keys }
        }
    }

    @Test("an empty or missing file is an empty store")
    func emptyFileIsEmptyStore() throws {
        try withTemporaryStore { store, _ in
            #expect(try store.keys.isEmpty)
            try writeFixture("", to: store.url.path)
            #expect(try store.keys.isEmpty)
        }
    }

    @Test("a file of a newer format version is refused by every operation and left byte for byte")
    func newerFormatVersion() throws {
        try withTemporaryStore { store, _ in
            let text = #"{"formatVersion": 3, "values": {"a": 1}, "indexes": {"byDate": ["a"]}}"#
            try writeFixture(text, to: store.url.path)
            let error = try #require(throws: DefaultsError.self) {
                try store.value(of: Int.self, forKey: "a")
            }
            #expect(
                error.description.contains("has format version 3, newer than this version of MirrorMapper"))
            #expect(throws: DefaultsError.self) { try store.set(2, forKey: "b") }
            #expect(try String(contentsOfFile: store.url.path, encoding: .utf8) == text)
        }
    }

    @Test("the versions this package knows are read: 1, and 2 (the journal's)")
    func knownFormatVersions() throws {
        for version in 1...DefaultsDocument.currentFormatVersion {
            try withTemporaryStore { store, _ in
                try writeFixture(#"{"formatVersion": \#(version), "values": {"a": 1}}"#, to: store.url.path)
                #expect(try store.value(of: Int.self, forKey: "a") == 1)
            }
        }
    }

    @Test("temporary files of writers that died are removed by the next write; others are left")
    func removesLeftoverTemporaryFiles() throws {
        try withTemporaryStore { store, _ in
            let directory = store.url.deletingLastPathComponent().path
            try writeFixture("partial", to: directory + "/defaults.json.tmp-0123456789abcdef")
            try writeFixture("unrelated", to: directory + "/notes.txt")
            try store.set(1, forKey: "a")
            #expect(try entryNames(in: directory) == ["defaults.json", "defaults.json.lock", "notes.txt"])
        }
    }

    @Test("a value without a JSON form throws and changes nothing")
    func unstorableValue() throws {
        try withTemporaryStore { store, _ in
            try store.set(1.5, forKey: "a")
            let before = try fileText(of: store)
            let error = try #require(throws: DefaultsError.self) { try store.set(Double.nan, forKey: "a") }
            #expect(error.description.hasPrefix(#"the value for "a" cannot be stored"#))
            #expect(try store.value(of: Double.self, forKey: "a") == 1.5)
            #expect(try fileText(of: store) == before)
        }
    }

    @Test(
        "a read-only directory gives a clear error; the file and the store keep the old value",
        .enabled(if: ReadOnlyDirectory.isPossible, "root ignores permissions and chattr +i is unavailable")
    )
    func readOnlyDirectory() throws {
        try withTemporaryStore { store, _ in
            try store.set("old", forKey: "value")
            let before = try fileText(of: store)
            let directory = store.url.deletingLastPathComponent().path
            try #require(ReadOnlyDirectory.make(directory))
            defer { ReadOnlyDirectory.undo(directory) }
            let error = try #require(throws: DefaultsError.self) { try store.set("new", forKey: "value") }
            guard case .file(let fileError) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(fileError.code == EACCES || fileError.code == EPERM)
            #expect(error.description.contains(store.url.path))
            #expect(try store.value(of: String.self, forKey: "value") == "old")
            #expect(try fileText(of: store) == before)
        }
    }

    @Test(
        "a write the system refuses (file size limit) leaves the file and the store's memory as they were",
        .needsProcSelf)
    func failedWriteKeepsOldValue() throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            let child = try ArchiveChildProcess.run(
                .sizeLimitedStoreWriter, environment: [ArchiveChildProcess.fileVariable: file])
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(child.output.contains("File too large (errno \(EFBIG))"))
            #expect(child.output.contains("kept: \(DefaultsStoreChildWork.smallValue)"))
            let store = DefaultsStore(url: URL(fileURLWithPath: file))
            #expect(try store.value(of: String.self, forKey: "value") == DefaultsStoreChildWork.smallValue)
            #expect(try entryNames(in: directory) == ["defaults.json", "defaults.json.lock"])
        }
    }

    @Test(
        "a full disk: a clear ENOSPC, the old value kept in memory and in the file, writes work once space is freed",
        .needsProcSelf,
        .enabled(if: PrivateMount.isPossible, "needs unshare and mount (root in a sandbox)"))
    func fullDisk() throws {
        try withTemporaryDirectory { directory in
            let child = try ArchiveChildProcess.run(
                .fullDiskStoreUser,
                environment: [
                    ArchiveChildProcess.fileVariable: directory + "/defaults.json",
                    PrivateMount.directoryVariable: directory,
                ],
                wrappedIn: PrivateMount.smallFileSystem(bytes: 256 * 1024))
            print("full disk test: \(child.output.split(separator: "\n").joined(separator: "; "))")
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(child.output.contains("No space left on device (errno \(ENOSPC))"))
            #expect(
                child.output.contains(
                    "kept: \(DefaultsStoreChildWork.smallValue), in the file: \(DefaultsStoreChildWork.smallValue)"
                ))
            #expect(child.output.contains("recovered: true"))
        }
    }
}
