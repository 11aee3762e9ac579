import Foundation
import Testing

@testable import MirrorMapper

/// The bad-input catalogue's row (BadInputLimitsAndSecurity.md) about JSON files that are not
/// stores: a store pointed at another program's file (a `package.json`, an editor's settings)
/// refuses it in every operation, also when it is configured to move corrupt files aside, and
/// leaves it byte for byte where it is.
@Suite("Bad-input catalogue: files that are not stores (BadInputLimitsAndSecurity.md)")
struct ForeignFileTests {
    enum ForeignFile: CaseIterable {
        case packageManifest, valuesWithoutFormatVersion, emptyObject, topLevelArray

        var contents: String {
            switch self {
            case .packageManifest: #"{"name": "app", "version": "1.0.0", "dependencies": {}}"#
            case .valuesWithoutFormatVersion: #"{"values": {"a": 1}}"#
            case .emptyObject: "{}"
            case .topLevelArray: "[1, 2]"
            }
        }

        var reason: String {
            switch self {
            case .packageManifest, .valuesWithoutFormatVersion, .emptyObject:
                #"it is a JSON object without the store's "formatVersion" member"#
            case .topLevelArray: #"it is a JSON array, not an object with the store's "formatVersion" member"#
            }
        }
    }

    @Test(
        "a JSON file without the store's format marker: refused by every operation, never changed or moved",
        arguments: ForeignFile.allCases, [DefaultsStore.CorruptFileRecovery.fail, .moveAsideAndStartEmpty])
    func foreignFiles(_ file: ForeignFile, recovery: DefaultsStore.CorruptFileRecovery) throws {
        var configuration = DefaultsStore.Configuration()
        configuration.corruptFileRecovery = recovery
        try withTemporaryStore(configuration) { store, log in
            let path = store.url.path
            try writeFixture(file.contents, to: path)
            for operation in StoreOperation.allCases {
                let error = try #require(throws: DefaultsError.self, "\(operation)") {
                    try operation.run(on: store)
                }
                #expect(
                    error.description
                        == "the file \(path) is not a defaults store and was left unchanged: \(file.reason)",
                    "\(operation)")
            }
            #expect(try fileText(of: store) == file.contents)
            let directory = store.url.deletingLastPathComponent().path
            #expect(try entryNames(in: directory) == ["defaults.json"], "not even a lock file beside it")
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test("an empty file and a missing file are an empty store, which a write makes a store")
    func emptyAndMissingFilesAreEmptyStores() throws {
        try withTemporaryStore { store, _ in
            #expect(try store.keys.isEmpty)
            try store.set(1, forKey: "a")
            #expect(try fileJSON(of: store)["formatVersion"] as? Int == 1)
            try writeFixture("", to: store.url.path)
            #expect(try DefaultsStore(url: store.url).keys.isEmpty)
            try DefaultsStore(url: store.url).set(2, forKey: "b")
            #expect(try storedValues(of: store)["b"] as? Int == 2)
        }
    }
}
