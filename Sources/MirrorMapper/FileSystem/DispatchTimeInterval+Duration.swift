import Dispatch

extension DispatchTimeInterval {
    /// `duration` as a dispatch interval, at least a millisecond, so that a zero or negative
    /// interval cannot make a timer spin.
    init(atLeastAMillisecond duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let total = nanoseconds.overflow ? Int64.max : nanoseconds.partialValue + attoseconds / 1_000_000_000
        self = .nanoseconds(Int(clamping: max(total, 1_000_000)))
    }
}
