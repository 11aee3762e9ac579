/// The namespace of typed keys: declare each key as a static constant in an extension, then use
/// it with a leading dot.
///
/// ```swift
/// extension DefaultsKeys {
///     static let settings = DefaultsKey<Settings>("settings", default: Settings())
///     static let launchCount = DefaultsKey("launchCount", default: 0)
/// }
/// store[.launchCount] += 1
/// ```
public class DefaultsKeys: @unchecked Sendable {  // no state; subclasses hold only constants
    init() {}
}

/// A key with the type of its value and a default, for reading and writing a store through its
/// subscript: `store[.settings]`.
///
/// ```swift
/// extension DefaultsKeys {
///     static let settings = DefaultsKey<Settings>("settings", default: Settings())
/// }
/// let settings = store[.settings]   // the stored settings, or Settings()
/// ```
///
/// The default is made anew for every read that needs it, so a class default is never shared.
public final class DefaultsKey<Value: ValueConvertible>: DefaultsKeys, @unchecked Sendable {
    // Only constants: a `String` and a `@Sendable` function.

    /// The key the value is stored under.
    public let name: String
    private let makeDefault: @Sendable () -> Value

    /// A key stored under `name`, whose value is `defaultValue` while none is stored (or the stored
    /// one cannot be read).
    ///
    /// ```swift
    /// static let volume = DefaultsKey("volume", default: 0.5)
    /// ```
    public init(_ name: String, default defaultValue: @autoclosure @escaping @Sendable () -> Value) {
        self.name = name
        self.makeDefault = defaultValue
    }

    /// A new instance of the key's default value.
    public var defaultValue: Value { makeDefault() }
}

/// Reading and writing through typed keys.
extension DefaultsStore {
    /// The value of `key`, or its default when none is stored or the stored one cannot be read;
    /// setting it stores the value. A change in place (`+=`, a mutating method, a property of a
    /// struct value) is atomic: the file stays locked exclusively from the read to the write, so
    /// no other thread or process can change the value in between (the change must not use the
    /// store itself). A class value read here is a new instance, and changing it changes nothing
    /// stored: change classes with ``update(_:_:)``. Problems are reported to
    /// ``Configuration/issueHandler``, never thrown: use ``value(for:)``, ``set(_:for:)`` and
    /// ``update(_:_:)`` to handle errors.
    ///
    /// ```swift
    /// store[.launchCount] += 1                             // atomic read-modify-write
    /// store[.window].width = 1024                          // a struct value: also atomic
    /// try store.update(.settings) { $0.fontSize = 14 }     // a class value
    /// ```
    public subscript<Value>(key: DefaultsKey<Value>) -> Value {
        get {
            do {
                return try value(for: key)
            } catch {
                reportUnused(key: key.name, error: error, action: .ignoredValue)
                return key.defaultValue
            }
        }
        set {
            do {
                try set(newValue, for: key)
            } catch {
                reportUnused(key: key.name, error: error, action: .notSaved)
            }
        }
        _modify {
            var update = beginUpdate(of: key)
            yield &update.value
            finishUpdate(update, of: key)
        }
    }

    /// The value of `key`, or its default when none is stored.
    ///
    /// ```swift
    /// let settings = try store.value(for: .settings)
    /// ```
    /// - Parameter key: The typed key.
    /// - Returns: The stored value or the key's default.
    /// - Throws: As ``value(of:forKey:)``.
    public func value<Value>(for key: DefaultsKey<Value>) throws -> Value {
        try value(of: Value.self, forKey: key.name) ?? key.defaultValue
    }

    /// Stores `value` under `key`; see ``set(_:forKey:)``.
    ///
    /// ```swift
    /// try store.set(settings, for: .settings)
    /// ```
    /// - Parameters:
    ///   - value: The value to store.
    ///   - key: The typed key.
    /// - Throws: As ``set(_:forKey:)``.
    public func set<Value>(_ value: Value, for key: DefaultsKey<Value>) throws {
        try set(value, forKey: key.name)
    }

    /// Removes the value stored under `key` and commits that to disk, so that reading it gives
    /// its default again.
    ///
    /// ```swift
    /// try store.removeValue(for: .lastCrash)
    /// ```
    /// - Parameter key: The typed key.
    /// - Throws: ``DefaultsError`` when the file cannot be written.
    public func removeValue<Value>(for key: DefaultsKey<Value>) throws {
        try removeValue(forKey: key.name)
    }
}
