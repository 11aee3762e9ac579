import Foundation

/// Storing and reading values by a key's name, for keys known only at run time; the typed keys
/// of ``DefaultsKey`` are the other way, and the one to prefer for the keys an app declares.
extension DefaultsStore {
    /// Stores `value` under `key` and commits it to disk before returning: a model, an array or
    /// dictionary of models, or a plain value (number, string, bool, date, data, URL, and arrays
    /// and dictionaries of these). A nil optional removes the key. A model stored over an object
    /// keeps the object's properties it does not know (written by a newer version of the app).
    ///
    /// ```swift
    /// try store.set(settings, forKey: "settings")
    /// try store.set(["swift", "mapper"], forKey: "recentSearches")
    /// ```
    /// - Parameters:
    ///   - value: The value to store.
    ///   - key: The key to store it under.
    /// - Throws: ``DefaultsError``: the file cannot be written (the file and the store then keep
    ///   their previous values), or the value has no JSON form.
    public func set<Value: ValueConvertible>(_ value: Value, forKey key: String) throws {
        try batch { try $0.set(value, forKey: key) }
    }

    /// The value stored under `key` as a `Value`, nil when there is none: a plain value, a model,
    /// or an array or dictionary of either.
    ///
    /// A model is made from `init()` and the stored properties: properties added to the model
    /// since it was stored keep their declared defaults, removed ones are ignored, renamed ones are
    /// found through the table's fallback keys. Values convert by the mapper's rules. In lenient mode (the default) what does not fit is
    /// reported to ``Configuration/issueHandler``: a property that does not convert keeps its
    /// declared default, an element of an array of models that does not convert is dropped, and a
    /// value that does not convert at all gives nil. In strict mode the first problem throws.
    ///
    /// ```swift
    /// let volume = try store.value(of: Double.self, forKey: "volume") ?? 0.5
    /// let settings = try store.value(of: Settings.self, forKey: "settings") ?? Settings()
    /// let tags = try store.value(of: [String: [String]].self, forKey: "tags")
    /// ```
    /// - Parameters:
    ///   - type: The type to read.
    ///   - key: The key the value is stored under.
    /// - Returns: The value, or nil.
    /// - Throws: ``DefaultsError``: the file cannot be read or is corrupt, or in strict mode the
    ///   value does not convert.
    public func value<Value: ValueConvertible>(of type: Value.Type, forKey key: String) throws -> Value? {
        try coding.decode(type, from: currentValues()[key], key: key)
    }

    /// Removes the value stored under `key`, if any, and commits that to disk.
    ///
    /// ```swift
    /// try store.removeValue(forKey: "lastCrash")
    /// ```
    /// - Throws: ``DefaultsError`` when the file cannot be written.
    public func removeValue(forKey key: String) throws {
        try batch { $0.removeValue(forKey: key) }
    }

    /// Removes every stored value and commits that to disk. Members of the file that a newer
    /// version of the package added outside the values are kept.
    ///
    /// ```swift
    /// try store.removeAll()
    /// ```
    /// - Throws: ``DefaultsError`` when the file cannot be written.
    public func removeAll() throws {
        try batch { $0.removeAll() }
    }

    /// The keys that hold a value, sorted.
    ///
    /// ```swift
    /// for key in try store.keys { print(key) }
    /// ```
    public var keys: [String] {
        get throws { try currentValues().keys.sorted() }
    }
}
