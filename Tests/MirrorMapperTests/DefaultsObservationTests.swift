import Foundation
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
            let calls = Locked<[String]>([])
            let settings = store.observe("settings") {
                calls.withLock {
                    $0.append("settings:\((try? store.value(of: Int.self, forKey: "settings")) ?? -1)")
                }
            }
            let other = store.observe("other") { calls.withLock { $0.append("other") } }
            try store.set(1, forKey: "settings")
            try store.set(1, forKey: "settings")  // unchanged: no call
            try store.set(2, forKey: "unobserved")
            try store.removeValue(forKey: "settings")
            #expect(calls.withLock { $0 } == ["settings:1", "settings:-1"])
            settings.cancel()
            other.cancel()
            try store.set(3, forKey: "settings")
            #expect(calls.withLock { $0 }.count == 2)
        }
    }

    /// The store tells a change by the package's one equality of values, the one
    /// `Mapper.differences` uses: a number is the same number whatever its type.
    @Test("the same number written as another type is no change; true is not 1")
    func theSameNumberAsAnotherTypeIsNoChange() throws {
        try withTemporaryStore { store, _ in
            let calls = Locked(0)
            let observation = store.observe("volume") { calls.withLock { $0 += 1 } }
            try store.set(1, forKey: "volume")
            try store.set(1.0, forKey: "volume")
            try store.set(Decimal(1), forKey: "volume")
            try store.set(UInt8(1), forKey: "volume")
            #expect(calls.withLock { $0 } == 1)
            try store.set(true, forKey: "volume")
            try store.set(1.5, forKey: "volume")
            #expect(calls.withLock { $0 } == 3)
            #expect(try Mapper().differences(between: 1, and: 1.0).isEmpty)
            #expect(try !Mapper().differences(between: true, and: 1).isEmpty)
            observation.cancel()
        }
    }

    @Test("a typed key's observer gets the new value")
    func typedObserverGetsValue() throws {
        try withTemporaryStore { store, _ in
            let seen = Locked<[Int]>([])
            let observation = store.observe(.launchCount) { value in seen.withLock { $0.append(value) } }
            store[.launchCount] = 4
            store[.launchCount] += 1
            #expect(seen.withLock { $0 } == [4, 5])
            observation.cancel()
        }
    }

    @Test(
        "another process's commit reaches an observer at once, without a refresh or a periodic check",
        .needsProcSelf,
        arguments: StoreCommitMode.allCases)
    func otherProcessChangeAtOnce(_ mode: StoreCommitMode) throws {
        var configuration = DefaultsStore.Configuration()
        configuration.changeCheckInterval = .seconds(3600)
        try withTemporaryStore(configuration) { store, _ in
            try store.set(0, forKey: "before")  // the directory exists, so it is watched
            let noticedAt = Locked<[Date]>([])
            let noticed = DispatchSemaphore(value: 0)
            let observation = store.observe("timed") {
                noticedAt.withLock { $0.append(Date()) }
                noticed.signal()
            }
            let child = try ArchiveChildProcess.run(
                .timedStoreWriter,
                environment: [ArchiveChildProcess.fileVariable: store.url.path].merging(mode.environment) {
                    $1
                })
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            let committedAt = try #require(
                child.output.split(separator: "\n").compactMap { line in
                    line.hasPrefix("committed at ") ? Double(line.dropFirst("committed at ".count)) : nil
                }.first)
            // The periodic check is an hour away, so arriving at all within the patience proves the
            // watch told the store. The latency is printed, never held to a limit: shared machines
            // and sanitizers stretch it.
            try #require(noticed.wait(timeout: patience) == .success, "the observer was never told")
            let latency = try #require(noticedAt.withLock { $0.first }).timeIntervalSince1970 - committedAt
            print("observation latency: \(Int(latency * 1000)) ms")
            try store.refresh()  // already up to date: no second call
            #expect(noticedAt.withLock { $0.count } == 1)
            observation.cancel()
        }
    }

    @Test(
        "while the directory does not exist the periodic check notices, then the directory is watched",
        .needsProcSelf)
    func periodicCheckUntilTheDirectoryExists() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.changeCheckInterval = .milliseconds(20)
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/app/defaults.json")
            let store = DefaultsStore(url: url, configuration: configuration)
            let noticed = DispatchSemaphore(value: 0)
            let observation = store.observe("shared") { noticed.signal() }
            #expect(try store.keys.isEmpty)
            #expect(try inotifyWatches(of: directory + "/app") == nil)
            try DefaultsStore(url: url).set("from elsewhere", forKey: "shared")
            #expect(noticed.wait(timeout: patience) == .success)
            try waitUntil { try inotifyWatches(of: directory + "/app") == 1 }
            try DefaultsStore(url: url).set("again", forKey: "shared")
            #expect(noticed.wait(timeout: patience) == .success)
            observation.cancel()
        }
    }

    @Test("the watch ends with the last observation: its inotify descriptor is closed", .needsProcSelf)
    func watchEndsWithLastObservation() throws {
        try withTemporaryStore { store, _ in
            try store.set(0, forKey: "a")
            let directory = store.url.deletingLastPathComponent().path
            #expect(try inotifyWatches(of: directory) == 0)
            let first = store.observe("a") {}
            let second = store.observe("b") {}
            #expect(try inotifyWatches(of: directory) == 1)
            first.cancel()
            #expect(store.observers.isWatching)
            second.cancel()
            #expect(!store.observers.isWatching)
            try waitUntil { try inotifyWatches(of: directory) == 0 }
        }
    }

    /// A user has 128 inotify instances; one per observed store would let one process take them
    /// all, and its later stores would fall back to polling.
    @Test(
        "200 observed stores share the process's one inotify instance, and each is told at once",
        .needsProcSelf)
    func observedStoresShareOneInotifyInstance() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.changeCheckInterval = .seconds(3600)
        try withTemporaryDirectory { directory in
            let noticed = Locked<Set<Int>>([])
            var observations: [DefaultsObservation] = []
            var stores: [DefaultsStore] = []
            for index in 0..<200 {
                let url = URL(fileURLWithPath: directory + "/\(index)/defaults.json")
                let store = DefaultsStore(url: url, configuration: configuration)
                try store.set(0, forKey: "value")  // the directory exists, so it is watched
                observations.append(store.observe("value") { _ = noticed.withLock { $0.insert(index) } })
                stores.append(store)
            }
            #expect(try inotifyInstances() <= 1)
            for index in [0, 127, 128, 199] {
                try DefaultsStore(url: stores[index].url).set(1, forKey: "value")
            }
            try waitUntil { noticed.withLock { $0 } == [0, 127, 128, 199] }
            for observation in observations {
                observation.cancel()
            }
            try waitUntil { try inotifyWatches(of: directory + "/199") == 0 }
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
            #expect(try store.value(of: Double.self, forKey: "volume") == 0.5)
            try store.set(0.7, forKey: "volume")
            #expect(await iterator.next() != nil)
        }
    }
}

/// How many inotify instances of this process watch the directory at `path`, from
/// `/proc/self/fdinfo`; nil when the directory does not exist. Other tests' watches of other
/// directories do not count.
private func inotifyWatches(of path: String) throws -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else {
        return nil
    }
    let inode = "ino:" + String(status.st_ino, radix: 16) + " "
    var count = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fdinfo") {
        guard let info = try? String(contentsOfFile: "/proc/self/fdinfo/" + name, encoding: .utf8) else {
            continue  // closed since the listing
        }
        if info.split(separator: "\n").contains(where: { $0.hasPrefix("inotify ") && $0.contains(inode) }) {
            count += 1
        }
    }
    return count
}

/// How many inotify instances this process has open.
private func inotifyInstances() throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count { name in
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name))
            == "anon_inode:inotify"
    }
}

/// Waits until `condition` holds, which something on another thread is about to make true;
/// records a failure if it never does.
private func waitUntil(_ condition: () throws -> Bool) throws {
    for _ in 0..<6000 {
        if try condition() {
            return
        }
        usleep(10_000)
    }
    Issue.record("the condition never held")
}
