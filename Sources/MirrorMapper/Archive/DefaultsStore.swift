import Foundation

/// A file-backed defaults store that archives models and plain values, keeps working when models
/// gain or lose properties, and never loses committed data.
///
/// ```swift
/// let store = DefaultsStore(url: URL(fileURLWithPath: "/home/me/.config/MyApp/defaults.json"))
/// try store.set(settings, forKey: "settings")                 // a model
/// try store.set([recent1, recent2], forKey: "recentDocuments") // an array of models
/// try store.set(3, forKey: "launchCount")                     // a plain value
/// let saved = try store.object(of: Settings.self, forKey: "settings")
/// ```
///
/// The store is one JSON file (see the README for its format) shared safely by threads and
/// processes: every write is a read-modify-write under an exclusive `flock` on `<file>.lock`,
/// committed by writing a temporary file, `fsync`, `rename` over the old file and `fsync` of the
/// directory. Each operation checks whether the file changed since this store last read or wrote
/// it (a generation counter in the lock file and the file's `stat`) and reads it again only then.
///
/// Operations block the calling thread while they wait for the lock and the disk; call them from
/// a thread that may block, not from code that must stay responsive. Errors are
/// ``DefaultsError``s.
public final class DefaultsStore: Sendable {
    /// The store's file.
    public let url: URL
    /// How the store reads, reports and watches.
    public let configuration: Configuration

    private let paths: ArchivePaths
    private let fileLock: FileLock
    private let state = Locked(StoreState())
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
        paths = ArchivePaths(file: url.path)
        fileLock = FileLock(for: paths)
        observers = ObserverRegistry(checkInterval: configuration.changeCheckInterval)
        coding = StoredValueCoding(mode: configuration.mode, report: configuration.issueHandler ?? { _ in })
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
    /// let count = try DefaultsStore.standard.integer(forKey: "launchCount") ?? 0
    /// ```
    public static let standard = DefaultsStore(name: ProcessInfo.processInfo.processName)

    /// Commits several changes with one write, atomically: other threads and processes see all of
    /// them or none. `body` runs while the store's file is locked exclusively, so a value read in
    /// it cannot change before the batch commits; it must not use the store itself (that would
    /// wait forever for the lock it holds). If `body` throws, nothing is written.
    ///
    /// ```swift
    /// try store.batch { batch in
    ///     let count = try batch.value(of: Int.self, forKey: "launchCount") ?? 0
    ///     try batch.set(count + 1, forKey: "launchCount")
    ///     batch.removeObject(forKey: "lastCrash")
    /// }
    /// ```
    /// - Parameter body: Reads and changes the stored values.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or ``DefaultsError`` when the file cannot be read or written;
    ///   after a failed write the file and the store hold their previous values.
    @discardableResult
    public func batch<Result>(_ body: (inout DefaultsBatch) throws -> Result) throws -> Result {
        let (result, changedKeys) = try withUpToDateDocument(.exclusive) { locked, document in
            var batch = DefaultsBatch(values: document.values, coding: coding)
            let result = try body(&batch)
            guard !batch.changedKeys.isEmpty else {
                return (result, Set<String>())
            }
            var updated = document
            updated.values = batch.values
            let data: Data
            do {
                data = try updated.serialized()
            } catch {
                let keys = batch.changedKeys.sorted().joined(separator: ", ")
                throw DefaultsError.unstorableValue(key: keys, reason: String(describing: error))
            }
            let version = try locked.replaceArchive(with: data)
            return (result, install(updated, version: version))
        }
        observers.notify(changedKeys)
        return result
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
        do {
            return try withUpToDateDocument(.shared) { _, document in document.values }
        } catch DefaultsError.corruptFile where configuration.corruptFileRecovery == .moveAsideAndStartEmpty {
            // Moving the file aside needs the exclusive lock.
            return try withUpToDateDocument(.exclusive) { _, document in document.values }
        }
    }

    /// Locks the file in `mode`, brings the memory up to date with it (reading it again only when
    /// its version changed), and runs `body` with the lock held. Observers of keys that another
    /// process changed are told after the lock is released.
    private func withUpToDateDocument<Result>(
        _ mode: FileLock.Mode,
        _ body: (borrowing LockedArchive, DefaultsDocument) throws -> Result
    ) throws -> Result {
        var changedKeys: Set<String> = []
        defer { observers.notify(changedKeys) }
        do {
            return try fileLock.withLock(mode) { locked in
                if mode == .exclusive {
                    try removeLeftoverTemporaryFilesOnce()
                }
                let version = try locked.currentVersion()
                let remembered = state.withLock { $0 }
                guard remembered.version == version else {
                    let document = try readDocument(locked)
                    changedKeys = install(document, version: version)
                    return try body(locked, document)
                }
                return try body(locked, remembered.document)
            }
        } catch let error as ArchiveFileError {
            throw DefaultsError.file(error)
        }
    }

    /// Reads the file: a missing or empty file is an empty store; a corrupt one throws, or is
    /// moved aside when the configuration allows starting empty and the lock is exclusive.
    private func readDocument(_ locked: borrowing LockedArchive) throws -> DefaultsDocument {
        guard case .bytes(let data) = try ArchiveFileReader.contents(of: paths.file) else {
            return DefaultsDocument()
        }
        do {
            return try DefaultsDocument(parsing: data)
        } catch {
            guard configuration.corruptFileRecovery == .moveAsideAndStartEmpty, locked.mode == .exclusive
            else {
                throw DefaultsError.corruptFile(path: paths.file, reason: error.description)
            }
            let movedTo = try CorruptFileQuarantine.moveAside(paths)
            coding.report(
                DefaultsIssue(
                    key: nil, path: paths.file, problem: "corrupt file: \(error.description)",
                    action: .movedFileAside(to: movedTo)))
            return DefaultsDocument()
        }
    }

    /// Makes `document` at `version` the store's memory, and returns the observed keys whose
    /// values it changed.
    private func install(_ document: DefaultsDocument, version: ArchiveVersion) -> Set<String> {
        let previous = state.withLock { state in
            let previous = state.document.values
            state.document = document
            state.version = version
            return previous
        }
        return observers.observedKeys.filter { !isSameJSONValue(previous[$0], document.values[$0]) }
    }

    /// Removes the temporary files of writers that died, once per store, under the exclusive lock.
    private func removeLeftoverTemporaryFilesOnce() throws {
        guard state.withLock({ !$0.hasRemovedLeftovers }) else {
            return
        }
        _ = try TemporaryFiles.removeAbandoned(of: paths)
        state.withLock { $0.hasRemovedLeftovers = true }
    }
}

/// What a store remembers of its file.
private struct StoreState {
    /// The file's contents as last read or written.
    var document = DefaultsDocument()
    /// The file's version when ``document`` was read or written; nil before the first operation.
    var version: ArchiveVersion?
    /// Whether the leftovers of dead writers were removed.
    var hasRemovedLeftovers = false
}
