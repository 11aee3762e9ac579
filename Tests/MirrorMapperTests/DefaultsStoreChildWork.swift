import Foundation

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the ``DefaultsStore`` roles of ``ArchiveChildProcess`` do.
enum DefaultsStoreChildWork {
    /// The two payloads a ``ArchiveChildProcess/Role/storeWriter`` stores in turn, large enough
    /// that a write takes a moment to be caught in.
    static let payloads = [String(repeating: "a", count: 100_000), String(repeating: "b", count: 40_000)]
    /// What a ``ArchiveChildProcess/Role/storeWriter`` prints before the count of each batch
    /// that returned.
    static let committedPrefix = "committed "
    /// A value small enough for the file size limit, and one beyond it.
    static let smallValue = "small"
    static let largeValue = String(repeating: "x", count: 4096)

    static func perform(_ role: ArchiveChildProcess.Role, file: String, environment: [String: String]) throws
        -> Int32
    {
        let mode =
            StoreCommitMode(rawValue: environment[ArchiveChildProcess.commitVariable] ?? "") ?? .durable
        var configuration = mode.configuration
        if role == .migratingStoreUser {
            configuration.migrations = migrations
        }
        let store = DefaultsStore(url: URL(fileURLWithPath: file), configuration: configuration)
        switch role {
        case .storeWriter:
            for write in 0..<ArchiveChildProcess.maximumAlternatingWrites {
                let committed = try store.batch { batch in
                    let count = try batch.value(of: Int.self, forKey: "count") ?? 0
                    try batch.set(count + 1, forKey: "count")
                    try batch.set(payloads[(count + 1) % payloads.count], forKey: "payload")
                    return count + 1
                }
                // Printed once the batch returned: the parent holds the store to every count
                // printed, whenever the kill comes.
                FileHandle.standardOutput.write(Data("\(committedPrefix)\(committed)\n".utf8))
                if write == 0 {
                    // Ready after the first batch, which pays the process's first use of the store
                    // (longer than the longest delay before a kill on a loaded machine): the kills
                    // then land among the writes, not before them.
                    FileHandle.standardOutput.write(Data((ArchiveChildProcess.readyLine + "\n").utf8))
                }
            }
        case .storeKeyWriter:
            let prefix = environment[ArchiveChildProcess.keyPrefixVariable] ?? ""
            let count = Int(environment[ArchiveChildProcess.keyCountVariable] ?? "") ?? 0
            for index in 0..<count {
                try store.set(index, forKey: "\(prefix)-\(index)")
            }
        case .sizeLimitedStoreWriter:
            return writeBeyondFileSizeLimit(store)
        case .storeIncrementer:
            let form = IncrementForm(rawValue: environment[ArchiveChildProcess.incrementFormVariable] ?? "")
            let count = Int(environment[ArchiveChildProcess.keyCountVariable] ?? "") ?? 0
            let counter: (any DefaultsCounter)? =
                if #available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *) {
                    DefaultsValue(.counter, in: store)
                } else {
                    nil
                }
            for _ in 0..<count {
                switch form {
                case .subscript: store[.counter] += 1
                case .update: try store.update(.counter) { $0 += 1 }
                case .batch:
                    try store.batch { batch in
                        try batch.set(
                            (try batch.value(of: Int.self, forKey: "counter") ?? 0) + 1, forKey: "counter")
                    }
                case .defaultsValue:
                    guard let counter else {
                        return EXIT_FAILURE
                    }
                    counter.increment()
                case nil: return EXIT_FAILURE
                }
            }
        case .unconfiguredStoreUser:
            _ = store[.counter]
            store[.counter] += 1
        case .timedStoreWriter:
            // A first commit, so that a journaled store appends the timed one to its journal
            // rather than write the file.
            try store.set(0, forKey: "warm-up")
            usleep(100_000)  // long enough for the parent to be waiting
            try store.set(1, forKey: "timed")
            print("committed at \(Date().timeIntervalSince1970)")
        case .fullDiskStoreUser:
            return writeOnFullDisk(store)
        case .inPlaceRewriter:
            rewriteInPlace(file)
        case .readOnlyStoreUser:
            print("read: \(try store.keys)")
            do {
                try store.set(2, forKey: "b")
                print("the write on a read-only mount succeeded")
                return EXIT_FAILURE
            } catch {
                print("write: \(error)")
            }
        case .updatesCycler:
            cycleUpdates(store)
        case .propertyWriter:
            return try writeProperty(store, environment: environment)
        case .propertyReader:
            return try readProperty(store)
        case .backgroundedStoreWriter:
            try store.set(1, forKey: "launchCount")  // writes the file
            try store.set(2, forKey: "launchCount")  // appended to the journal
            if let name = environment[ArchiveChildProcess.notificationVariable] {
                NotificationCenter.default.post(name: Notification.Name(name), object: nil)
            }
            kill(getpid(), SIGKILL)
            return EXIT_FAILURE  // not reached
        case .migratingStoreUser:
            FileHandle.standardOutput.write(Data((ArchiveChildProcess.readyLine + "\n").utf8))
            _ = try store.keys
            FileHandle.standardOutput.write(Data("migrated\n".utf8))
            while true {
                sleep(60)
            }
        default:
            return EXIT_FAILURE
        }
        return EXIT_SUCCESS
    }

    /// How many keys the migration tests' old store holds.
    static let migratedKeyCount = 3_000

    /// Two steps: every `key-N` moves to `moved-N`, then `marker` is renamed `marker2`.
    static let migrations: [DefaultsStore.Migration] = [
        .update { batch in
            for index in 0..<migratedKeyCount {
                if let value = batch.storedValue(forKey: "key-\(index)") {
                    batch.setStoredValue(value, forKey: "moved-\(index)")
                    batch.removeValue(forKey: "key-\(index)")
                }
            }
        },
        .renameKey("marker", to: "marker2"),
    ]

    /// What ``cycleUpdates(_:)`` prints before its counts.
    static let resourcesPrefix = "descriptors and threads: "

    /// Follows the updates of a key until a change arrives and leaves the loop, by `break` or by
    /// cancelling the task in turn, 50 times. Prints the process's open descriptors and threads
    /// after the first time and after the last, each once they have settled, and whether the
    /// store's file is still watched.
    private static func cycleUpdates(_ store: DefaultsStore) {
        func cycle(_ index: Int) {
            let (seen, ended) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            let task = Task {
                for await value in store.updates(for: .counter) {
                    if value == index {
                        store[.counter] = index + 1
                    } else if index.isMultiple(of: 2) {
                        break
                    } else {
                        seen.signal()  // and waits for the next change until cancelled
                    }
                }
                ended.signal()
            }
            if !index.isMultiple(of: 2) {
                seen.wait()
                task.cancel()
            }
            ended.wait()
        }
        func counts() -> [Int] {
            ["/proc/self/fd", "/proc/self/task"].map {
                (try? FileManager.default.contentsOfDirectory(atPath: $0).count) ?? -1
            }
        }
        /// The counts once they are at most `limit`, waiting up to 30 s: a cancelled watch closes
        /// its descriptor on a dispatch queue, and idle dispatch threads end after a while.
        func settled(atMost limit: [Int]) -> [Int] {
            for _ in 0..<3000 {
                let now = counts()
                if zip(now, limit).allSatisfy({ $0 <= $1 }) {
                    return now
                }
                usleep(10_000)
            }
            return counts()
        }
        store[.counter] = 0
        cycle(0)
        sleep(1)
        let first = counts()
        for index in 1..<50 {
            cycle(index)
        }
        let last = settled(atMost: first)
        print(resourcesPrefix + (first + last).map(String.init).joined(separator: " "))
        print("watching: \(store.observers.isWatching)")
    }

    /// Stores ``smallValue``, fills the disk, tries to store ``largeValue`` (which must fail with
    /// `ENOSPC` and keep ``smallValue``, in memory and in the file), frees the space and stores
    /// ``largeValue``; succeeds if all of that happened as said.
    private static func writeOnFullDisk(_ store: DefaultsStore) -> Int32 {
        let filler = store.url.deletingLastPathComponent().path + "/filler"
        do {
            try store.set(smallValue, forKey: "value")
            let descriptor = open(filler, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
            let block = [UInt8](repeating: 0x66, count: 4096)
            while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
            print("filled: \(String(cString: strerror(errno)))")
            close(descriptor)
            do {
                try store.set(largeValue, forKey: "value")
                print("the write on a full disk succeeded")
                return EXIT_FAILURE
            } catch DefaultsError.file(let error) where error.code == ENOSPC {
                print("full: \(error)")
            }
            let kept = try store.value(of: String.self, forKey: "value")
            let keptInFile = try DefaultsStore(url: store.url).value(of: String.self, forKey: "value")
            print("kept: \(kept ?? "nil"), in the file: \(keptInFile ?? "nil")")
            unlink(filler)
            try store.set(largeValue, forKey: "value")
            let recovered =
                try DefaultsStore(url: store.url).value(of: String.self, forKey: "value") == largeValue
            print("recovered: \(recovered)")
            return kept == smallValue && keptInFile == smallValue && recovered ? EXIT_SUCCESS : EXIT_FAILURE
        } catch {
            print(error)
            return EXIT_FAILURE
        }
    }

    /// The forms of read-modify-write the README and the article "Using the Defaults Store" show for
    /// counting.
    enum IncrementForm: String, CaseIterable {
        /// `store[.counter] += 1`
        case `subscript`
        /// `try store.update(.counter) { $0 += 1 }`
        case update
        /// A batch that reads and sets the counter.
        case batch
        /// `counter.value += 1` through a ``DefaultsValue``.
        case defaultsValue
    }

    /// The keys a foreign in-place rewriter writes, each holding its index.
    static let foreignKeys = (0..<50).map { "key\($0)" }

    /// The complete store document the foreign rewriter writes.
    static let foreignDocument: Data = {
        let members = foreignKeys.enumerated().map { "\"\($0.element)\": \($0.offset)" }
        return Data(("{\"formatVersion\": 1, \"values\": {" + members.joined(separator: ", ") + "}}\n").utf8)
    }()

    /// Rewrites the file at `path` in place with ``foreignDocument``, the way a program that does
    /// not know the store writes it: truncate, write half, pause 0.1 ms, write the rest, close, pause 1 ms;
    /// until killed or ``ArchiveChildProcess/maximumAlternatingWrites`` rewrites.
    static func rewriteInPlace(_ path: String) {
        let document = [UInt8](foreignDocument)
        let half = document.count / 2
        FileHandle.standardOutput.write(Data((ArchiveChildProcess.readyLine + "\n").utf8))
        for _ in 0..<ArchiveChildProcess.maximumAlternatingWrites {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor != -1 else {
                return
            }
            document.withUnsafeBytes { bytes in
                _ = write(descriptor, bytes.baseAddress, half)
                usleep(100)
                _ = write(descriptor, bytes.baseAddress.map { $0 + half }, document.count - half)
            }
            close(descriptor)
            usleep(1000)
        }
    }

    /// Stores ``smallValue``, then, with the file size limited, tries to store ``largeValue``:
    /// succeeds if that write failed with `EFBIG` and the store still reads ``smallValue``.
    private static func writeBeyondFileSizeLimit(_ store: DefaultsStore) -> Int32 {
        do {
            try store.set(smallValue, forKey: "value")
            guard ArchiveChildProcess.limitFileSize() else {
                return EXIT_FAILURE
            }
            do {
                try store.set(largeValue, forKey: "value")
                print("the write beyond the file size limit succeeded")
                return EXIT_FAILURE
            } catch DefaultsError.file(let error) where error.code == EFBIG {
                print(error)
            }
            let kept = try store.value(of: String.self, forKey: "value")
            print("kept: \(kept ?? "nil")")
            return kept == smallValue ? EXIT_SUCCESS : EXIT_FAILURE
        } catch {
            print(error)
            return EXIT_FAILURE
        }
    }
}

/// A counter a child increments in place, without naming ``DefaultsValue`` where it may not exist.
protocol DefaultsCounter {
    func increment()
}

@available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
extension DefaultsValue: DefaultsCounter where Value == Int {
    func increment() {
        value += 1
    }
}
