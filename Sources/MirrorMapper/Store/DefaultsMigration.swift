extension DefaultsStore {
    /// One step of a store's migrations (see ``Configuration/migrations``): a change of the stored
    /// values made on purpose, once, where reading old values tolerantly is not enough.
    ///
    /// ```swift
    /// configuration.migrations = [
    ///     .renameKey("userName", to: "displayName"),
    ///     .update { batch in                    // loose keys into one model
    ///         var settings = Settings()
    ///         settings.theme = try batch.value(of: String.self, forKey: "theme") ?? settings.theme
    ///         try batch.set(settings, forKey: "settings")
    ///         batch.removeValue(forKey: "theme")
    ///     },
    /// ]
    /// ```
    public struct Migration: Sendable {
        let apply: @Sendable (inout DefaultsBatch) throws -> Void

        private init(apply: @escaping @Sendable (inout DefaultsBatch) throws -> Void) {
            self.apply = apply
        }

        /// Moves the value stored under `key` to `newKey`, replacing what `newKey` held; does
        /// nothing when `key` holds no value.
        ///
        /// ```swift
        /// .renameKey("fontSize", to: "textSize")
        /// ```
        public static func renameKey(_ key: String, to newKey: String) -> Migration {
            Migration { batch in
                guard let value = batch.storedValue(forKey: key) else {
                    return
                }
                batch.removeValue(forKey: key)
                batch.setStoredValue(value, forKey: newKey)
            }
        }

        /// Replaces the value stored under `key` with what `transform` makes of it, or removes it
        /// when `transform` returns nil; does nothing when `key` holds no value. The value is
        /// passed and returned as the file holds it: `[String: Any]`, `[Any]`, `String`, `Bool`,
        /// an integer, `Double`, `Decimal` or `NSNull`. Anything else fails the migration.
        ///
        /// ```swift
        /// .transformValue(forKey: "volume") { ($0 as? Int).map { Double($0) / 100 } }
        /// ```
        public static func transformValue(
            forKey key: String, _ transform: @escaping @Sendable (Any) throws -> Any?
        ) -> Migration {
            Migration { batch in
                guard let value = batch.storedValue(forKey: key) else {
                    return
                }
                if let transformed = try transform(value) {
                    batch.setStoredValue(transformed, forKey: key)
                } else {
                    batch.removeValue(forKey: key)
                }
            }
        }

        /// Changes the values through a batch, as ``DefaultsStore/batch(_:)`` does: for example to
        /// move several values into one model. `body` must not use the store.
        ///
        /// ```swift
        /// .update { batch in
        ///     try batch.set(Window(width: try batch.value(of: Int.self, forKey: "width") ?? 800), forKey: "window")
        ///     batch.removeValue(forKey: "width")
        /// }
        /// ```
        public static func update(_ body: @escaping @Sendable (inout DefaultsBatch) throws -> Void)
            -> Migration
        {
            Migration(apply: body)
        }
    }
}

extension DefaultsStore {
    /// Brings the session's document to the latest of the configured migrations, if it is behind
    /// and holds values, and writes it durably; refuses a document migrated further.
    ///
    /// - Returns: Whether the document must be migrated, which a reading session cannot do.
    /// - Throws: ``DefaultsError/newerSchema(path:version:known:)``,
    ///   ``DefaultsError/migrationFailed(step:reason:)``, or what the write throws.
    func migrate(_ session: inout StoreSession, canWrite: Bool) throws -> Bool {
        let steps = configuration.migrations
        let version = session.document.schemaVersion
        guard version <= steps.count || configuration.usesAnySchemaVersion else {
            throw DefaultsError.newerSchema(path: url.path, version: version, known: steps.count)
        }
        guard version < steps.count, !session.document.values.isEmpty else {
            return false
        }
        guard canWrite else {
            return true
        }
        var batch = DefaultsBatch(values: session.document.values, coding: coding)
        for step in version..<steps.count {
            do {
                try steps[step].apply(&batch)
            } catch {
                throw DefaultsError.migrationFailed(step: step + 1, reason: String(describing: error))
            }
        }
        let changedKeys = batch.changedKeys
        let replaced = session.document.apply(batch.changes, removingAll: batch.removesAll)
        session.document.schemaVersion = steps.count
        do {
            if !isInMemory {
                try rewriteFile(changedKeys: changedKeys, in: &session)
            }
        } catch {
            session.document.restore(replaced)
            session.document.schemaVersion = version
            throw error
        }
        remember(session)
        session.changedKeys.formUnion(
            observedKeys(changedBy: replaced, among: changedKeys, now: session.document))
        return false
    }
}
