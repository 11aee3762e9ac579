extension DefaultsStore {
    /// What a store does when its file is corrupt.
    public enum CorruptFileRecovery: Sendable {
        /// Every operation throws ``DefaultsError/corruptFile(path:reason:)`` and the file stays
        /// where it is, untouched, until someone repairs or removes it (the default).
        case fail
        /// The file is moved aside to `<name>.corrupt-<UTC time>` (kept for inspection), the move
        /// is reported as a ``DefaultsIssue``, and the store starts empty.
        case moveAsideAndStartEmpty
    }

    /// How a store reads, reports and watches.
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
        /// (one `stat` and an 8-byte read; the file is read again only when it changed). Reads and
        /// writes always see the file's latest contents.
        public var changeCheckInterval: Duration = .seconds(1)
        /// Receives every ``DefaultsIssue``, on the thread that found it. By default each issue is
        /// written to standard error as one line (``DefaultsIssue/writeToStandardError(_:)``), as
        /// `UserDefaults` logs its problems, so that a corrupt file, a value that no longer fits the
        /// model or a subscript write that could not save is never silent. Route issues elsewhere
        /// with your own handler (a logger, a ``DefaultsIssueLog``); nil ignores them.
        public var issueHandler: (@Sendable (DefaultsIssue) -> Void)? = DefaultsIssue.writeToStandardError

        /// The default configuration: lenient, failing on a corrupt file, checking every second,
        /// issues written to standard error.
        public init() {}
    }
}
