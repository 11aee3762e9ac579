import Foundation
import Testing

@testable import MirrorMapper

@Suite("DefaultsStore.inMemory")
struct InMemoryStoreTests {
    @Test("sets, reads, removes, batches and updates as a file store does, touching no file")
    func sameAPIWithoutFiles() throws {
        let store = DefaultsStore.inMemory()
        #expect(store.isInMemory && !DefaultsStore(url: URL(fileURLWithPath: "x.json")).isInMemory)
        try store.set("dark", forKey: "theme")
        try store.set([1, 2, 3], forKey: "recent")
        store[.launchCount] += 1
        store[.launchCount] += 1
        try store.update(.counter) { $0 = 10 }
        try store.batch { batch in
            try batch.set(try batch.value(for: .counter) + 1, for: .counter)
            batch.removeValue(forKey: "recent")
        }
        #expect(try store.value(of: String.self, forKey: "theme") == "dark")
        #expect(try store.value(of: [Int].self, forKey: "recent") == nil)
        #expect(store[.launchCount] == 2 && store[.counter] == 11)
        #expect(try store.keys == ["counter", "launchCount", "theme"])
        try store.flush()
        try store.refresh()
        try store.removeAll()
        #expect(try store.keys.isEmpty)
        #expect(store.url.path == "/dev/null")
    }

    @Test("a failing batch changes nothing")
    func failingBatchChangesNothing() throws {
        struct Refused: Error {}
        let store = DefaultsStore.inMemory()
        store[.counter] = 1
        #expect(throws: Refused.self) {
            try store.batch { batch in
                try batch.set(2, for: .counter)
                throw Refused()
            }
        }
        #expect(store[.counter] == 1)
    }

    @Test("each store is its own; threads sharing one lose no increment")
    func storesAreSeparateAndAtomic() async throws {
        let (first, second) = (DefaultsStore.inMemory(), DefaultsStore.inMemory())
        first[.counter] = 5
        #expect(second[.counter] == 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<250 {
                        second[.counter] += 1
                    }
                }
            }
        }
        #expect(second[.counter] == 1_000)
    }

    @Test("observers are told of every change, and no file is watched")
    func observation() throws {
        try withStore(.inMemory) { store, _ in
            let seen = Locked<[Int]>([])
            let observation = store.observe(.counter) { value in seen.withLock { $0.append(value) } }
            store[.counter] = 1
            store[.counter] = 1  // unchanged: no call
            store[.counter] += 1
            #expect(seen.withLock { $0 } == [1, 2])
            #expect(!store.observers.isWatching)
            observation.cancel()
        }
    }

    @Test("a value with no JSON form is refused as a file store refuses it")
    func unstorableValue() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.mode = .strict
        for kind in StoreKind.allCases {
            try withStore(kind, configuration) { store, _ in
                let error = #expect(throws: DefaultsError.self) { try store.set(Double.nan, forKey: "ratio") }
                guard case .unstorableValue(let key, _)? = error else {
                    Issue.record("\(kind): expected unstorableValue, got \(String(describing: error))")
                    return
                }
                #expect(key == "ratio")
                let keys = try store.keys
                #expect(keys.isEmpty)
            }
        }
    }
}
