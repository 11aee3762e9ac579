import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DefaultsStore under crashes and contention")
struct DefaultsStoreConcurrencyTests {
    /// The seed of the kill delays, so that a failing sequence can be repeated.
    private let seed: UInt64 = 0x5374_6F72_65

    @Test(
        "a store writer killed with SIGKILL always leaves a file that parses, with a whole batch",
        .needsProcSelf,
        arguments: StoreCommitMode.allCases)
    func killedWriterLeavesCommittedBatch(_ mode: StoreCommitMode) throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            let payloads = DefaultsStoreChildWork.payloads
            var random = SeededRandomNumberGenerator(seed: seed)
            var killsDuringWrite = 0
            var lastCount = 0
            let killCount = ArchiveChildProcess.killCount
            for round in 0..<killCount {
                let printed = try ArchiveChildProcess.launchAndKill(
                    .storeWriter,
                    environment: [ArchiveChildProcess.fileVariable: file].merging(mode.environment) { $1 },
                    using: &random)
                let acknowledged =
                    printed.split(separator: "\n").compactMap { line in
                        line.hasPrefix(DefaultsStoreChildWork.committedPrefix)
                            ? Int(line.dropFirst(DefaultsStoreChildWork.committedPrefix.count)) : nil
                    }.max() ?? lastCount
                if try StoreJournal.read(file + StoreJournal.fileNameSuffix, owner: geteuid()).hasTornTail {
                    killsDuringWrite += 1
                }

                // A new store each time: it reads the file, not a memory of it.
                let store = DefaultsStore(url: URL(fileURLWithPath: file))
                let count = try store.value(of: Int.self, forKey: "count") ?? 0
                let payload = try store.value(of: String.self, forKey: "payload")
                #expect(count >= acknowledged, "a batch that returned was lost after kill \(round)")
                #expect(count >= lastCount, "committed writes were lost after kill \(round)")
                if count > 0 {
                    #expect(payload == payloads[count % payloads.count], "a batch was half written")
                }
                lastCount = count
                if try !TemporaryFiles.removeAbandoned(of: ArchivePaths(file: file)).isEmpty {
                    killsDuringWrite += 1
                }
            }
            print(
                "store crash test (\(mode)): \(killCount) kills, \(killsDuringWrite) during a write, \(lastCount) commits"
            )
            #expect(killsDuringWrite > 0, "no kill caught a write in progress; the test proved nothing")
            #expect(lastCount > 0, "the writer never committed")
        }
    }

    @Test(
        "4 processes × 300 keys set at once through their own stores: all 1,200 present", .needsProcSelf,
        arguments: StoreCommitMode.allCases)
    func processesLoseNoKeys(_ mode: StoreCommitMode) throws {
        let processCount = 4
        let keysPerProcess = 300
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            let children = try (0..<processCount).map { index in
                try ArchiveChildProcess.launch(
                    .storeKeyWriter,
                    environment: [
                        ArchiveChildProcess.fileVariable: file,
                        ArchiveChildProcess.keyPrefixVariable: "process\(index)",
                        ArchiveChildProcess.keyCountVariable: String(keysPerProcess),
                    ].merging(mode.environment) { $1 })
            }
            for child in children {
                child.waitUntilExit()
                #expect(child.terminationReason == .exit && child.terminationStatus == EXIT_SUCCESS)
            }
            let store = DefaultsStore(url: URL(fileURLWithPath: file))
            let keys = try store.keys
            print(
                "store contention test (\(mode)): \(keys.count) keys present of \(processCount * keysPerProcess)"
            )
            #expect(keys.count == processCount * keysPerProcess)
            // Each child exited normally, so a journaled one flushed: the JSON file alone holds all.
            let fileValues = try JSONReader().value(from: try Data(contentsOf: URL(fileURLWithPath: file)))
            let values = (fileValues as? [String: Any])?["values"] as? [String: Any]
            #expect(values?.count == processCount * keysPerProcess)
            #expect(
                try StoreJournal.read(file + StoreJournal.fileNameSuffix, owner: geteuid()).recordCount == 0)
            for process in 0..<processCount {
                for index in 0..<keysPerProcess {
                    #expect(try store.value(of: Int.self, forKey: "process\(process)-\(index)") == index)
                }
            }
        }
    }

    @Test("8 threads writing and reading through two stores lose no key and no increment")
    func threadsLoseNothing() throws {
        let threadCount = 8
        let iterations = 100
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            let stores = [DefaultsStore(url: url), DefaultsStore(url: url)]
            let failures = FailureLog()
            runOnThreads(threadCount) { thread in
                let store = stores[thread % stores.count]
                do {
                    for iteration in 0..<iterations {
                        try store.set(iteration, forKey: "thread\(thread)-\(iteration)")
                        try store.batch { batch in
                            try batch.set(
                                (try batch.value(of: Int.self, forKey: "counter") ?? 0) + 1, forKey: "counter"
                            )
                        }
                        if try store.value(of: Int.self, forKey: "thread\(thread)-\(iteration)") != iteration
                        {
                            failures.record(
                                ReadBackFailure(
                                    description: "thread \(thread) misread its write \(iteration)"))
                        }
                        _ = try store.keys
                    }
                } catch {
                    failures.record(error)
                }
            }
            #expect(failures.all.isEmpty, "\(failures.all)")
            let reader = DefaultsStore(url: url)
            #expect(try reader.value(of: Int.self, forKey: "counter") == threadCount * iterations)
            #expect(try reader.keys.count == threadCount * iterations + 1)
            print(
                "store thread test: \(threadCount) threads, \(try reader.keys.count - 1) keys, counter \(try reader.value(of: Int.self, forKey: "counter") ?? 0)"
            )
        }
    }
}

/// A thread read something other than what it had just written.
private struct ReadBackFailure: Error, CustomStringConvertible {
    let description: String
}
