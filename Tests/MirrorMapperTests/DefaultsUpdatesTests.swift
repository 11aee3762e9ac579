import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DefaultsStore updates as asynchronous sequences")
struct DefaultsUpdatesTests {
    @Test("updates(for:) yields the current value, then the value after each change")
    func currentValueThenChanges() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/defaults.json"))
            store[.launchCount] = 3
            var values = store.updates(for: .launchCount).makeAsyncIterator()
            #expect(await values.next() == 3)
            store[.launchCount] = 4
            #expect(await values.next() == 4)
            try store.removeValue(for: .launchCount)
            #expect(await values.next() == 0)  // the key's default
            store[.launchCount] = 5
            store[.launchCount] = 6
            #expect(await values.next() == 6)  // the newest, read when delivered
        }
    }

    @Test("updates(for:_:) of several keys yields all their values after a change of any")
    func severalKeys() async throws {
        let store = DefaultsStore.inMemory()
        let volume = DefaultsKey("volume", default: 0.5)
        let isMuted = DefaultsKey("isMuted", default: false)
        var values = store.updates(for: volume, isMuted).makeAsyncIterator()
        let first = try #require(await values.next())
        #expect(first.0 == 0.5 && first.1 == false)
        store[isMuted] = true
        let second = try #require(await values.next())
        #expect(second.0 == 0.5 && second.1 == true)
        store[volume] = 0.8
        let third = try #require(await values.next())
        #expect(third.0 == 0.8 && third.1 == true)
    }

    @Test("leaving the loop ends the observation and the file's watch, for updates and changes")
    func leavingTheLoopEndsTheObservation() async throws {
        try await withTemporaryDirectoryAsync { directory in
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/defaults.json"))
            store[.launchCount] = 1
            for await count in store.updates(for: .launchCount) where count == 1 {
                break
            }
            #expect(store.observers.observedKeys.isEmpty)
            #expect(!store.observers.isWatching)
            let changes = Task {
                for await _ in store.changes(forKey: "launchCount") {
                    break
                }
            }
            while store.observers.observedKeys.isEmpty {
                await Task.yield()
            }
            store[.launchCount] = 2
            await changes.value
            #expect(store.observers.observedKeys.isEmpty)
            #expect(!store.observers.isWatching)
        }
    }

    @Test("cancelling the task ends the sequence and the observation")
    func cancellingEnds() async throws {
        let store = DefaultsStore.inMemory()
        let started = Locked(false)
        let task = Task {
            var count = 0
            for await _ in store.updates(for: .launchCount) {
                count += 1
                started.withLock { $0 = true }
            }
            return count
        }
        while !started.withLock({ $0 }) {
            await Task.yield()
        }
        task.cancel()
        #expect(await task.value == 1)
        #expect(store.observers.observedKeys.isEmpty)
    }

    @Test("another process's change arrives", .needsProcSelf, arguments: StoreCommitMode.allCases)
    func otherProcessChange(_ mode: StoreCommitMode) async throws {
        try await withTemporaryDirectoryAsync { directory in
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/defaults.json"))
            try store.set(0, forKey: "timed")  // the directory exists, so it is watched
            let timed = DefaultsKey("timed", default: -1)
            var values = store.updates(for: timed).makeAsyncIterator()
            #expect(await values.next() == 0)
            let child = try ArchiveChildProcess.run(
                .timedStoreWriter,
                environment: [ArchiveChildProcess.fileVariable: store.url.path].merging(mode.environment) {
                    $1
                })
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            #expect(await values.next() == 1)
        }
    }

    @Test("following updates 50 times leaves no descriptor, thread or watch behind", .needsProcSelf)
    func noResourcesLeftBehind() throws {
        try withTemporaryDirectory { directory in
            let child = try ArchiveChildProcess.run(
                .updatesCycler, environment: [ArchiveChildProcess.fileVariable: directory + "/defaults.json"])
            #expect(child.status == EXIT_SUCCESS, "\(child.output)")
            let line = try #require(
                child.output.split(separator: "\n").first {
                    $0.hasPrefix(DefaultsStoreChildWork.resourcesPrefix)
                })
            let counts = line.dropFirst(DefaultsStoreChildWork.resourcesPrefix.count).split(separator: " ")
                .compactMap {
                    Int($0)
                }
            try #require(counts.count == 4, "\(line)")
            print("descriptors \(counts[0]) → \(counts[2]), threads \(counts[1]) → \(counts[3])")
            #expect(counts[2] <= counts[0], "descriptors after the first cycle and after the last")
            #expect(counts[3] <= counts[1], "threads after the first cycle and after the last")
            #expect(child.output.contains("watching: false"))
        }
    }
}
