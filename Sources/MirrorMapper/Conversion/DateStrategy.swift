import Foundation

/// How dates are read from data and written to it. Set it for a whole ``Mapper`` or for one model
/// type with ``MappingTable/dateStrategy(_:)``.
///
/// ```swift
/// var mapper = Mapper()
/// mapper.dateStrategy = .formatted("dd.MM.yyyy HH:mm")
/// ```
public struct DateStrategy: Sendable {
    enum Kind: Sendable {
        case iso8601
        case rfc1123
        case twitter
        case secondsSince1970
        case millisecondsSince1970
        case formatted(String, TimeZone)
        case custom(read: @Sendable (Any) throws -> Date, write: @Sendable (Date) throws -> Any)
    }

    let kind: Kind

    /// The default. Reads ISO 8601 text (`2014-08-31T00:29:15Z`, with or without fractional seconds
    /// and with any offset; a date alone is midnight UTC; no offset means UTC) and unix timestamps
    /// given as numbers (seconds; a magnitude of 10^11 or more is read as milliseconds). Text is
    /// always ISO 8601 text: numeric text such as `"20140831"` (a basic-format date, which is not
    /// read) or `"866260188"` (an id) is no timestamp but a mismatch, reported. Writes ISO 8601 in
    /// UTC, with fractional seconds only when the date has them, in as few digits as read back to
    /// the same date (`2014-08-31T00:29:15.25Z`).
    ///
    /// ```swift
    /// let mapper = Mapper(dateStrategy: .iso8601)
    /// ```
    public static let iso8601 = DateStrategy(kind: .iso8601)

    /// Reads and writes HTTP dates (RFC 1123 / IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
    public static let rfc1123 = DateStrategy(kind: .rfc1123)

    /// Reads and writes Twitter's dates, `EEE MMM dd HH:mm:ss Z yyyy`: `Sun Aug 31 00:29:15 +0000 2014`
    /// (any offset is read; UTC is written).
    public static let twitter = DateStrategy(kind: .twitter)

    /// Reads and writes numbers of seconds since 1970-01-01T00:00:00Z (numeric text is read too).
    public static let secondsSince1970 = DateStrategy(kind: .secondsSince1970)

    /// Reads and writes numbers of milliseconds since 1970-01-01T00:00:00Z (numeric text is read too).
    public static let millisecondsSince1970 = DateStrategy(kind: .millisecondsSince1970)

    /// Reads and writes text in a `DateFormatter` pattern, with the `en_US_POSIX` locale.
    ///
    /// ```swift
    /// .formatted("EEE MMM dd HH:mm:ss Z yyyy")  // Sun Aug 31 00:29:15 +0000 2014
    /// ```
    /// - Parameters:
    ///   - pattern: A Unicode date pattern.
    ///   - timeZone: The zone for patterns without an offset; UTC unless given.
    /// - Returns: The strategy.
    public static func formatted(
        _ pattern: String, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    )
        -> DateStrategy
    {
        DateStrategy(kind: .formatted(pattern, timeZone))
    }

    /// Reads and writes dates with your own functions.
    ///
    /// ```swift
    /// .custom(read: { try parseLegacyDate($0) }, write: { legacyText(of: $0) })
    /// ```
    /// - Parameters:
    ///   - read: Makes a date from a loose value; throw ``MappingError`` when it cannot.
    ///   - write: Makes a JSON-compatible value from a date.
    /// - Returns: The strategy.
    public static func custom(
        read: @escaping @Sendable (Any) throws -> Date,
        write: @escaping @Sendable (Date) throws -> Any
    ) -> DateStrategy {
        DateStrategy(kind: .custom(read: read, write: write))
    }

    /// The date in `value`, or nil when this strategy does not read it.
    func date(from value: Any) throws -> Date? {
        switch kind {
        case .iso8601:
            // Text is ISO 8601 text, numeric text too (`20140831` is a basic date, not a timestamp).
            if let text = value as? String { return ISO8601DateParser.date(from: text) }
            return LooseNumber(value).flatMap(unixDate)
        case .rfc1123:
            return (value as? String).flatMap(HTTPDateFormat.date(from:))
        case .twitter:
            return (value as? String).flatMap(TwitterDateFormat.date(from:))
        case .secondsSince1970, .millisecondsSince1970:
            let number = LooseNumber(value) ?? (value as? String).flatMap { LooseNumber(text: $0) }
            guard let amount = number?.double else { return nil }
            if case .millisecondsSince1970 = kind { return UnixTimestamp.date(fromSeconds: amount / 1000) }
            return UnixTimestamp.date(fromSeconds: amount)
        case .formatted(let pattern, let timeZone):
            guard let text = value as? String else { return nil }
            return DateFormatterCache.shared.date(from: text, format: pattern, timeZone: timeZone)
        case .custom(let read, _):
            return try read(value)
        }
    }

    /// The JSON-compatible form of `date`.
    func jsonValue(of date: Date) throws -> Any {
        switch kind {
        case .iso8601:
            return try text(ISO8601DateWriter.string(from: date, fractionDigits: .asNeeded), of: date)
        case .rfc1123:
            return try text(HTTPDateFormat.string(from: date), of: date)
        case .twitter:
            return try text(TwitterDateFormat.string(from: date), of: date)
        case .secondsSince1970:
            return date.timeIntervalSince1970
        case .millisecondsSince1970:
            return date.timeIntervalSince1970 * 1000
        case .formatted(let pattern, let timeZone):
            return DateFormatterCache.shared.string(from: date, format: pattern, timeZone: timeZone)
        case .custom(_, let write):
            return try write(date)
        }
    }

    /// The text a writer made, or an error for dates it cannot write (years outside 0000-9999).
    private func text(_ written: String?, of date: Date) throws -> String {
        guard let written else {
            throw MappingError(
                .notRepresentable("the date \(date.timeIntervalSince1970) s after 1970 is outside 0000-9999"))
        }
        return written
    }

    private func unixDate(_ number: LooseNumber) -> Date? {
        guard case .boolean = number else {
            return number.double.flatMap { UnixTimestamp.date(fromNumber: $0, millisecondsByMagnitude: true) }
        }
        return nil
    }
}

extension Date: ValueConvertible {
    /// Converts by the date strategy of the innermost model that declares one, else the mapper's.
    public static func convert(from value: Any, in context: MappingContext) throws -> Date {
        guard let date = try context.dateStrategy.date(from: value) else {
            throw MappingError.mismatch(expected: Date.self, found: value)
        }
        return date
    }

    /// The date written by the date strategy in force.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try context.dateStrategy.jsonValue(of: self)
    }
}
