import Observation

/// The value of one typed key of a store, tracked by Swift's Observation framework: reading
/// ``value`` inside `withObservationTracking` (or a SwiftUI view's body) registers the access, a
/// change of the stored value, from this process or another, tells the observers, and assigning
/// ``value`` saves it.
///
/// ```swift
/// struct VolumeSlider: View {
///     @State private var volume = DefaultsValue(.volume, in: store)
///
///     var body: some View {
///         Slider(value: $volume.value, in: 0...1)
///     }
/// }
/// ```
///
/// The value is read once when this is made, and again whenever the store tells of a change (see
/// ``DefaultsStore/observe(_:handler:)-(String,_)`` for when that is): reading ``value`` costs no
/// file access. Observers are told on the thread that saw the change: the writing thread for a
/// change in this process, a background thread for another process's. Observing ends when this
/// is released.
@available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
public final class DefaultsValue<Value: ValueConvertible & Sendable>: Observable, Sendable {
    /// The key whose value this is.
    public let key: DefaultsKey<Value>
    /// The store the value is kept in.
    public let store: DefaultsStore

    private let registrar = ObservationRegistrar()
    private let latest: Locked<Value>
    private let keeper = NewestReadKeeper()
    private let observation = Locked<DefaultsObservation?>(nil)

    /// The value of `key` in `store`, kept up to date.
    ///
    /// ```swift
    /// let volume = DefaultsValue(.volume, in: store)
    /// ```
    /// - Parameters:
    ///   - key: The typed key.
    ///   - store: The store; ``DefaultsStore/standard`` by default.
    public init(_ key: DefaultsKey<Value>, in store: DefaultsStore = .standard) {
        self.key = key
        self.store = store
        latest = Locked(key.defaultValue)
        // Observed first, read second: a change in between is read twice, never missed.
        let observation = store.observe(key.name) { [weak self] in self?.reload() }
        self.observation.withLock { $0 = observation }
        reload()
    }

    /// The stored value, or the key's default, as ``DefaultsStore/subscript(_:)`` reads it;
    /// setting it saves it in the store, and changing it in place (`count.value += 1`) is one
    /// atomic read-modify-write, as through the store's subscript. A value that cannot be saved
    /// is reported to the store's ``DefaultsStore/Configuration/issueHandler`` and the value stays
    /// what is stored: use ``DefaultsStore/set(_:for:)`` to handle the error.
    ///
    /// ```swift
    /// volume.value = 0.8
    /// launches.value += 1   // no increment is lost to another thread or process
    /// ```
    public var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return latest.withLock { $0 }
        }
        set {
            // The store tells the observers, through ``reload()``, once the change is committed.
            store[key] = newValue
        }
        _modify {
            yield &store[key]
        }
    }

    /// Reads the stored value and tells the observers. No lock is held while reading, since the
    /// read may tell this very value of what it found (a store's first read does); the keeper
    /// keeps the newest read, so two reloads on two threads (a write here, another process's
    /// change seen by the watch) cannot leave the older value cached.
    private func reload() {
        registrar.withMutation(of: self, keyPath: \.value) {
            keeper.read({ store[key] }, thenKeep: { value in latest.withLock { $0 = value } })
        }
    }
}
