import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal beside a store (`<file>.journal`) is held to the rules of the store's own files: a
/// regular file of the store's user, with one name, that no other user may read or write. Anything
/// else found there is refused with an error that says what it is, by every operation, and a
/// refused operation changes nothing: neither the store nor the file the journal's path leads to.
@Suite("Bad-input catalogue: hostile journal files (BadInputLimitsAndSecurity.md)")
struct HostileJournalTests {
    /// The contents of a store that holds `"a": 1`, as a durable store writes them.
    private static let storedText = "{\n  \"formatVersion\" : 1,\n  \"values\" : {\n    \"a\" : 1\n  }\n}\n"

    enum JournalCase: String, CaseIterable, CustomTestStringConvertible {
        case symbolicLinkToAFile, fifo, ownedByAnotherUser, secondHardLink, readableByOthers, writableByOthers

        var testDescription: String { rawValue }
    }

    /// Whether the store's file exists when the journal is planted.
    enum StoreFile: String, CaseIterable, CustomTestStringConvertible {
        case existing, missing

        var testDescription: String { rawValue }
    }

    @Test(
        "a journal that is not the user's own private regular file: every operation refuses it, nothing changes",
        arguments: JournalCase.allCases, StoreFile.allCases)
    func plantedJournals(_ row: JournalCase, _ storeFile: StoreFile) throws {
        for mode in StoreCommitMode.allCases {
            try withTemporaryDirectory { directory in
                let url = URL(fileURLWithPath: directory + "/defaults.json")
                let journal = url.path + StoreJournal.fileNameSuffix
                let victim = directory + "/notes.txt"
                if storeFile == .existing {
                    try writeFixture(Self.storedText, to: url.path)
                }
                try writeFixture("precious bytes", to: victim)
                let expectedReason: String
                switch row {
                case .symbolicLinkToAFile:
                    try #require(symlink(victim, journal) == 0)
                    expectedReason = "it is a symbolic link, not a regular file"
                case .fifo:
                    try #require(mkfifo(journal, 0o600) == 0)
                    expectedReason = "it is a FIFO, not a regular file"
                case .ownedByAnotherUser:
                    try writeFixture("", to: journal)
                    try #require(chmod(journal, 0o600) == 0)
                    guard chown(journal, 4321, 4321) == 0 else {
                        return  // only root can give a file away; nothing to test otherwise
                    }
                    expectedReason = "it belongs to user 4321, not to the store's user \(geteuid())"
                case .secondHardLink:
                    try #require(chmod(victim, 0o600) == 0)
                    try #require(link(victim, journal) == 0)
                    expectedReason = "it has 2 names (hard links); a journal must have one"
                case .readableByOthers, .writableByOthers:
                    let permissions: mode_t = row == .readableByOthers ? 0o644 : 0o666
                    try writeFixture("", to: journal)
                    try #require(chmod(journal, permissions) == 0)
                    expectedReason =
                        "its permissions \(String(permissions, radix: 8)) let other users read or write it;"
                        + " a journal must be readable and writable by its owner only (0600)"
                }
                let store = DefaultsStore(url: url, configuration: mode.configuration)
                for operation in StoreOperation.allCases {
                    let error = try #require(
                        throws: DefaultsError.self, "\(mode) \(operation)"
                    ) { try operation.run(on: store) }
                    guard case .file(let fileError) = error else {
                        Issue.record("\(mode) \(operation): unexpected error \(error)")
                        continue
                    }
                    #expect(fileError.path == journal, "\(mode) \(operation)")
                    #expect(fileError.reason == expectedReason, "\(mode) \(operation)")
                }
                #expect(throws: DefaultsError.self, "\(mode) flush") { try store.flush() }
                #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious bytes", "\(mode)")
                if storeFile == .existing {
                    #expect(try fileText(of: store) == Self.storedText, "\(mode)")
                } else {
                    #expect(!FileManager.default.fileExists(atPath: url.path), "\(mode)")
                }
            }
        }
    }

    @Test("records another user could write into a journal are never applied")
    func recordsInAJournalOthersMayWriteAreRefused() throws {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            let journal = url.path + StoreJournal.fileNameSuffix
            let store = DefaultsStore(url: url, configuration: StoreCommitMode.journaled.configuration)
            try store.set(1, forKey: "a")
            try store.set(2, forKey: "b")  // appended to the journal
            try #require(chmod(journal, 0o666) == 0)
            let fresh = DefaultsStore(url: url)
            let error = try #require(throws: DefaultsError.self) { try fresh.keys }
            #expect(error.description.contains("let other users read or write it"))
            withExtendedLifetime(store) {}
        }
    }

    @Test(
        "a journal of 257 MiB is read record by record: its whole records apply, the next set folds it",
        arguments: StoreCommitMode.allCases)
    func oversizedJournalIsReadAndFolded(_ mode: StoreCommitMode) throws {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            let journal = url.path + StoreJournal.fileNameSuffix
            let writer = DefaultsStore(url: url, configuration: StoreCommitMode.journaled.configuration)
            try writer.set(1, forKey: "a")
            try writer.set(2, forKey: "b")  // a record in the journal
            // A sparse tail (no disk used) past 256 MiB, as a damaged journal may have: the old
            // reader refused it, and every call failed until it was removed by hand.
            let handle = try #require(FileHandle(forWritingAtPath: journal))
            try handle.truncate(atOffset: UInt64(257 << 20))
            try handle.close()
            let store = DefaultsStore(url: url, configuration: mode.configuration)
            #expect(try store.value(of: Int.self, forKey: "b") == 2)
            try store.set(3, forKey: "c")
            try store.flush()
            #expect(try Data(contentsOf: URL(fileURLWithPath: journal)).count == StoreJournal.headerSize)
            let fresh = DefaultsStore(url: url)
            #expect(try fresh.keys == ["a", "b", "c"])
            withExtendedLifetime(writer) {}
        }
    }
}
