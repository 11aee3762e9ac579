import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Read-modify-write of one value: `store[key] += 1`, `update(_:_:)` and a batch are atomic
/// between threads and processes.
@Suite("DefaultsStore atomic updates")
struct AtomicUpdateTests {
    private static let incrementsPerWriter = 200

    @Test(
        "2 processes × 200 increments of one counter give 400, in every form the store article shows",
        .needsProcSelf,
        arguments: DefaultsStoreChildWork.IncrementForm.allCases, StoreCommitMode.allCases)
    func processesIncrement(_ form: DefaultsStoreChildWork.IncrementForm, _ mode: StoreCommitMode) throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            let children = try (0..<2).map { _ in
                try ArchiveChildProcess.launch(
                    .storeIncrementer,
                    environment: [
                        ArchiveChildProcess.fileVariable: file,
                        ArchiveChildProcess.incrementFormVariable: form.rawValue,
                        ArchiveChildProcess.keyCountVariable: String(Self.incrementsPerWriter),
                    ].merging(mode.environment) { $1 })
            }
            for child in children {
                child.waitUntilExit()
                #expect(child.terminationReason == .exit && child.terminationStatus == EXIT_SUCCESS)
            }
            let count = try DefaultsStore(url: URL(fileURLWithPath: file)).value(
                of: Int.self, forKey: "counter")
            print("increment test (\(form), \(mode)): \(count ?? 0) of \(2 * Self.incrementsPerWriter)")
            #expect(count == 2 * Self.incrementsPerWriter)
        }
    }

    @Test("2 threads × 200 subscript increments through one store give 400")
    func threadsIncrementThroughTheSubscript() throws {
        try withTemporaryStore { store, log in
            runOnThreads(2) { _ in
                for _ in 0..<Self.incrementsPerWriter {
                    store[.counter] += 1
                }
            }
            #expect(store[.counter] == 2 * Self.incrementsPerWriter)
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test("update returns what its body returns, and writes nothing when the body throws")
    func updateResultAndFailure() throws {
        struct Refusal: Error {}
        try withTemporaryStore { store, _ in
            let doubled = try store.update(.counter) { value in
                value += 21
                return value * 2
            }
            #expect(doubled == 42)
            #expect(throws: Refusal.self) {
                try store.update(.counter) { value in
                    value = 99
                    throw Refusal()
                }
            }
            #expect(try DefaultsStore(url: store.url).value(of: Int.self, forKey: "counter") == 21)
        }
    }

    @Test("a struct changed in place through the subscript, and a class through update, are written")
    func valuesChangedInPlace() throws {
        try withTemporaryStore { store, log in
            store[.window].width = 1024
            store[.window].height += 100
            try store.update(.appSettings) { settings in
                settings.theme = "dark"
                settings.fontSize += 2
            }
            let reread = DefaultsStore(url: store.url)
            #expect(reread[.window] == WindowFrame(width: 1024, height: 700))
            #expect(reread[.appSettings].theme == "dark")
            #expect(reread[.appSettings].fontSize == 14)
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test("a failed write through the subscript is reported, and the value read is the default")
    func subscriptFailureIsReported() throws {
        try withTemporaryStore { store, log in
            try writeFixture("{", to: store.url.path)
            store[.counter] += 1
            #expect(log.issues.map(\.action) == [.notSaved])
            #expect(try fileText(of: store) == "{")
        }
    }
}
