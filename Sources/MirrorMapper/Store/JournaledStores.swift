import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journaled stores of the process (see ``DefaultsStore/Configuration/Commit/journaled(syncInterval:)``),
/// flushed when the process exits normally, so that its last changes are on disk before it ends.
/// Only a store that appended since it last rewrote its file is flushed: a store that only read
/// creates nothing, not even its lock file. A store that goes away before the exit flushes then.
enum JournaledStores {
    /// A store, held weakly: one that is gone flushed when it went.
    private struct Entry {
        weak var store: DefaultsStore?
    }

    private static let stores = Locked([Entry]())
    /// Registers the exit handler, once per process.
    private static let exitHandler: Void = {
        atexit { JournaledStores.flushAll() }
    }()

    /// Flushes `store` when the process exits normally.
    static func flushAtExit(_ store: DefaultsStore) {
        _ = exitHandler
        stores.withLock { entries in
            entries.removeAll { $0.store == nil }
            entries.append(Entry(store: store))
        }
    }

    /// Flushes every store still alive that appended; a failure is reported to the store's issue
    /// handler.
    private static func flushAll() {
        for store in stores.withLock({ $0.compactMap(\.store) }) {
            flushIfAppended(store)
        }
    }

    /// Flushes `store` if it appended since it last rewrote its file; a failure is reported to its
    /// issue handler.
    static func flushIfAppended(_ store: DefaultsStore) {
        guard store.state.withLock({ $0.hasAppended }) else {
            return
        }
        do {
            try store.flush()
        } catch {
            store.reportUnused(key: nil, error: error, action: .notSaved)
        }
    }
}
