import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// When, where and under what load a run was made. The figures move with the load of this shared
/// machine, so the summary, the chart and the table say it.
struct RunConditions {
    private let started = Date()
    private let loadAtStart = Self.loadAverage()

    /// For example `2026-11-30 19:40 UTC, Linux x86_64, 2 cores, load average 1.97 at the start,
    /// 2.10 at the end`; the load is the 1-minute average (`getloadavg`, as in `/proc/loadavg`).
    func description(loadAtEnd: String = loadAverage()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return "\(formatter.string(from: started)), \(Self.system(\.sysname)) \(Self.system(\.machine)), "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loadAtStart) at the "
            + "start, \(loadAtEnd) at the end"
    }

    static func loadAverage() -> String {
        var loads = [0.0]
        guard getloadavg(&loads, 1) == 1 else { return "unknown" }
        return String(format: "%.2f", loads[0])
    }

    /// A field of `uname`: `sysname` (`Linux`, `Darwin`) or `machine` (`x86_64`, `arm64`).
    private static func system<Field>(_ field: WritableKeyPath<utsname, Field>) -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &names[keyPath: field]) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
