import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An observer that reads the store may be told of a change by that very read (the first read of
/// a store, or one that finds another process's change, tells the observers): no observer is ever
/// called with a lock held, so such a read never waits for itself.
@Suite("Observers that read the store as they are told")
struct ObserverReentryTests {
    /// A store of `mode` on a file that already holds `launchCount` = 41, as an app finds it at
    /// launch, never used yet.
    private func withStoreOnExistingFile(
        _ mode: StoreCommitMode,
        _ body: (DefaultsStore) async throws -> Void
    ) async throws {
        try await withTemporaryDirectoryAsync { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            DefaultsStore(url: url, configuration: mode.configuration)[.launchCount] = 41
            try await body(DefaultsStore(url: url, configuration: mode.configuration))
        }
    }

    @Test(
        "updates(for:) as a store's first call returns, then yields the stored value",
        arguments: StoreCommitMode.allCases)
    func updatesAsFirstCall(_ mode: StoreCommitMode) async throws {
        try await withStoreOnExistingFile(mode) { store in
            let updates = try finishesWithoutHanging { store.updates(for: .launchCount) }
            var values = updates.makeAsyncIterator()
            #expect(await values.next() == 41)
            store[.launchCount] = 42
            #expect(await values.next() == 42)
        }
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "DefaultsValue as a store's first call returns with the stored value",
        arguments: StoreCommitMode.allCases)
    func defaultsValueAsFirstCall(_ mode: StoreCommitMode) async throws {
        try await withStoreOnExistingFile(mode) { store in
            let count = try finishesWithoutHanging { DefaultsValue(.launchCount, in: store) }
            #expect(count.value == 41)
            count.value = 43
            #expect(count.value == 43 && store[.launchCount] == 43)
        }
    }

    @Test(
        "an observer that reads the store is told of the store's first read",
        arguments: StoreCommitMode.allCases)
    func observerReadingTheStoreOnFirstRead(_ mode: StoreCommitMode) async throws {
        try await withStoreOnExistingFile(mode) { store in
            let seen = Locked<[Int]>([])
            let observation = store.observe(.launchCount) { value in seen.withLock { $0.append(value) } }
            let read = try finishesWithoutHanging { store[.launchCount] }
            #expect(read == 41)
            #expect(seen.withLock { $0 } == [41])
            observation.cancel()
        }
    }

    @Test(
        "updates(for:) of a key another process sets 2,000 times ends with its last value", .needsProcSelf,
        arguments: StoreCommitMode.allCases)
    func updatesFollowAnotherProcess(_ mode: StoreCommitMode) async throws {
        try await withStoreOnExistingFile(mode) { store in
            let sets = 2_000
            let updates = try finishesWithoutHanging { store.updates(for: .counter) }
            let child = try ArchiveChildProcess.launch(
                .storeIncrementer,
                environment: [
                    ArchiveChildProcess.fileVariable: store.url.path,
                    ArchiveChildProcess.keyCountVariable: String(sets),
                    ArchiveChildProcess.incrementFormVariable: DefaultsStoreChildWork.IncrementForm.subscript
                        .rawValue,
                ].merging(mode.environment) { $1 })
            let last = try finishesWithoutHanging {
                // The child's last set, then whatever the watch still tells: the newest value arrives.
                child.waitUntilExit()
                return child.terminationStatus
            }
            #expect(last == EXIT_SUCCESS)
            #expect(await arrives(sets, in: updates), "the last value never arrived")
        }
    }

    @Test(
        "a process that follows a key gets its own set back while another process sets the store",
        .needsProcSelf,
        arguments: StoreCommitMode.allCases)
    func ownSetArrivesUnderAnotherProcessesSets(_ mode: StoreCommitMode) async throws {
        try await withStoreOnExistingFile(mode) { store in
            let child = try ArchiveChildProcess.launch(
                .storeIncrementer,
                environment: [
                    ArchiveChildProcess.fileVariable: store.url.path,
                    ArchiveChildProcess.keyCountVariable: "100000",
                    ArchiveChildProcess.incrementFormVariable: DefaultsStoreChildWork.IncrementForm.subscript
                        .rawValue,
                ].merging(mode.environment) { $1 })
            defer {
                kill(child.processIdentifier, SIGKILL)
                child.waitUntilExit()
            }
            let updates = try finishesWithoutHanging { store.updates(for: .launchCount) }
            for value in 1...3 {
                try finishesWithoutHanging { store[.launchCount] = 41 + value }
                #expect(await arrives(41 + value, in: updates), "set \(value) never came back")
            }
        }
    }
}

/// Whether `updates` yields `value` within a minute (a bound against waiting forever, not a figure).
private func arrives(_ value: Int, in updates: AsyncStream<Int>) async -> Bool {
    let arrived = Task {
        for await seen in updates where seen == value {
            return true
        }
        return false
    }
    let timeout = Task {
        try await Task.sleep(for: .seconds(60))
        arrived.cancel()
    }
    defer { timeout.cancel() }
    return await arrived.value
}

/// Runs `body` on a thread of its own and returns what it returns; if it has not returned after a
/// minute (it deadlocked), records a failure and throws, leaving the thread behind.
func finishesWithoutHanging<Result: Sendable>(
    _ body: @escaping @Sendable () throws -> Result,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Result {
    let finished = DispatchSemaphore(value: 0)
    let outcome = Locked<Swift.Result<Result, any Error>?>(nil)
    Thread {
        let result = Swift.Result { try body() }
        outcome.withLock { $0 = result }
        finished.signal()
    }.start()
    guard finished.wait(timeout: .now() + 60) == .success, let result = outcome.withLock({ $0 }) else {
        Issue.record("it never returned: it waits for itself", sourceLocation: sourceLocation)
        throw CancellationError()
    }
    return try result.get()
}
