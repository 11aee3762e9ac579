/// Read-modify-write of one value, atomic between threads and processes.
extension DefaultsStore {
    /// Reads the value of `key` (its default when none is stored), lets `body` change it, and
    /// stores it, all under the store's exclusive file lock: no other thread or process can change
    /// the value in between, so counting this way never loses an increment. `body` must not use
    /// the store itself (that would wait forever for the lock it holds). If `body` throws,
    /// nothing is written.
    ///
    /// ```swift
    /// try store.update(.launchCount) { $0 += 1 }
    /// let total = try store.update(.bytesSent) { total in
    ///     total += chunk.count
    ///     return total
    /// }
    /// ```
    /// - Parameters:
    ///   - key: The typed key.
    ///   - body: Changes the value in place.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or as ``batch(_:)``; in strict mode also when the stored value
    ///   does not convert.
    @discardableResult
    public func update<Value, Result>(
        _ key: DefaultsKey<Value>,
        _ body: (inout Value) throws -> Result
    ) throws -> Result {
        try batch { batch in
            var value = try batch.value(for: key)
            let result = try body(&value)
            try batch.set(value, for: key)
            return result
        }
    }

    /// Starts the in-place change of `key` that ``subscript(_:)`` makes: locks the file
    /// exclusively and reads the value. Problems are reported, not thrown: a value that cannot be
    /// read is replaced by the key's default, and a file that cannot be locked or read leaves the
    /// change unsaved.
    func beginUpdate<Value>(of key: DefaultsKey<Value>) -> PendingUpdate<Value> {
        let session: StoreSession
        do {
            session = try beginSession(.exclusive)
        } catch {
            reportUnused(key: key.name, error: error, action: .notSaved)
            return PendingUpdate(value: key.defaultValue, session: nil)
        }
        var value = key.defaultValue
        do {
            value =
                try coding.decode(Value.self, from: session.document.values[key.name], key: key.name) ?? value
        } catch {
            reportUnused(key: key.name, error: error, action: .ignoredValue)
        }
        return PendingUpdate(value: value, session: session)
    }

    /// Stores the changed value of `update` and releases the lock; a failure is reported.
    func finishUpdate<Value>(_ update: consuming PendingUpdate<Value>, of key: DefaultsKey<Value>) {
        guard var session = update.session.take() else {
            return
        }
        var batch = DefaultsBatch(values: session.document.values, coding: coding)
        do {
            try batch.set(update.value, forKey: key.name)
            try commit(consume batch, in: &session)
        } catch {
            reportUnused(key: key.name, error: error, action: .notSaved)
        }
        end(session)
    }

    /// Reports that the value of `key` (of the whole file, when nil) was not used or not saved
    /// because of `error`.
    func reportUnused(key: String?, error: any Error, action: DefaultsIssue.Action) {
        coding.report(
            DefaultsIssue(key: key, path: key ?? url.path, problem: String(describing: error), action: action)
        )
    }
}

/// A change of one typed key in place, in progress: the value to change, and the session that
/// holds the store's file lock until the change is stored (nil when it could not be taken).
struct PendingUpdate<Value: ValueConvertible>: ~Copyable {
    var value: Value
    var session: StoreSession?
}
