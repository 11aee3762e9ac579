import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the steps of ``DefaultsMigrationTests`` have been called, across stores.
private let stepCalls = Locked<[Int]>([])

private struct Window: Mappable, Equatable {
    var width = 800
    var height = 600
    static let mapping: Mapping<Window> = ["width": \.width, "height": \.height]
}

@Suite("DefaultsStore migrations", .serialized)
struct DefaultsMigrationTests {
    /// Three steps: a rename, a transform, and two loose values moved into one model; each counts
    /// its calls.
    private static let steps: [DefaultsStore.Migration] = [
        .renameKey("fontSize", to: "textSize"),
        .transformValue(forKey: "volume") { value in
            stepCalls.withLock { $0.append(2) }
            return (value as? Int).map { Double($0) / 100 }
        },
        .update { batch in
            stepCalls.withLock { $0.append(3) }
            let window = Window(
                width: try batch.value(of: Int.self, forKey: "width") ?? 800,
                height: try batch.value(of: Int.self, forKey: "height") ?? 600)
            try batch.set(window, forKey: "window")
            batch.removeValue(forKey: "width")
            batch.removeValue(forKey: "height")
        },
    ]

    private static let oldFile = """
        {"formatVersion": 1, "values": {"fontSize": 14, "volume": 80, "width": 1024, "height": 768, "theme": "dark"}}
        """

    private func configuration(_ mode: StoreCommitMode, steps: [DefaultsStore.Migration] = steps)
        -> DefaultsStore.Configuration
    {
        var configuration = mode.configuration
        configuration.migrations = steps
        return configuration
    }

    @Test(
        "old values go through every step once, in order, and the file records it",
        arguments: StoreCommitMode.allCases)
    func stepsRunOnceInOrder(_ mode: StoreCommitMode) throws {
        stepCalls.withLock { $0 = [] }
        try withTemporaryStore(configuration(mode)) { store, _ in
            try writeFixture(Self.oldFile, to: store.url.path)
            // A read migrates: the values it gives are the migrated ones.
            #expect(try store.value(of: Double.self, forKey: "volume") == 0.8)
            #expect(try store.keys == ["textSize", "theme", "volume", "window"])
            #expect(try store.value(of: Int.self, forKey: "textSize") == 14)
            #expect(try store.value(of: Window.self, forKey: "window") == Window(width: 1024, height: 768))
            let file = try fileJSON(of: store)
            #expect(file["schemaVersion"] as? Int == 3)
            #expect((file["values"] as? [String: Any])?["textSize"] as? Int == 14)
            // Another store of the file, and this one again: nothing runs twice.
            let again = DefaultsStore(url: store.url, configuration: configuration(mode))
            #expect(try again.value(of: Double.self, forKey: "volume") == 0.8)
            try again.set(1, forKey: "launchCount")
            #expect(stepCalls.withLock { $0 } == [2, 3])
        }
    }

    @Test("a new store starts at the latest step: nothing runs, and its first write records it")
    func newStoreStartsAtLatest() throws {
        stepCalls.withLock { $0 = [] }
        try withTemporaryStore(configuration(.durable)) { store, _ in
            #expect(try store.keys.isEmpty)
            try store.set(50, forKey: "volume")
            #expect(try fileJSON(of: store)["schemaVersion"] as? Int == 3)
            #expect(try store.value(of: Int.self, forKey: "volume") == 50)
            #expect(stepCalls.withLock { $0 }.isEmpty)
        }
    }

    @Test("a later step runs alone on values that went through the earlier ones")
    func laterStepRunsAlone() throws {
        stepCalls.withLock { $0 = [] }
        try withTemporaryStore(configuration(.durable, steps: Array(Self.steps.prefix(2)))) { store, _ in
            try writeFixture(Self.oldFile, to: store.url.path)
            #expect(try store.keys.contains("width"))
            let newer = DefaultsStore(url: store.url, configuration: configuration(.durable))
            #expect(try newer.keys == ["textSize", "theme", "volume", "window"])
            #expect(stepCalls.withLock { $0 } == [2, 3])
        }
    }

    @Test("a file migrated further than the store knows is refused and left as it is")
    func newerSchemaIsRefused() throws {
        try withTemporaryStore(configuration(.durable)) { store, _ in
            let text = #"{"formatVersion": 1, "schemaVersion": 4, "values": {"a": 1}}"#
            try writeFixture(text, to: store.url.path)
            let error = try #require(throws: DefaultsError.self) {
                try store.value(of: Int.self, forKey: "a")
            }
            guard case .newerSchema(_, let version, let known) = error else {
                Issue.record("expected newerSchema, got \(error)")
                return
            }
            #expect(version == 4 && known == 3)
            #expect(error.description.contains("schema version 4"))
            #expect(throws: DefaultsError.self) { try store.set(2, forKey: "a") }
            // A store that declares no migrations refuses it too.
            #expect(throws: DefaultsError.self) { try DefaultsStore(url: store.url).keys }
            #expect(try fileText(of: store) == text)
        }
    }

    @Test("a step that throws changes nothing, and the migration runs again next time")
    func failingStepChangesNothing() throws {
        struct Refused: Error {}
        let refusing = Locked(true)
        let steps: [DefaultsStore.Migration] = [
            .renameKey("fontSize", to: "textSize"),
            .update { _ in
                if refusing.withLock({ $0 }) { throw Refused() }
            },
        ]
        try withTemporaryStore(configuration(.durable, steps: steps)) { store, _ in
            try writeFixture(Self.oldFile, to: store.url.path)
            let error = try #require(throws: DefaultsError.self) { try store.keys }
            guard case .migrationFailed(let step, _) = error else {
                Issue.record("expected migrationFailed, got \(error)")
                return
            }
            #expect(step == 2)
            #expect(try fileText(of: store) == Self.oldFile)
            refusing.withLock { $0 = false }
            #expect(try store.keys.contains("textSize"))
        }
    }

    @Test(
        "a process killed while it migrates leaves the old values or the migrated ones, never a mix",
        .needsProcSelf)
    func killedMigrationLeavesOldOrNew() throws {
        var random = SeededRandomNumberGenerator(seed: 0x6D69_6772)
        var old = [String: Any]()
        for index in 0..<DefaultsStoreChildWork.migratedKeyCount {
            old["key-\(index)"] = index
        }
        old["marker"] = "m"
        let oldText = try JSONWriter().data(from: ["formatVersion": 1, "values": old] as [String: Any])
        var outcomes = (old: 0, migrated: 0)
        try withTemporaryDirectory { directory in
            let path = directory + "/defaults.json"
            let environment = [ArchiveChildProcess.fileVariable: path]
            // How long a migration takes here, from the child's ready line: kills land at random
            // up to twice that, so that some come before the commit and some after.
            try oldText.write(to: URL(fileURLWithPath: path))
            let output = ChildProcesses.pipe()
            let timed = try ArchiveChildProcess.launch(
                .migratingStoreUser, environment: environment, output: output)
            _ = try #require(ArchiveChildProcess.waitUntilReady(output))
            let start = Date()
            _ = output.fileHandleForReading.availableData  // the line "migrated"
            let duration = Date().timeIntervalSince(start)
            kill(timed.processIdentifier, SIGKILL)
            timed.waitUntilExit()
            let longestDelay = UInt32(min(max(duration * 2, 0.01), 5) * 1_000_000)
            for _ in 0..<ArchiveChildProcess.killCount {
                try oldText.write(to: URL(fileURLWithPath: path))
                try ArchiveChildProcess.launchAndKill(
                    .migratingStoreUser, environment: environment, longestDelay: longestDelay, using: &random)
                let file = try #require(
                    try JSONReader().value(from: Data(contentsOf: URL(fileURLWithPath: path)))
                        as? [String: Any])
                let values = try #require(file["values"] as? [String: Any])
                let count = DefaultsStoreChildWork.migratedKeyCount
                if file["schemaVersion"] == nil {
                    #expect(values.count == count + 1 && values["key-0"] != nil && values["marker"] != nil)
                    outcomes.old += 1
                } else {
                    #expect(file["schemaVersion"] as? Int == 2)
                    #expect(values.count == count + 1 && values["moved-\(count - 1)"] as? Int == count - 1)
                    #expect(values["marker2"] as? String == "m" && values["key-0"] == nil)
                    outcomes.migrated += 1
                }
            }
        }
        print(
            "killed migrations: \(outcomes.old) left the old values, \(outcomes.migrated) the migrated ones")
        #expect(
            outcomes.old > 0 && outcomes.migrated > 0, "the kills did not land on both sides of the commit")
    }
}
