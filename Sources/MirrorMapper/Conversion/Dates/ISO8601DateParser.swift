import Foundation

/// Parses ISO 8601 / RFC 3339 date texts by hand, on the UTF-8 bytes of the string, without
/// Foundation formatters (which are slow on Linux).
///
/// Accepted forms (extended format only, four-digit years 0000-9999):
/// - `2014-08-31`: a date alone is midnight UTC of that day.
/// - `2014-08-31T00:29`, `2014-08-31T00:29:15`, `2014-08-31T00:29:15.123`: the separator may
///   be `T`, `t` or a space; the fraction follows the seconds after `.` or `,` and may have any
///   number of digits (digits after the ninth, finer than a nanosecond, are ignored).
/// - any of the times followed by `Z`, `z`, `+HH:MM`, `-HH:MM`, `+HHMM` or `+HH` (offset hours
///   00-23, minutes 00-59). A time without an offset is read as UTC.
///
/// Ranges are checked: month 01-12, the day must exist in that month (February 29 only in
/// leap years), hour 00-23, minute 00-59, second 00-60. Second 60 (a leap second) is read as
/// second 59 of the same minute with its fraction kept, because `Date` has no leap seconds.
/// Hour 24 is accepted only as `24:00`, `24:00:00` or `24:00:00.000…` and means the next day's
/// midnight (ISO 8601-1:2004 end of day). Everything else is rejected with `nil`: a date alone
/// with an offset, basic format (`20140831`), week or ordinal dates, a missing or extra
/// character, whitespace around the text, and any non-ASCII digit.
///
/// The offset is applied after the range checks, so the instant of `0000-01-01T00:00+01:00`
/// lies in the year -1; such a date parses, but ``ISO8601DateWriter`` cannot write it back.
enum ISO8601DateParser {
    /// The instant that `text` names in one of the accepted forms, or `nil`.
    static func date(from text: String) -> Date? {
        ASCIIByteCursor.withUTF8Bytes(of: text, date(fromUTF8:))
    }

    /// The instant that the UTF-8 `bytes` name in one of the accepted forms, or `nil`.
    private static func date(fromUTF8 bytes: DateTextBytes) -> Date? {
        var cursor = ASCIIByteCursor()
        guard let year = cursor.digits(4, in: bytes), cursor.skip(ASCII.minus, in: bytes),
            let month = cursor.digits(2, in: bytes), cursor.skip(ASCII.minus, in: bytes),
            let day = cursor.digits(2, in: bytes)
        else { return nil }
        var fields = CivilDateTime(year: year, month: month, day: day)
        var utcOffsetSeconds = 0
        if !cursor.isAtEnd(of: bytes) {
            guard skipDateTimeSeparator(&cursor, in: bytes),
                readTime(into: &fields, with: &cursor, in: bytes),
                let offset = readOptionalUTCOffset(with: &cursor, in: bytes),
                cursor.isAtEnd(of: bytes)
            else { return nil }
            utcOffsetSeconds = offset
        }
        guard fields.isValid(allowingEndOfDay: true) else { return nil }
        return fields.date(utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Consumes the `T`, `t` or space between the date and the time.
    private static func skipDateTimeSeparator(
        _ cursor: inout ASCIIByteCursor, in bytes: DateTextBytes
    ) -> Bool {
        cursor.skip(UInt8(ascii: "T"), in: bytes) || cursor.skip(UInt8(ascii: "t"), in: bytes)
            || cursor.skip(ASCII.space, in: bytes)
    }

    /// Reads `HH:MM`, optionally followed by `:SS` and then optionally by a `.` or `,` and the
    /// fraction's digits, into `fields` without checking ranges.
    private static func readTime(
        into fields: inout CivilDateTime, with cursor: inout ASCIIByteCursor, in bytes: DateTextBytes
    ) -> Bool {
        guard let hour = cursor.digits(2, in: bytes), cursor.skip(ASCII.colon, in: bytes),
            let minute = cursor.digits(2, in: bytes)
        else { return false }
        fields.hour = hour
        fields.minute = minute
        guard cursor.skip(ASCII.colon, in: bytes) else { return true }
        guard let second = cursor.digits(2, in: bytes) else { return false }
        fields.second = second
        guard cursor.skip(ASCII.dot, in: bytes) || cursor.skip(ASCII.comma, in: bytes) else {
            return true
        }
        guard let nanosecond = cursor.fractionNanoseconds(in: bytes) else { return false }
        fields.nanosecond = nanosecond
        return true
    }

    /// Reads the offset after a time, in seconds east of UTC: 0 for `Z`, `z` or no offset at
    /// the end of the text; `nil` for a malformed offset.
    private static func readOptionalUTCOffset(
        with cursor: inout ASCIIByteCursor, in bytes: DateTextBytes
    ) -> Int? {
        if cursor.isAtEnd(of: bytes) || cursor.skip(UInt8(ascii: "Z"), in: bytes)
            || cursor.skip(UInt8(ascii: "z"), in: bytes)
        {
            return 0
        }
        return cursor.utcOffsetSeconds(in: bytes)
    }
}
