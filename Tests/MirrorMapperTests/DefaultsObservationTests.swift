import Foundation
import Synchronization
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DefaultsStore change observation")
struct DefaultsObservationTests {
    /// The longest wait for the periodic check; far above the interval, so only a broken check
    /// reaches it.
    private let patience: DispatchTime = .now() + 60

    @Test("a local write calls the observers of its key once, after the commit; others are not called")
    func localWritesNotifyTheirKey() throws {
        try withTemporaryStore { store, _ in
            let calls = Mutex<[String]>([])
            let settings = store.observe("settings") {
                calls.withLock { $0.append("settings:\((try? store.integer(forKey: "settings")) ?? -1)") }
            }
            let other = store.observe("other") { calls.withLock { $0.append("other") } }
            try store.set(1, forKey: "settings")
            try store.set(1, forKey: "settings")  // unchanged: no call
            try store.set(2, forKey: "unobserved")
            try store.removeObject(forKey: "settings")
            #expect(calls.withLock { $0 } == ["settings:1", "settings:-1"])
            settings.cancel()
            other.cancel()
            try store.set(3, forKey: "settings")
            #expect(calls.withLock { $0 }.count == 2)
        }
    }

    @Test("a typed key's observer gets the new value")
    func typedObserverGetsValue() throws {
        try withTemporaryStore { store, _ in
            let seen = Mutex<[Int]>([])
            let observation = store.observe(.launchCount) { value in seen.withLock { $0.append(value) } }
            store[.launchCount] = 4
            store[.launchCount] += 1
            #expect(seen.withLock { $0 } == [4, 5])
            observation.cancel()
        }
    }

    @Test("another process's change reaches observers at the next refresh")
    func otherProcessChangeOnRefresh() throws {
        // No periodic check during the test: on a slow machine (or under ThreadSanitizer) the child
        // can take longer than the default interval, and the check would tell the observer first.
        var configuration = DefaultsStore.Configuration()
        configuration.changeCheckInterval = .seconds(3600)
        try withTemporaryStore(configuration) { store, _ in
            let calls = Mutex(0)
            let observation = store.observe("child-0") { calls.withLock { $0 += 1 } }
            #expect(try store.keys.isEmpty)
            let child = try ArchiveChildProcess.run(
                .storeKeyWriter,
                environment: [
                    ArchiveChildProcess.fileVariable: store.url.path,
                    ArchiveChildProcess.keyPrefixVariable: "child",
                    ArchiveChildProcess.keyCountVariable: "1",
                ])
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(calls.withLock { $0 } == 0)
            try store.refresh()
            #expect(calls.withLock { $0 } == 1)
            try store.refresh()  // unchanged file: no second call
            #expect(calls.withLock { $0 } == 1)
            observation.cancel()
        }
    }

    @Test("the periodic check tells observers of another process's change without any call")
    func periodicCheckNotices() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.changeCheckInterval = .milliseconds(20)
        try withTemporaryStore(configuration) { store, _ in
            let noticed = DispatchSemaphore(value: 0)
            let observation = store.observe("shared") { noticed.signal() }
            #expect(try store.keys.isEmpty)
            try DefaultsStore(url: store.url).set("from elsewhere", forKey: "shared")
            #expect(noticed.wait(timeout: patience) == .success)
            observation.cancel()
        }
    }

    @Test("changes(forKey:) yields for each change and ends when its task is cancelled")
    func asyncStreamYields() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/defaults.json"))
            let stream = store.changes(forKey: "volume")
            var iterator = stream.makeAsyncIterator()
            try store.set(0.5, forKey: "volume")
            #expect(await iterator.next() != nil)
            #expect(try store.double(forKey: "volume") == 0.5)
            try store.set(0.7, forKey: "volume")
            #expect(await iterator.next() != nil)
        }
    }
}
