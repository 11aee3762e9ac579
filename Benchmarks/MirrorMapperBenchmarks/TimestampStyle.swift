import Foundation
import MirrorMapper

/// Twitter's date format, `Sun Aug 31 00:29:15 +0000 2014`.
enum TwitterDateFormat {
    static let pattern = "EEE MMM dd HH:mm:ss Z yyyy"

    /// A formatter for the pattern. Hand-written baselines make one per document, as careful
    /// hand-written code would; formatters are not shared between threads.
    static func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter
    }
}

/// How the twitter models hold `created_at`: as a parsed `Date`, or as the text itself. The text
/// variant measures the mapping core apart from date parsing; the date variant shows what dates add.
protocol TimestampStyle: Sendable {
    associatedtype Value: ValueConvertible & Codable & Equatable & Sendable

    /// The declared default of a timestamp property.
    static var initial: Value { get }
    /// A short name for the benchmark table.
    static var label: String { get }
    /// The value for Twitter's text, as hand-written code computes it.
    static func value(fromTwitterText text: String, formatter: DateFormatter) -> Value?
    /// The Twitter text of `value`, as hand-written code computes it.
    static func twitterText(of value: Value, formatter: DateFormatter) -> String
    /// A `JSONDecoder` configured for this style.
    static func makeDecoder() -> JSONDecoder
    /// A `JSONEncoder` configured for this style.
    static func makeEncoder() -> JSONEncoder
}

/// Timestamps parsed into `Date` with Twitter's pattern.
enum ParsedDates: TimestampStyle {
    static var initial: Date { Date(timeIntervalSince1970: 0) }
    static var label: String { "dates" }

    static func value(fromTwitterText text: String, formatter: DateFormatter) -> Date? {
        formatter.date(from: text)
    }

    static func twitterText(of value: Date, formatter: DateFormatter) -> String {
        formatter.string(from: value)
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(TwitterDateFormat.makeFormatter())
        return decoder
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .formatted(TwitterDateFormat.makeFormatter())
        return encoder
    }
}

/// Timestamps kept as the text of the data.
enum TextDates: TimestampStyle {
    static var initial: String { "" }
    static var label: String { "text dates" }

    static func value(fromTwitterText text: String, formatter: DateFormatter) -> String? {
        text
    }

    static func twitterText(of value: String, formatter: DateFormatter) -> String {
        value
    }

    static func makeDecoder() -> JSONDecoder { JSONDecoder() }

    static func makeEncoder() -> JSONEncoder { JSONEncoder() }
}
