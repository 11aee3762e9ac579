import Foundation
import Testing

@testable import MirrorMapper

/// A rewrite of the store's file replaces its journal (a new epoch) a moment after the file. A
/// store that read the file in that moment, with the old journal, must not take that state for
/// current later, even when the new journal has grown back to the old one's size.
@Suite("Journaled store: a state read between a rewrite and its journal's reset")
struct JournalReplacementTests {
    @Test("a store that read the new file with the old journal does not write over a later acknowledged set")
    func staleReaderKeepsALaterSet() throws {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            let journalPath = url.path + StoreJournal.fileNameSuffix
            let journaled = StoreCommitMode.journaled.configuration
            // Writer A appends w0 = 5000001 (a first set rewrites the file and starts the journal).
            let writerA = DefaultsStore(url: url, configuration: journaled)
            try writerA.set(0, forKey: "warm-up")
            try writerA.set(5_000_001, forKey: "w0")
            let oldJournal = try Data(contentsOf: URL(fileURLWithPath: journalPath))
            // A durable rewrite (as `mirrormapper defaults write` makes): a new file, a new epoch.
            try DefaultsStore(url: url).set(1, forKey: "d")
            let newJournal = try Data(contentsOf: URL(fileURLWithPath: journalPath))
            #expect(newJournal.count == StoreJournal.headerSize)
            // Store X reads after the file was replaced, before the journal was reset.
            try overwriteInPlace(journalPath, with: oldJournal)
            let storeX = DefaultsStore(url: url)
            #expect(try storeX.value(of: Int.self, forKey: "w0") == 5_000_001)
            // The reset happens; writer B appends w0 = 5000002: the journal is as long as before.
            try overwriteInPlace(journalPath, with: newJournal)
            // (B stays alive: a store that goes away folds its journal into the file.)
            let writerB = DefaultsStore(url: url, configuration: journaled)
            try writerB.set(5_000_002, forKey: "w0")
            let grown = try Data(contentsOf: URL(fileURLWithPath: journalPath))
            try #require(grown.count == oldJournal.count, "the test needs journals of one size")
            // X sets another key: it must read again, not write its stale document.
            try storeX.set(1, forKey: "z")
            let fresh = DefaultsStore(url: url)
            #expect(try fresh.value(of: Int.self, forKey: "w0") == 5_000_002)
            #expect(try fresh.value(of: Int.self, forKey: "z") == 1)
            withExtendedLifetime(writerB) {}
        }
    }

    /// Writes `data` over the file at `path` in place, keeping its inode, as a journal's reset does.
    private func overwriteInPlace(_ path: String, with data: Data) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
    }
}
