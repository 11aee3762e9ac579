import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journaled stores of the process (see ``DefaultsStore/Configuration/Commit/journaled(syncInterval:)``),
/// flushed when the process may end: at a normal exit, and when the app goes to the background or
/// is about to end, after which the system may end it without running any exit handler (iOS ends
/// suspended apps so, and a suspended app's timers, the journal's sync among them, do not fire).
/// Only a store that appended since it last rewrote its file is flushed: a store that only read
/// creates nothing, not even its lock file. A store that goes away before then flushes when it goes.
enum JournaledStores {
    /// A store, held weakly: one that is gone flushed when it went.
    private struct Entry {
        weak var store: DefaultsStore?
    }

    /// The notifications after which an app may be suspended and ended, or is about to end, by
    /// their raw names, so that the library links no UI framework: UIKit's (iOS, iPadOS, Mac
    /// Catalyst, tvOS, visionOS; posted on the main thread, also in scene-based and SwiftUI apps),
    /// WatchKit's and AppKit's. Observed on the default center; a store flushes on the thread that
    /// posts, so that its changes are durable before the app's handlers return.
    static let lifecycleNotifications = [
        "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillTerminateNotification",
        "WKApplicationDidEnterBackgroundNotification",
        "NSApplicationWillTerminateNotification",
    ].map { Notification.Name(rawValue: $0) }

    private static let stores = Locked([Entry]())
    /// Registers the exit handler and the lifecycle observers, once per process.
    private static let handlers: Void = {
        atexit { JournaledStores.flushAll() }
        for name in lifecycleNotifications {
            _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                JournaledStores.flushAll()
            }
        }
    }()

    /// Flushes `store` when the process may end: at a normal exit, and on the
    /// ``lifecycleNotifications``.
    static func flushWhenTheProcessMayEnd(_ store: DefaultsStore) {
        _ = handlers
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
