import Foundation

/// A file-backed defaults store that archives models and plain values, keeps working when models
/// gain or lose properties, and never loses committed data.
///
/// ```swift
/// let store = DefaultsStore(url: URL(fileURLWithPath: "/home/me/.config/MyApp/defaults.json"))
/// try store.set(settings, forKey: "settings")                 // a model
/// try store.set([recent1, recent2], forKey: "recentDocuments") // an array of models
/// try store.set(3, forKey: "launchCount")                     // a plain value
/// let saved = try store.value(of: Settings.self, forKey: "settings")
/// ```
///
/// The store is one JSON file (see the README for its format) shared safely by threads and
/// processes: every write is a read-modify-write under an exclusive `flock` on `<file>.lock`,
/// committed by writing a temporary file, `fsync`, `rename` over the old file and `fsync` of the
/// directory. Each operation checks whether the file changed since this store last read or wrote
/// it (a generation counter in the lock file and the file's `stat`) and reads it again only then.
/// Reads take no lock and create nothing.
///
/// The file must be a regular file; a symbolic link to one is followed, and the file it leads to
/// is replaced in its own directory, keeping the link; the lock file stays beside the link. Only files of the process's own user are
/// written. Anything else (a FIFO, a device, another user's file) is an error that changes nothing.
///
/// Operations block the calling thread while they wait for the lock and the disk; call them from
/// a thread that may block, not from code that must stay responsive. Errors are
/// ``DefaultsError``s.
public final class DefaultsStore: Sendable {
    /// The store's file; `/dev/null` for a store ``inMemory(configuration:)``, which has none.
    public let url: URL
    /// How the store reads, reports and watches.
    public let configuration: Configuration

    /// The lock of the store's file; nil for a store in memory.
    private let fileLock: FileLock?
    /// The lock of a store in memory, held for a session as the file's lock is.
    private let memoryLock = NSLock()
    /// The journal's descriptor, kept open between journaled commits.
    let journal = KeptJournal()
    let state = Locked(StoreState())
    let observers: ObserverRegistry
    let coding: StoredValueCoding

    /// A store kept in the file at `url`. Nothing is read or created until the first operation;
    /// the file is created with permissions 0600, its directory, if missing, with 0700.
    ///
    /// ```swift
    /// let store = DefaultsStore(url: URL(fileURLWithPath: "settings.json"))
    /// ```
    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        fileLock = FileLock(forArchiveAt: url.path)
        observers = ObserverRegistry(watching: url.path, checkInterval: configuration.changeCheckInterval)
        coding = StoredValueCoding(mode: configuration.mode, report: configuration.issueHandler ?? { _ in })
        if case .journaled = configuration.commit {
            JournaledStores.flushWhenTheProcessMayEnd(self)
        }
    }

    private init(inMemoryWith configuration: Configuration) {
        url = URL(fileURLWithPath: "/dev/null")
        self.configuration = configuration
        fileLock = nil
        observers = ObserverRegistry(watching: nil, checkInterval: configuration.changeCheckInterval)
        coding = StoredValueCoding(mode: configuration.mode, report: configuration.issueHandler ?? { _ in })
    }

    /// A store that keeps its values in memory only, for tests and previews: the same API, the
    /// same reading of values that do not fit the model, the same issues, and observers told of
    /// every change. Nothing is read or written on disk, so nothing survives the store, and
    /// ``Configuration/commit`` and ``Configuration/corruptFileRecovery`` do not apply. Each call
    /// makes a new, empty store; share the instance to share its values.
    ///
    /// ```swift
    /// let store = DefaultsStore.inMemory()
    /// store[.launchCount] += 1
    /// let model = SettingsModel(store: store)   // code under test, without touching the disk
    /// ```
    /// - Parameter configuration: How the store reads and reports.
    /// - Returns: A new, empty store.
    public static func inMemory(configuration: Configuration = Configuration()) -> DefaultsStore {
        DefaultsStore(inMemoryWith: configuration)
    }

    /// Whether the store keeps its values in memory only (see ``inMemory(configuration:)``).
    ///
    /// ```swift
    /// if !store.isInMemory { try store.flush() }
    /// ```
    public var isInMemory: Bool { fileLock == nil }

    /// A journaled store that goes away folds what it appended, as a normal exit would.
    deinit {
        JournaledStores.flushIfAppended(self)
    }

    /// A store named `name` in the platform's conventional place: `$XDG_CONFIG_HOME/<name>/`
    /// (else `~/.config/<name>/`) on Linux, `~/Library/Application Support/<name>/` on Apple
    /// platforms, in the file `defaults.json`.
    ///
    /// ```swift
    /// let store = DefaultsStore(name: "com.example.notes")
    /// ```
    public convenience init(name: String, configuration: Configuration = Configuration()) {
        let environment = ProcessInfo.processInfo.environment
        self.init(
            url: StandardStoreLocation.fileURL(forName: name, environment: environment),
            configuration: configuration)
    }

    /// The store of this app, named after its executable (see ``init(name:configuration:)``).
    ///
    /// ```swift
    /// let count = try DefaultsStore.standard.value(for: .launchCount)
    /// ```
    public static let standard = DefaultsStore(name: ProcessInfo.processInfo.processName)

    /// Commits several changes with one write, atomically: other threads and processes see all of
    /// them or none. `body` runs while the store's file is locked exclusively, so a value read in
    /// it cannot change before the batch commits; it must not use the store itself (that would
    /// wait forever for the lock it holds). If `body` throws, nothing is written.
    ///
    /// ```swift
    /// try store.batch { batch in
    ///     try batch.set(try batch.value(for: .launchCount) + 1, for: .launchCount)
    ///     batch.removeValue(for: .lastCrash)
    /// }
    /// ```
    /// - Parameter body: Reads and changes the stored values.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``DefaultsError`` when the file cannot be read or written;
    ///   after a failed write the file and the store hold their previous values.
    @discardableResult
    public func batch<Result>(_ body: (inout DefaultsBatch) throws -> Result) throws -> Result {
        var session = try beginSession(.exclusive)
        do {
            var batch = DefaultsBatch(values: session.document.values, coding: coding)
            let result = try body(&batch)
            try commit(consume batch, in: &session)
            end(session)
            return result
        } catch {
            end(session)
            throw error
        }
    }

    /// Reads the file again if another process changed it since this store last read or wrote it,
    /// and tells the observers of the keys that changed. Observers are also told by a periodic
    /// check (see ``Configuration/changeCheckInterval``); call this to look at once.
    ///
    /// ```swift
    /// try store.refresh()
    /// ```
    /// - Throws: ``DefaultsError`` when the file cannot be read.
    public func refresh() throws {
        _ = try currentValues()
    }

    /// The stored values as the file holds them now.
    func currentValues() throws -> [String: Any] {
        let session: StoreSession
        do {
            session = try beginSession(.reading)
        } catch DefaultsError.corruptFile where configuration.corruptFileRecovery == .moveAsideAndStartEmpty {
            // Moving the file aside needs the exclusive lock.
            session = try beginSession(.exclusive)
        }
        let values = session.document.values
        end(session)
        return values
    }

    /// Locks the file in `mode` and brings the memory up to date with it, reading it again only
    /// when its version changed, and its values through the configured migrations. The lock is
    /// held until the session is ended with ``end(_:)``.
    func beginSession(_ mode: FileLock.Mode) throws -> StoreSession {
        var session = try beginSessionWithoutMigrating(mode)
        let mustMigrate: Bool
        do {
            mustMigrate = try migrate(&session, canWrite: mode == .exclusive || isInMemory)
        } catch {
            end(session)
            throw error
        }
        guard mustMigrate else {
            return session
        }
        // A reading session cannot write: migrate under the exclusive lock, then read again.
        end(session)
        end(try beginSession(.exclusive))
        return try beginSession(mode)
    }

    /// Locks the file in `mode` and brings the memory up to date with it, as it is; see
    /// ``beginSession(_:)``.
    private func beginSessionWithoutMigrating(_ mode: FileLock.Mode) throws -> StoreSession {
        guard let fileLock else {
            return beginSessionInMemory()
        }
        if mode == .exclusive, state.withLock({ $0.version == nil }) {
            try readBeforeTheFirstLock()
        }
        do {
            let locked = try fileLock.acquire(mode)
            if mode == .exclusive {
                try removeLeftoverTemporaryFilesOnce(locked.paths)
            }
            let version = try locked.versionAtStart(keeping: journal)
            let remembered = state.withLock { $0 }
            guard let rememberedVersion = remembered.version, rememberedVersion == version else {
                let read = try readDocument(locked, generation: version.generation)
                let changedKeys = install(read)
                return StoreSession(
                    lock: .file(locked), document: read.document, version: read.version,
                    journalLength: read.journalLength, changedKeys: changedKeys,
                    isIdentifiedByVersion: read.isIdentifiedByVersion)
            }
            return StoreSession(
                lock: .file(locked), document: remembered.document, version: rememberedVersion,
                journalLength: remembered.journalLength, changedKeys: [])
        } catch let error as ArchiveFileError {
            throw DefaultsError.file(error)
        }
    }

    /// A session of a store in memory: its lock, and what it holds.
    private func beginSessionInMemory() -> StoreSession {
        memoryLock.lock()
        let document = state.withLock { $0.document }
        return StoreSession(
            lock: .memory(HeldLock(memoryLock)), document: document, version: .inMemory, journalLength: nil,
            changedKeys: [])
    }

    /// Reads the file without a lock before this store's first write, so that a file every write
    /// refuses (one that is not a store) is refused before a lock file is created beside it. A
    /// corrupt file is left to the write, which may move it aside. The read costs nothing more: the
    /// write finds the file unchanged and does not read it again.
    private func readBeforeTheFirstLock() throws {
        do {
            end(try beginSessionWithoutMigrating(.reading))
        } catch DefaultsError.corruptFile {
            return
        }
    }

    /// Writes the changes of `batch`, if any, as the session's new document.
    ///
    /// The document is changed in place, and only the changed values are encoded again (see
    /// ``DefaultsFileText``): the store's memory lets go of the document meanwhile, so that
    /// neither its values nor their text are copied. A failed write puts the values back.
    func commit(_ batch: consuming DefaultsBatch, in session: inout StoreSession) throws {
        let changedKeys = batch.changedKeys
        guard !changedKeys.isEmpty else {
            return
        }
        let (changes, removesAll) = (batch.changes, batch.removesAll)
        _ = consume batch
        state.withLock { $0.document = DefaultsDocument() }
        let replaced = session.document.apply(changes, removingAll: removesAll)
        // A store that had no values starts at the latest migration, which only a rewrite records.
        let schemaVersion = session.document.schemaVersion
        session.document.schemaVersion = max(schemaVersion, configuration.migrations.count)
        do {
            if !isInMemory {
                try write(
                    changes, removingAll: removesAll, changedKeys: changedKeys,
                    rewriting: session.document.schemaVersion != schemaVersion, in: &session)
            }
        } catch {
            session.document.restore(replaced)
            session.document.schemaVersion = schemaVersion
            state.withLock { $0.document = session.document }
            throw error
        }
        remember(session)
        session.changedKeys.formUnion(
            observedKeys(changedBy: replaced, among: changedKeys, now: session.document))
    }

    /// The observed keys among `changedKeys` whose values in `document` differ from the `replaced`
    /// ones.
    func observedKeys(
        changedBy replaced: [String: Any?], among changedKeys: Set<String>, now document: DefaultsDocument
    ) -> Set<String> {
        observers.observedKeys.filter { key in
            changedKeys.contains(key) && !isSameValue(replaced[key] ?? nil, document.values[key])
        }
    }

    /// Releases the session's lock, then tells the observers of the keys that changed.
    func end(_ session: consuming StoreSession) {
        let changedKeys = session.changedKeys
        _ = consume session
        observers.notify(changedKeys)
    }

    /// Makes the session's document, version and journal the store's memory.
    func remember(_ session: borrowing StoreSession) {
        state.withLock { state in
            state.document = session.document
            state.version = session.isIdentifiedByVersion ? session.version : nil
            state.journalLength = session.journalLength
        }
    }

    /// Reads the file: a missing or empty file is an empty store; a corrupt one throws, or is
    /// moved aside when the configuration allows starting empty and the lock is exclusive; a
    /// file that is not a store, or of a newer format, always throws, and is never moved.
    /// Returns the document with its journal's records applied, and the version it was read at.
    private func readDocument(
        _ locked: borrowing LockedArchive,
        generation: UInt64
    ) throws -> DocumentReading {
        for _ in 0..<Self.readAttempts {
            do {
                return try readDocumentOnce(locked, generation: generation)
            } catch is FileChangedWhileRead {
                continue
            }
        }
        throw DefaultsError.file(
            ArchiveFileError(
                .read, path: locked.paths.file, code: EAGAIN,
                reason: "it was replaced every time its journal was read"))
    }

    /// How many times a file replaced while its journal is read is read again.
    private static let readAttempts = 8

    /// Reads the file and its journal once; see ``readDocument(_:generation:)``.
    ///
    /// - Throws: ``FileChangedWhileRead`` when the file was replaced while its journal was read.
    private func readDocumentOnce(
        _ locked: borrowing LockedArchive,
        generation: UInt64
    ) throws -> DocumentReading {
        let reading = try DefaultsDocumentReader.read(locked.paths.file)
        switch reading.outcome {
        case .document(let document):
            return try applyingJournal(
                to: document, of: locked.paths, generation: generation, fingerprint: reading.fingerprint)
        case .notAStore(let problem):
            throw DefaultsError.notAStore(path: locked.paths.file, reason: problem.description)
        case .newerFormat(let version, _):
            throw DefaultsError.newerFormat(path: locked.paths.file, version: version)
        case .corrupt(let problem):
            guard configuration.corruptFileRecovery == .moveAsideAndStartEmpty, locked.mode == .exclusive
            else {
                throw DefaultsError.corruptFile(path: locked.paths.file, reason: problem.description)
            }
            if let refusal = CorruptFileQuarantine.refusal(
                of: locked.paths, owner: reading.fingerprint?.owner)
            {
                throw DefaultsError.corruptFile(
                    path: locked.paths.file, reason: "\(problem.description); not moved aside: \(refusal)")
            }
            let movedTo = try CorruptFileQuarantine.moveAside(locked.paths)
            coding.report(
                DefaultsIssue(
                    key: nil, path: locked.paths.file, problem: "corrupt file: \(problem.description)",
                    action: .movedFileAside(to: movedTo)))
            return DocumentReading(
                document: DefaultsDocument(), version: try locked.currentVersion(), journalLength: nil)
        }
    }

    /// Makes what was read the store's memory, and returns the observed keys whose values it
    /// changed.
    private func install(_ read: DocumentReading) -> Set<String> {
        let previous = state.withLock { state in
            let previous = state.document.values
            state.document = read.document
            state.version = read.isIdentifiedByVersion ? read.version : nil
            state.journalLength = read.journalLength
            return previous
        }
        return observers.observedKeys.filter { !isSameValue(previous[$0], read.document.values[$0]) }
    }

    /// Removes the temporary files of writers that died, once per store, under the exclusive lock.
    private func removeLeftoverTemporaryFilesOnce(_ paths: ArchivePaths) throws {
        guard state.withLock({ !$0.hasRemovedLeftovers }) else {
            return
        }
        _ = try TemporaryFiles.removeAbandoned(of: paths)
        state.withLock { $0.hasRemovedLeftovers = true }
    }
}
