import Foundation
import Testing

@testable import MirrorMapper

/// Problems of the store's file as a whole are reported and worded as such: by the file's path,
/// never as a key, and without guessing who made them.
@Suite("Store-wide issues and errors")
struct StoreWideIssueTests {
    @Test("a journal that cannot be folded at exit is reported by the file's path, with no key")
    func failedFoldAtExitNamesTheFile() throws {
        try withTemporaryStore(StoreCommitMode.journaled.configuration) { store, log in
            try store.set(1, forKey: "a")
            try store.set(2, forKey: "b")  // appended: the exit folds it
            try writeFixture("{ not json", to: store.url.path)
            JournaledStores.flushIfAppended(store)
            let issue = try #require(log.issues.last)
            #expect(issue.key == nil)
            #expect(issue.path == store.url.path)
            #expect(
                DefaultsIssue.standardErrorLine(for: issue).hasPrefix("MirrorMapper: \(store.url.path): "),
                "\(DefaultsIssue.standardErrorLine(for: issue))")
        }
    }

    @Test("a file migrated further by another store of this process is not blamed on a newer app")
    func newerSchemaDoesNotGuessWhoMigrated() throws {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            var further = DefaultsStore.Configuration()
            further.migrations = [.renameKey("a", to: "b"), .renameKey("b", to: "c")]
            try DefaultsStore(url: url, configuration: further).set(1, forKey: "c")
            var shorter = DefaultsStore.Configuration()
            shorter.migrations = [.renameKey("a", to: "b")]
            let error = try #require(throws: DefaultsError.self) {
                try DefaultsStore(url: url, configuration: shorter).keys
            }
            #expect(!error.description.contains("newer version of the app"), "\(error)")
            #expect(error.description.contains("schema version 2"), "\(error)")
            #expect(error.description.contains("1 migration"), "\(error)")
        }
    }
}
