import Foundation

/// Storing and reading values by key.
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

    /// The value stored under `key` as a `Value`, nil when there is none.
    ///
    /// Values convert by the mapper's rules. In lenient mode (the default) what does not fit is
    /// reported to ``Configuration/issueHandler``: a property that does not convert keeps its
    /// declared default, an element of an array of models that does not convert is dropped, and a
    /// value that does not convert at all gives nil. In strict mode the first problem throws.
    ///
    /// ```swift
    /// let volume = try store.value(of: Double.self, forKey: "volume") ?? 0.5
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

    /// The model stored under `key`, made from `init()` and the stored properties: properties
    /// added to the model since it was stored keep their declared defaults, removed ones are
    /// ignored, renamed ones are found through the table's fallback keys.
    ///
    /// ```swift
    /// let settings = try store.object(of: Settings.self, forKey: "settings") ?? Settings()
    /// ```
    /// - Parameters:
    ///   - type: The model type.
    ///   - key: The key the model is stored under.
    /// - Returns: The model, or nil when there is none.
    /// - Throws: As ``value(of:forKey:)``.
    public func object<Model: Mappable>(of type: Model.Type, forKey key: String) throws -> Model? {
        try value(of: type, forKey: key)
    }

    /// The array of models stored under `key`. In lenient mode an element that is not a model's
    /// dictionary is dropped and reported, and the others are kept.
    ///
    /// ```swift
    /// let documents = try store.objects(of: Document.self, forKey: "recentDocuments") ?? []
    /// ```
    /// - Parameters:
    ///   - type: The model type of the elements.
    ///   - key: The key the array is stored under.
    /// - Returns: The models, or nil when there is no array.
    /// - Throws: As ``value(of:forKey:)``.
    public func objects<Model: Mappable>(of type: Model.Type, forKey key: String) throws -> [Model]? {
        try value(of: [Model].self, forKey: key)
    }

    /// The text stored under `key`, or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let name = try store.string(forKey: "userName")
    /// ```
    public func string(forKey key: String) throws -> String? { try value(of: String.self, forKey: key) }

    /// The integer stored under `key`, or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let launches = try store.integer(forKey: "launchCount") ?? 0
    /// ```
    public func integer(forKey key: String) throws -> Int? { try value(of: Int.self, forKey: key) }

    /// The number stored under `key`, or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let volume = try store.double(forKey: "volume") ?? 0.5
    /// ```
    public func double(forKey key: String) throws -> Double? { try value(of: Double.self, forKey: key) }

    /// The boolean stored under `key`, or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let muted = try store.bool(forKey: "muted") ?? false
    /// ```
    public func bool(forKey key: String) throws -> Bool? { try value(of: Bool.self, forKey: key) }

    /// The date stored under `key` (ISO 8601 text in the file), or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let lastSync = try store.date(forKey: "lastSync")
    /// ```
    public func date(forKey key: String) throws -> Date? { try value(of: Date.self, forKey: key) }

    /// The bytes stored under `key` (base64 text in the file), or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let token = try store.data(forKey: "token")
    /// ```
    public func data(forKey key: String) throws -> Data? { try value(of: Data.self, forKey: key) }

    /// The URL stored under `key`, or nil. See ``value(of:forKey:)``.
    ///
    /// ```swift
    /// let server = try store.url(forKey: "serverURL")
    /// ```
    public func url(forKey key: String) throws -> URL? { try value(of: URL.self, forKey: key) }

    /// Removes the value stored under `key`, if any, and commits that to disk.
    ///
    /// ```swift
    /// try store.removeObject(forKey: "lastCrash")
    /// ```
    /// - Throws: ``DefaultsError`` when the file cannot be written.
    public func removeObject(forKey key: String) throws {
        try batch { $0.removeObject(forKey: key) }
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
