/// The stored values inside ``DefaultsStore/batch(_:)``: read them and change them; the changes
/// are committed together, with one write, when the batch's body returns.
///
/// ```swift
/// try store.batch { batch in
///     try batch.set(settings, forKey: "settings")
///     try batch.set(Date(), forKey: "savedAt")
/// }
/// ```
public struct DefaultsBatch {
    /// The values as the file held them when the batch began.
    private let stored: [String: Any]
    /// The changes so far: a key's new value, or nil for a key removed.
    private(set) var changes: [String: Any?] = [:]
    /// Whether every stored value was removed before ``changes``.
    private(set) var removesAll = false
    private let coding: StoredValueCoding

    init(values: [String: Any], coding: StoredValueCoding) {
        stored = values
        self.coding = coding
    }

    /// The keys set or removed so far.
    var changedKeys: Set<String> {
        removesAll ? Set(changes.keys).union(stored.keys) : Set(changes.keys)
    }

    /// The value under `key` as the batch has changed it so far, as the file holds it: a
    /// JSON-compatible value (`[String: Any]`, `[Any]`, `String`, `Bool`, an integer, `Double`,
    /// `Decimal` or `NSNull`), unconverted; nil when there is none. For tools that show and change
    /// a store's JSON itself, such as `mirrormapper defaults`.
    package func storedValue(forKey key: String) -> Any? {
        if let change = changes[key] {
            return change
        }
        return removesAll ? nil : stored[key]
    }

    /// Stores `value`, a JSON-compatible value as ``storedValue(forKey:)`` gives them, under `key`
    /// as it is: unconverted, merged over nothing, and `NSNull` stored as `null`. A value that has
    /// no JSON form makes the commit throw ``DefaultsError/unstorableValue(key:reason:)``.
    package mutating func setStoredValue(_ value: Any, forKey key: String) {
        changes[key] = .some(value)
    }

    /// The keys that hold a value, sorted.
    public var keys: [String] {
        var keys = removesAll ? Set<String>() : Set(stored.keys)
        for (key, change) in changes {
            if change == nil {
                keys.remove(key)
            } else {
                keys.insert(key)
            }
        }
        return keys.sorted()
    }

    /// Stores `value` under `key`: a model, an array or dictionary of models, or a plain value
    /// (number, string, bool, date, data, URL, and arrays and dictionaries of these). A nil
    /// optional removes the key. A model stored over an object keeps the object's properties it
    /// does not know (written by a newer version of the app).
    ///
    /// ```swift
    /// try batch.set(settings, forKey: "settings")
    /// ```
    /// - Parameters:
    ///   - value: The value to store.
    ///   - key: The key to store it under.
    /// - Throws: ``DefaultsError/unstorableValue(key:reason:)`` when the value has no JSON form.
    public mutating func set<Value: ValueConvertible>(_ value: Value, forKey key: String) throws {
        let encoded = try coding.encode(value, key: key)
        if isNull(encoded) {
            changes[key] = .some(nil)
        } else {
            changes[key] = .some(
                StoredObjectMerge.merge(encoded, over: storedValue(forKey: key), as: Value.self))
        }
    }

    /// The value stored under `key` as a `Value`, nil when there is none; see
    /// ``DefaultsStore/value(of:forKey:)``.
    ///
    /// ```swift
    /// let count = try batch.value(of: Int.self, forKey: "launchCount") ?? 0
    /// ```
    /// - Parameters:
    ///   - type: The type to read.
    ///   - key: The key the value is stored under.
    /// - Returns: The value, or nil.
    /// - Throws: ``DefaultsError/invalidValue(key:_:)`` in strict mode.
    public func value<Value: ValueConvertible>(of type: Value.Type, forKey key: String) throws -> Value? {
        try coding.decode(type, from: storedValue(forKey: key), key: key)
    }

    /// Removes the value stored under `key`, if any.
    ///
    /// ```swift
    /// batch.removeValue(forKey: "lastCrash")
    /// ```
    public mutating func removeValue(forKey key: String) {
        if storedValue(forKey: key) != nil {
            changes[key] = .some(nil)
        }
    }

    /// Removes every stored value.
    ///
    /// ```swift
    /// batch.removeAll()
    /// ```
    public mutating func removeAll() {
        changes.removeAll()
        removesAll = true
    }
}

/// Reading and changing typed keys inside a batch, as ``DefaultsStore`` does outside one.
extension DefaultsBatch {
    /// The value of `key` as the batch has changed it so far, or its default when none is
    /// stored; see ``DefaultsStore/value(for:)``.
    ///
    /// ```swift
    /// let count = try batch.value(for: .launchCount)
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
    /// try batch.set(settings, for: .settings)
    /// ```
    /// - Parameters:
    ///   - value: The value to store.
    ///   - key: The typed key.
    /// - Throws: As ``set(_:forKey:)``.
    public mutating func set<Value>(_ value: Value, for key: DefaultsKey<Value>) throws {
        try set(value, forKey: key.name)
    }

    /// Removes the value stored under `key`, so that reading it gives its default again.
    ///
    /// ```swift
    /// batch.removeValue(for: .lastCrash)
    /// ```
    public mutating func removeValue<Value>(for key: DefaultsKey<Value>) {
        removeValue(forKey: key.name)
    }
}
