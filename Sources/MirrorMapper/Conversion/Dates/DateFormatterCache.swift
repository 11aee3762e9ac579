import Foundation

/// Parses and writes dates with custom `DateFormatter` patterns (`"yyyy-MM-dd HH:mm:ss"`,
/// `"dd/MM/yyyy"`, …), keeping one configured formatter per pattern and time zone because
/// creating a `DateFormatter` costs far more than using it.
///
/// Formatters use the `en_US_POSIX` locale and the Gregorian calendar, so patterns mean the
/// same on every machine, and UTC unless a time zone is given. swift-corelibs-foundation does
/// not document `DateFormatter` as thread-safe, so each formatter is only touched while the
/// cache's lock is held and never leaves it: calls from many threads are safe and run one at a
/// time. The cache keeps at most `capacity` formatters; when a new one would exceed that, it
/// starts over empty (patterns normally come from a few model declarations, so this only guards
/// against patterns built from data).
final class DateFormatterCache: Sendable {
    /// The cache that the conversion layer shares.
    static let shared = DateFormatterCache()

    /// A pattern and the time zone its formatter reads and writes in.
    private struct Key: Hashable {
        /// The `DateFormatter.dateFormat` pattern.
        let format: String
        /// The formatter's time zone.
        let timeZone: TimeZone
    }

    /// The formatters made so far, touched only under the lock.
    private let formatters = Locked<[Key: DateFormatter]>([:])

    /// The most formatters kept at once, at least 1.
    private let capacity: Int

    /// An empty cache that keeps at most `capacity` (at least 1) formatters.
    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
    }

    /// The date that `text` spells in the `DateFormatter` pattern `format`, read in `timeZone`
    /// (UTC when `nil`) unless the text states its own offset; `nil` when it does not match.
    ///
    /// Text with a character of more than one UTF-16 unit (a combining mark, an emoji) is no date:
    /// swift-corelibs-foundation's `DateFormatter` traps when it stops reading inside such a
    /// character, and no date pattern needs one.
    func date(from text: String, format: String, timeZone: TimeZone? = nil) -> Date? {
        guard text.utf16.count == text.count else {
            return nil
        }
        let key = Key(format: format, timeZone: timeZone ?? Self.utc)
        return formatters.withLock { formatters in
            formatter(for: key, in: &formatters).date(from: text)
        }
    }

    /// `date` written in the `DateFormatter` pattern `format`, in `timeZone` (UTC when `nil`).
    func string(from date: Date, format: String, timeZone: TimeZone? = nil) -> String {
        let key = Key(format: format, timeZone: timeZone ?? Self.utc)
        return formatters.withLock { formatters in
            formatter(for: key, in: &formatters).string(from: date)
        }
    }

    /// The number of formatters currently kept.
    var count: Int {
        formatters.withLock { $0.count }
    }

    /// The formatter for `key` from `formatters`, made and stored first if missing; called with
    /// the lock held.
    private func formatter(for key: Key, in formatters: inout [Key: DateFormatter]) -> DateFormatter {
        if let formatter = formatters[key] {
            return formatter
        }
        if formatters.count >= capacity {
            formatters.removeAll(keepingCapacity: true)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = key.timeZone
        formatter.calendar = calendar
        formatter.timeZone = key.timeZone
        formatter.dateFormat = key.format
        formatters[key] = formatter
        return formatter
    }

    /// Coordinated Universal Time, the default zone.
    private static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt
}
