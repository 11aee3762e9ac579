import Foundation
import Observation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// DefaultsValue and Observation are there from macOS 14 and iOS 17 on: each test says so (Swift
// Testing takes `@available` on a test, not on a suite) and is skipped where they are not.
@Suite("DefaultsValue and Observation")
struct DefaultsValueTests {
    /// Tracks `value.value` once, and returns a semaphore signalled at its next change.
    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    private func trackOnce<Value>(_ value: DefaultsValue<Value>) -> DispatchSemaphore {
        let changed = DispatchSemaphore(value: 0)
        withObservationTracking {
            _ = value.value
        } onChange: {
            changed.signal()
        }
        return changed
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "reading registers access; a write to the store triggers the observers", arguments: StoreKind.allCases
    )
    func storeWriteTriggersObservers(_ kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            store[.launchCount] = 2
            let count = DefaultsValue(.launchCount, in: store)
            #expect(count.value == 2)
            let changed = trackOnce(count)
            store[.launchCount] = 3
            #expect(changed.wait(timeout: .now()) == .success)
            #expect(count.value == 3)
            // Unchanged: nobody is told.
            let again = trackOnce(count)
            store[.launchCount] = 3
            #expect(again.wait(timeout: .now()) == .timedOut)
        }
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test("assigning the value saves it and triggers the observers", arguments: StoreKind.allCases)
    func assigningSaves(_ kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let count = DefaultsValue(.launchCount, in: store)
            let other = DefaultsValue(.launchCount, in: store)
            let changed = trackOnce(other)
            count.value = 7
            #expect(store[.launchCount] == 7)
            #expect(changed.wait(timeout: .now()) == .success)
            #expect(other.value == 7 && count.value == 7)
            count.value += 1
            let stored = try store.value(for: .launchCount)
            #expect(stored == 8)
        }
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "value += 1 from 8 threads through two values of one key loses no increment",
        arguments: StoreKind.allCases)
    func incrementsFromThreads(_ kind: StoreKind) throws {
        try withStore(kind) { store, log in
            let counts = [DefaultsValue(.counter, in: store), DefaultsValue(.counter, in: store)]
            runOnThreads(8) { thread in
                for _ in 0..<250 {
                    counts[thread % 2].value += 1
                }
            }
            #expect(store[.counter] == 2_000)
            #expect(counts.map(\.value) == [2_000, 2_000])
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a value that cannot be saved is reported and the stored one stays")
    func failedSaveIsReported() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.mode = .strict
        try withStore(.inMemory, configuration) { store, log in
            let ratio = DefaultsValue(DefaultsKey("ratio", default: 0.5), in: store)
            ratio.value = .nan
            #expect(ratio.value == 0.5)
            #expect(log.issues.map(\.action) == [.notSaved])
        }
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test(
        "another process's change triggers the observers", .needsProcSelf, arguments: StoreCommitMode.allCases
    )
    func otherProcessTriggers(_ mode: StoreCommitMode) throws {
        var configuration = DefaultsStore.Configuration()
        configuration.changeCheckInterval = .seconds(3600)
        try withTemporaryStore(configuration) { store, _ in
            try store.set(0, forKey: "timed")  // the directory exists, so it is watched
            let timed = DefaultsValue(DefaultsKey("timed", default: -1), in: store)
            #expect(timed.value == 0)
            let changed = trackOnce(timed)
            let child = try ArchiveChildProcess.run(
                .timedStoreWriter,
                environment: [ArchiveChildProcess.fileVariable: store.url.path].merging(mode.environment) {
                    $1
                })
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(changed.wait(timeout: .now() + 60) == .success)
            // Observation tells before the change (willSet), here on another thread: it follows.
            var waited = 0
            while timed.value != 1, waited < 1_000 {
                usleep(10_000)
                waited += 1
            }
            #expect(timed.value == 1)
        }
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test("releasing it ends the observation and the watch")
    func releaseEndsObservation() throws {
        try withTemporaryStore { store, _ in
            try store.set(1, forKey: "launchCount")
            var count: DefaultsValue<Int>? = DefaultsValue(.launchCount, in: store)
            #expect(count?.value == 1 && store.observers.isWatching)
            count = nil
            #expect(store.observers.observedKeys.isEmpty && !store.observers.isWatching)
        }
    }
}
