import Foundation

// TEMPORARY until the date engine lands: same names, Foundation formatters.
enum ISO8601DateParser {
    static func date(from text: String) -> Date? {
        let f = ISO8601DateFormatter()
        if let d = f.date(from: text) { return d }
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.date(from: text)
    }
}
enum ISO8601DateText {
    static func string(from date: Date) -> String {
        let f = ISO8601DateFormatter()
        if date.timeIntervalSince1970 != date.timeIntervalSince1970.rounded() {
            f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        }
        return f.string(from: date)
    }
}
enum UnixTimestamp {
    static func date(fromNumber value: Double) -> Date? {
        guard value.isFinite else { return nil }
        return Date(timeIntervalSince1970: abs(value) >= 1e11 ? value / 1000 : value)
    }
}
final class DateFormatterCache: Sendable {
    static let shared = DateFormatterCache()
    func date(from text: String, pattern: String, timeZone: TimeZone) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = pattern
        return f.date(from: text)
    }
    func string(from date: Date, pattern: String, timeZone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = pattern
        return f.string(from: date)
    }
}
