extension DefaultsStore {
    /// What a store does when its file is corrupt.
    public enum CorruptFileRecovery: Sendable {
        /// Every operation throws ``DefaultsError/corruptFile(path:reason:)`` and the file stays
        /// where it is, untouched, until someone repairs or removes it (the default).
        case fail
        /// The file is moved aside to `<name>.corrupt-<UTC time>` (kept for inspection), the move
        /// is reported as a ``DefaultsIssue``, and the store starts empty. Only the user's own
        /// regular file at the store's own path is moved: a file a symbolic link at that path
        /// leads to, or another user's file, stays where it is, and every operation throws as
        /// with ``fail``.
        case moveAsideAndStartEmpty
    }

    /// How a store reads, reports, watches and commits.
    ///
    /// ```swift
    /// var configuration = DefaultsStore.Configuration()
    /// configuration.mode = .strict
    /// configuration.corruptFileRecovery = .moveAsideAndStartEmpty
    /// configuration.issueHandler = { issue in logger.warning("\(issue)") }
    /// let store = DefaultsStore(url: fileURL, configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// Lenient (the default): a stored value that does not fit today's model is read as far as
        /// it goes, and every problem is reported to ``issueHandler``. Strict: reading throws
        /// ``DefaultsError/invalidValue(key:_:)`` at the first problem.
        public var mode: Mapper.Mode = .lenient
        /// What to do with a corrupt file; ``CorruptFileRecovery/fail`` by default.
        public var corruptFileRecovery: CorruptFileRecovery = .fail
        /// How often the file is checked for changes by other processes while any observer is
        /// registered, where they cannot be reported at once: on platforms other than Linux, and
        /// on Linux while the file's directory does not exist yet or inotify's limits are reached
        /// (one `stat` and an 8-byte read; the file is read again only when it changed). Each check
        /// wakes the process, which the system may put off by up to a tenth of the interval to share
        /// the wake-up with other timers; a longer interval costs less energy where observers stay
        /// registered long, as a `DefaultsValue` on screen does. Reads and writes always see the
        /// file's latest contents.
        public var changeCheckInterval: Duration = .seconds(1)
        /// Receives every ``DefaultsIssue``, on the thread that found it. By default each issue is
        /// written to standard error as one line (``DefaultsIssue/writeToStandardError(_:)``), as
        /// `UserDefaults` logs its problems, so that a corrupt file, a value that no longer fits the
        /// model or a subscript write that could not save is never silent. Route issues elsewhere
        /// with your own handler (a logger, a ``DefaultsIssueLog``); nil ignores them.
        public var issueHandler: (@Sendable (DefaultsIssue) -> Void)? = DefaultsIssue.writeToStandardError
        /// When a change is on disk: ``Commit/durable`` by default.
        public var commit: Commit = .durable
        /// The store's migrations, oldest first: step `n` is `migrations[n - 1]`. Only ever append
        /// to the list. Values stored before step `n` existed go through it once, in order, under
        /// the file's exclusive lock, before the first operation uses them, and the file records
        /// how many steps they went through (`schemaVersion`) with the migrated values in one
        /// durable write: a process killed meanwhile leaves the old values or the migrated ones,
        /// never a mix. A new store starts at the latest step. A file migrated further than this
        /// list goes is refused (``DefaultsError/newerSchema(path:version:known:)``).
        ///
        /// ```swift
        /// configuration.migrations = [
        ///     .renameKey("fontSize", to: "textSize"),                      // step 1
        ///     .transformValue(forKey: "volume") { ($0 as? Int).map { Double($0) / 100 } },  // step 2
        /// ]
        /// ```
        public var migrations: [Migration] = []
        /// Whether a file migrated further than ``migrations`` goes is used as it is rather than
        /// refused: for `mirrormapper defaults`, which shows and changes values as the file holds
        /// them, whatever they mean.
        package var usesAnySchemaVersion = false

        /// When a store's changes are on disk, and what a crash may take.
        ///
        /// ```swift
        /// var configuration = DefaultsStore.Configuration()
        /// configuration.commit = .journaled(syncInterval: .seconds(1))
        /// ```
        public enum Commit: Sendable, Equatable {
            /// Every change rewrites the file and is on disk before the call returns (`fsync` of
            /// the file and its directory): nothing that returned is lost, not even by a power
            /// loss. A set costs the rewrite (about 0.5 ms at 10 keys, 4 ms at 10,000).
            case durable
            /// Every change is appended to `<file>.journal` with one `write` under the file lock
            /// and the call returns without waiting for the disk: it survives a crash of the
            /// process at any moment (the system holds the bytes), and costs about what
            /// `UserDefaults.set` does. The journal is flushed to disk `syncInterval` after a
            /// change, so a crash of the system or a power loss loses at most the changes of the
            /// last `syncInterval`; ``DefaultsStore/flush()``, a normal exit of the process and the
            /// app going to the background make everything durable (a suspended app's timers do
            /// not fire). The journal is folded into the file when it grows past the file's size
            /// (at least 64 KiB), and on ``DefaultsStore/flush()``.
            case journaled(syncInterval: Duration)
        }

        /// The default configuration: lenient, failing on a corrupt file, checking every second,
        /// issues written to standard error.
        public init() {}
    }
}
