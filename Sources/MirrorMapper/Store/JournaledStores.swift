import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journaled stores of the process (see ``DefaultsStore/Configuration/Commit/journaled(syncInterval:)``),
/// flushed when the process exits normally, so that its last changes are on disk before it ends.
enum JournaledStores {
    /// A store, held weakly: a store that is gone has already nothing left to flush but its
    /// journal, which the next flush of any store of that file folds.
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

    /// Flushes every store still alive; a failure is reported to the store's issue handler.
    private static func flushAll() {
        for store in stores.withLock({ $0.compactMap(\.store) }) {
            do {
                try store.flush()
            } catch {
                store.reportUnused(key: "", error: error, action: .notSaved)
            }
        }
    }
}
