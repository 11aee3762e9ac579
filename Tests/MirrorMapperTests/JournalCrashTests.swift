import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A journaled store's files cut short or followed by garbage at every byte of the journal, as a
/// crash of the process or of the system may leave them, read back: every value acknowledged
/// before the cut is there, nothing after it is half there, and the JSON file is never harmed.
@Suite("Journaled store: a crash at any byte of the journal")
struct JournalCrashTests {
    /// The files on disk after an acknowledged operation, and the values stored then.
    private struct Snapshot {
        let file: [UInt8]
        let journal: [UInt8]
        let values: [String: String]
    }

    /// The seed of the operations, so that a failing sequence can be repeated.
    private let seed: UInt64 = 0x4A6F_7572_6E61_6C

    @Test("sets, removals, batches, flushes and folds, then the journal cut at every byte or garbled")
    func everyCutKeepsEveryAcknowledgedValue() throws {
        try withRecordedOperations(largeValues: false) { snapshots, crashed in
            var random = SeededRandomNumberGenerator(seed: seed)
            var checked = 0
            for (index, snapshot) in snapshots.enumerated() {
                let group = snapshots[...index].filter { $0.file == snapshot.file }
                // Only the last snapshot of each file's group: its journal holds every earlier one's.
                guard index == snapshots.count - 1 || snapshots[index + 1].file != snapshot.file else {
                    continue
                }
                for cut in 0...snapshot.journal.count {
                    let expected = try #require(
                        group.last { $0.journal.count <= max(cut, StoreJournal.headerSize) }
                    ).values
                    var journal = Array(snapshot.journal.prefix(cut))
                    // Committing after the crash costs a durable rewrite: every 16th cut is enough.
                    let continues = cut % 16 == 0
                    try expectValues(
                        expected, file: snapshot.file, journal: journal, in: crashed, cut: cut,
                        continuing: continues)
                    if cut < snapshot.journal.count {
                        var garbage = (0..<Int.random(in: 1...24, using: &random)).map { _ in
                            UInt8.random(in: 0...255, using: &random)
                        }
                        // Garbage differs from what was written there: a first byte that equals
                        // it would make a longer cut, maybe a whole record.
                        if garbage[0] == snapshot.journal[cut] {
                            garbage[0] ^= 0xFF
                        }
                        journal += garbage
                        try expectValues(
                            expected, file: snapshot.file, journal: journal, in: crashed, cut: cut,
                            continuing: continues)
                    }
                    checked += 1
                }
            }
            print("journal crash test: \(snapshots.count) operations, \(checked) cuts, each also garbled")
            #expect(checked > 1_000, "too few cuts to prove anything")
        }
    }

    @Test("a fold that died after the new file, before the journal was emptied: the old journal is ignored")
    func foldCutBeforeTheJournalIsEmptied() throws {
        try withRecordedOperations(largeValues: true) { snapshots, crashed in
            var folds = 0
            for (before, after) in zip(snapshots, snapshots.dropFirst()) where before.file != after.file {
                try expectValues(
                    after.values, file: after.file, journal: before.journal, in: crashed, cut: -1,
                    continuing: true)
                folds += 1
            }
            let foldsBySet = zip(snapshots, snapshots.dropFirst()).filter { before, after in
                before.file != after.file && before.values != after.values
            }.count
            #expect(foldsBySet > 3, "the operations folded the journal with a change too rarely")
        }
    }

    @Test("a record whose bytes changed but still parse is refused by its checksum, with what follows")
    func changedRecordIsRefused() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/defaults.json" + StoreJournal.fileNameSuffix
            let first = Array(#"{"set":{"volume":"25"},"remove":[]}"#.utf8)
            let second = Array(#"{"set":{"theme":"dark"},"remove":[]}"#.utf8)
            var journal =
                StoreJournal.header(epoch: 7) + StoreJournal.record(first) + StoreJournal.record(second)
            /// The journal's contents once `journal` is written as the store writes it (0600).
            func read() throws -> StoreJournal.Contents {
                try Data(journal).write(to: URL(fileURLWithPath: path))
                try #require(chmod(path, 0o600) == 0)
                return try StoreJournal.read(path, owner: geteuid())
            }
            #expect(try read().recordCount == 2)
            // "25" becomes "26": still a record of the right shape, but not the one written.
            let digit =
                StoreJournal.headerSize + StoreJournal.recordHeaderSize
                + (first.firstIndex(of: UInt8(ascii: "5")) ?? 0)
            journal[digit] = UInt8(ascii: "6")
            let contents = try read()
            #expect(contents.epoch == 7)
            #expect(contents.recordCount == 0)
            #expect(contents.validLength == StoreJournal.headerSize)
        }
    }

    /// Runs `body` with the snapshots of ``recordOperations(in:largeValues:)`` and an empty
    /// directory for the files of a crash, both in a temporary directory removed afterwards.
    private func withRecordedOperations(
        largeValues: Bool, _ body: ([Snapshot], _ crashed: String) throws -> Void
    ) throws {
        try withTemporaryDirectory { directory in
            let snapshots = try recordOperations(in: directory + "/work", largeValues: largeValues)
            let crashed = directory + "/crashed"
            try FileManager.default.createDirectory(atPath: crashed, withIntermediateDirectories: true)
            try body(snapshots, crashed)
        }
    }

    /// Runs a seeded sequence of operations on a journaled store in `directory` and returns the
    /// files and values after each. With `largeValues`, some sets are large enough that the
    /// journal outgrows 64 KiB every few times, and a set, not only a flush, folds it.
    private func recordOperations(in directory: String, largeValues: Bool) throws -> [Snapshot] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/defaults.json"
        var configuration = DefaultsStore.Configuration()
        configuration.commit = .journaled(syncInterval: .seconds(3600))
        configuration.issueHandler = nil
        let store = DefaultsStore(url: URL(fileURLWithPath: file), configuration: configuration)
        var random = SeededRandomNumberGenerator(seed: seed)
        var values: [String: String] = [:]
        var snapshots: [Snapshot] = []
        for step in 0..<160 {
            let key = "key-\(Int.random(in: 0..<12, using: &random))"
            switch Int.random(in: 0..<20, using: &random) {
            case 0:
                try store.flush()
            case 1:
                try store.removeAll()
                values.removeAll()
            case 2, 3:
                try store.removeValue(forKey: key)
                values[key] = nil
            case 4, 5:
                try store.batch { batch in
                    for offset in 0..<3 {
                        try batch.set("\(step)-\(offset)", forKey: "batch-\(offset)")
                    }
                }
                for offset in 0..<3 {
                    values["batch-\(offset)"] = "\(step)-\(offset)"
                }
            case 6 where largeValues, 7 where largeValues:
                let large = String(repeating: String(step % 10), count: 32 * 1024)
                try store.set(large, forKey: "large")
                values["large"] = large
            default:
                try store.set(String(step), forKey: key)
                values[key] = String(step)
            }
            snapshots.append(
                Snapshot(
                    file: try bytes(at: file), journal: try bytes(at: file + StoreJournal.fileNameSuffix),
                    values: values))
        }
        return snapshots
    }

    /// Writes `file` and `journal` as a store's files in `directory`, reads them with a new store
    /// and expects `expected`; then, when `continuing`, sets one more value and expects it beside
    /// them, from the JSON file alone once flushed.
    private func expectValues(
        _ expected: [String: String], file: [UInt8], journal: [UInt8], in directory: String, cut: Int,
        continuing: Bool
    ) throws {
        let path = directory + "/defaults.json"
        try Data(file).write(to: URL(fileURLWithPath: path))
        try Data(journal).write(to: URL(fileURLWithPath: path + StoreJournal.fileNameSuffix))
        // As the store makes it: a journal others may read or write is refused.
        try #require(chmod(path + StoreJournal.fileNameSuffix, 0o600) == 0)
        var configuration = DefaultsStore.Configuration()
        configuration.commit = .journaled(syncInterval: .seconds(3600))
        configuration.issueHandler = nil
        let store = DefaultsStore(url: URL(fileURLWithPath: path), configuration: configuration)
        let read = try storedValues(of: store)
        let isExpected = read == expected
        #expect(isExpected, "cut at byte \(cut) of \(journal.count): read \(summary(read))")
        guard continuing, isExpected else {
            return
        }
        // The next commit after a crash: appended, or folded when the tail is torn.
        try store.set("after", forKey: "after-the-crash")
        try store.flush()
        let afterwards = try storedValues(
            of: DefaultsStore(url: URL(fileURLWithPath: path), configuration: configuration))
        let isStillExpected = afterwards == expected.merging(["after-the-crash": "after"]) { $1 }
        #expect(isStillExpected, "after the cut at \(cut): \(summary(afterwards))")
        let text = try JSONReader().value(from: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect((text as? [String: Any])?["values"] is [String: Any], "the JSON file after the cut at \(cut)")
    }

    /// `values` sorted by key, a large value by its length and first character.
    private func summary(_ values: [String: String]) -> String {
        values.sorted { $0.key < $1.key }.map { key, value in
            value.count > 40 ? "\(key): \(value.count) × \(value.prefix(1))" : "\(key): \(value)"
        }.joined(separator: ", ")
    }

    private func storedValues(of store: DefaultsStore) throws -> [String: String] {
        var values: [String: String] = [:]
        for key in try store.keys {
            values[key] = try store.value(of: String.self, forKey: key)
        }
        return values
    }

    private func bytes(at path: String) throws -> [UInt8] {
        guard FileManager.default.fileExists(atPath: path) else {
            return []
        }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// What a journaled store does when the process exits normally.
@Suite("Journaled store: flushing at exit")
struct JournalExitFlushTests {
    @Test("the exit flush folds a store's own appends, and creates nothing for a store that only read")
    func exitFlushTouchesOnlyStoresWithAppends() throws {
        try withTemporaryDirectory { directory in
            var configuration = DefaultsStore.Configuration()
            configuration.commit = .journaled(syncInterval: .seconds(3600))
            let reader = DefaultsStore(
                url: URL(fileURLWithPath: directory + "/missing/defaults.json"), configuration: configuration)
            #expect(try reader.value(of: Int.self, forKey: "count") == nil)
            let writer = DefaultsStore(
                url: URL(fileURLWithPath: directory + "/defaults.json"), configuration: configuration)
            try writer.set(1, forKey: "count")
            try writer.set(2, forKey: "count")
            #expect(
                try StoreJournal.read(directory + "/defaults.json.journal", owner: geteuid()).recordCount
                    == 1)

            // What the exit handler does for each journaled store alive (`flushAll` itself would
            // also fold the stores of the tests running beside this one).
            JournaledStores.flushIfAppended(reader)
            JournaledStores.flushIfAppended(writer)

            #expect(!FileManager.default.fileExists(atPath: directory + "/missing"), "a read made nothing")
            #expect(
                try StoreJournal.read(directory + "/defaults.json.journal", owner: geteuid()).recordCount == 0
            )
            let text = try String(contentsOfFile: directory + "/defaults.json", encoding: .utf8)
            #expect(text.contains("\"count\" : 2"))
        }
    }
}

extension StoreJournal.Contents {
    /// Whether bytes follow the whole records: an append cut short, or garbage.
    var hasTornTail: Bool {
        size.map { $0 > validLength } ?? false
    }
}
