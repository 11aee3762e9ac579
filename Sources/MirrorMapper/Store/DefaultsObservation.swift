import Foundation

/// A registered observer of a ``DefaultsStore`` key. Keep it as long as you want to be told;
/// observing stops when it is cancelled or deallocated.
///
/// ```swift
/// let observation = store.observe("settings") { print("settings changed") }
/// // …
/// observation.cancel()
/// ```
public final class DefaultsObservation: Sendable {
    private let cancellation: Locked<(@Sendable () -> Void)?>

    init(cancellation: @escaping @Sendable () -> Void) {
        self.cancellation = Locked(cancellation)
    }

    /// Stops observing; calling it again does nothing.
    ///
    /// ```swift
    /// observation.cancel()
    /// ```
    public func cancel() {
        let cancel = cancellation.withLock { cancellation in
            defer { cancellation = nil }
            return cancellation
        }
        cancel?()
    }

    deinit {
        cancel()
    }
}

/// Observing changes of keys.
extension DefaultsStore {
    /// Calls `handler` whenever the value stored under `key` changes: at once after a write in
    /// this process (on the writing thread, after the write is committed), and after another
    /// process changed it, on a background thread: on Linux as soon as the change is committed
    /// (inotify reports it), elsewhere within about ``Configuration/changeCheckInterval``, and in
    /// any case when this store next reads or writes.
    ///
    /// ```swift
    /// let observation = store.observe("settings") { print("settings changed") }
    /// ```
    /// - Parameters:
    ///   - key: The key to observe.
    ///   - handler: Called once per change; it may use the store.
    /// - Returns: The observation; observing stops when it is cancelled or deallocated.
    public func observe(_ key: String, handler: @escaping @Sendable () -> Void) -> DefaultsObservation {
        let identifier = observers.add(key: key, handler: handler) { [weak self] in
            // A failing check (a corrupt or unreadable file) is retried at the next interval; the
            // error is thrown by the next call of the program itself.
            try? self?.refresh()
        }
        return DefaultsObservation { [weak observers] in observers?.remove(identifier) }
    }

    /// Calls `handler` with the new value of `key` whenever it changes; see ``observe(_:handler:)-(String,_)``.
    ///
    /// ```swift
    /// let observation = store.observe(.settings) { settings in apply(settings) }
    /// ```
    /// - Parameters:
    ///   - key: The typed key to observe.
    ///   - handler: Called with the value as ``subscript(_:)`` reads it.
    /// - Returns: The observation; observing stops when it is cancelled or deallocated.
    public func observe<Value: SendableMetatype>(
        _ key: DefaultsKey<Value>, handler: @escaping @Sendable (Value) -> Void
    ) -> DefaultsObservation {
        observe(key.name) { [weak self] in
            guard let self else {
                return
            }
            handler(self[key])
        }
    }

    /// The changes of the value stored under `key`, as an asynchronous sequence; see
    /// ``observe(_:handler:)-(String,_)`` for when they are seen. Only the latest unconsumed change is
    /// buffered: read the value when an element arrives. The sequence ends when the task iterating
    /// it is cancelled, and the observation ends then or when the loop is left. For a typed key,
    /// ``updates(for:)`` gives the values themselves.
    ///
    /// ```swift
    /// for await _ in store.changes(forKey: "settings") {
    ///     apply(try store.value(of: Settings.self, forKey: "settings"))
    /// }
    /// ```
    /// - Parameter key: The key to observe.
    /// - Returns: A sequence with one element per change.
    public func changes(forKey key: String) -> AsyncStream<Void> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let observation = observe(key) { continuation.yield() }
            continuation.onTermination = { _ in observation.cancel() }
        }
    }
}

/// The observers of one store, and the watch of its file (see ``StoreFileWatch``) that tells them
/// of other processes' changes while there is at least one.
final class ObserverRegistry: Sendable {
    private struct Observer {
        let key: String
        let handler: @Sendable () -> Void
    }

    private struct Registry {
        var observers: [Int: Observer] = [:]
        var nextIdentifier = 0
        var watch: StoreFileWatch?
    }

    private let registry = Locked(Registry())
    /// The path given for the store's file; nil for a store in memory, which nobody else changes.
    private let path: String?
    private let checkInterval: Duration

    init(watching path: String?, checkInterval: Duration) {
        self.path = path
        self.checkInterval = checkInterval
    }

    deinit {
        registry.withLock { $0.watch?.stop() }
    }

    /// The keys that have observers.
    var observedKeys: Set<String> {
        registry.withLock { Set($0.observers.values.map(\.key)) }
    }

    /// Whether the store's file is being watched (while there are observers).
    var isWatching: Bool {
        registry.withLock { $0.watch != nil }
    }

    /// Registers `handler` for `key`, starting the watch that calls `check` if it is the first
    /// observer, and returns the identifier to remove it with.
    func add(key: String, handler: @escaping @Sendable () -> Void, check: @escaping @Sendable () -> Void)
        -> Int
    {
        registry.withLock { registry in
            let identifier = registry.nextIdentifier
            registry.nextIdentifier += 1
            registry.observers[identifier] = Observer(key: key, handler: handler)
            if registry.watch == nil, let path {
                registry.watch = StoreFileWatch(path: path, interval: checkInterval, check: check)
            }
            return identifier
        }
    }

    /// Removes an observer, stopping the watch after the last one.
    func remove(_ identifier: Int) {
        registry.withLock { registry in
            registry.observers[identifier] = nil
            if registry.observers.isEmpty {
                registry.watch?.stop()
                registry.watch = nil
            }
        }
    }

    /// Calls the observers of `keys`, outside the registry's lock.
    func notify(_ keys: Set<String>) {
        guard !keys.isEmpty else {
            return
        }
        let handlers = registry.withLock { registry in
            registry.observers.values.filter { keys.contains($0.key) }.map(\.handler)
        }
        for handler in handlers {
            handler()
        }
    }
}
