/// Collects the issues a ``DefaultsStore`` reports, to read them after the calls that caused them:
/// give its ``record(_:)`` to the store's configuration as the issue handler. Threads may share it.
///
/// ```swift
/// let log = DefaultsIssueLog()
/// var configuration = DefaultsStore.Configuration()
/// configuration.issueHandler = log.record
/// let store = DefaultsStore(url: fileURL, configuration: configuration)
/// let settings = store[.settings]
/// for issue in log.issues { print(issue) }
/// // settings.fontSize: expected Int, found String "big" (kept the declared default)
/// ```
public final class DefaultsIssueLog: Sendable {
    private let recorded = Locked<[DefaultsIssue]>([])

    /// An empty log.
    ///
    /// ```swift
    /// let log = DefaultsIssueLog()
    /// ```
    public init() {}

    /// Adds `issue` to the log, from any thread: the function to set as
    /// ``DefaultsStore/Configuration/issueHandler``.
    ///
    /// ```swift
    /// configuration.issueHandler = log.record
    /// ```
    public func record(_ issue: DefaultsIssue) {
        recorded.withLock { $0.append(issue) }
    }

    /// The issues recorded so far, in the order they were reported.
    ///
    /// ```swift
    /// #expect(log.issues.isEmpty, "\(log.issues)")
    /// ```
    public var issues: [DefaultsIssue] {
        recorded.withLock { $0 }
    }
}
