import Foundation

/// Parses and writes the date form of Twitter's v1.1 API, `EEE MMM dd HH:mm:ss Z yyyy`, such as
/// `Sun Aug 31 00:29:15 +0000 2014`.
///
/// Parsing is exact about the layout (single spaces, two-digit day, four-digit year 0000-9999)
/// and case-insensitive about the English names. The offset is honoured: `+0000` is UTC and
/// `-0500` is five hours behind it; `+HH:MM` and `+HH` are accepted too (hours 00-23, minutes
/// 00-59). The weekday must be one of `Sun`-`Sat` but is not checked against the date, which
/// alone decides the instant. Second 60 is read as second 59.
enum TwitterDateFormat {
    /// The instant of a Twitter-form `text`, or `nil` for anything else.
    static func date(from text: String) -> Date? {
        ASCIIByteCursor.withUTF8Bytes(of: text, date(fromUTF8:))
    }

    /// The instant of Twitter-form UTF-8 `bytes`, or `nil`.
    private static func date(fromUTF8 bytes: DateTextBytes) -> Date? {
        var cursor = ASCIIByteCursor()
        guard let weekdayKey = cursor.threeLetterKey(in: bytes), EnglishDateNames.isWeekday(key: weekdayKey),
            cursor.skip(ASCII.space, in: bytes),
            let monthKey = cursor.threeLetterKey(in: bytes),
            let month = EnglishDateNames.month(forKey: monthKey),
            cursor.skip(ASCII.space, in: bytes),
            let day = cursor.digits(2, in: bytes), cursor.skip(ASCII.space, in: bytes),
            let time = cursor.clockTime(in: bytes), cursor.skip(ASCII.space, in: bytes),
            let utcOffsetSeconds = cursor.utcOffsetSeconds(in: bytes), cursor.skip(ASCII.space, in: bytes),
            let year = cursor.digits(4, in: bytes), cursor.isAtEnd(of: bytes)
        else { return nil }
        let fields = CivilDateTime(
            year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second)
        guard fields.isValid() else { return nil }
        return fields.date(utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The Twitter-form text of `date`, rounded to the nearest second, as local time at
    /// `utcOffsetSeconds` east of UTC (default 0, written `+0000`). `nil` when the offset is not
    /// a whole number of minutes less than 24 hours either way, when the local date falls
    /// outside the years 0000-9999, or when the time interval is not finite.
    static func string(from date: Date, utcOffsetSeconds: Int = 0) -> String? {
        guard utcOffsetSeconds % 60 == 0, abs(utcOffsetSeconds) < ProlepticGregorianCalendar.secondsPerDay,
            let instant = DecimalSeconds(rounding: date, toDigits: 0),
            let fields = CivilDateTime(instant, utcOffsetSeconds: utcOffsetSeconds)
        else { return nil }
        var builder = ASCIITextBuilder(capacity: 30)
        builder.append(EnglishDateNames.weekdays[fields.weekday])
        builder.append(byte: ASCII.space)
        builder.append(EnglishDateNames.months[fields.month - 1])
        builder.append(byte: ASCII.space)
        builder.appendDigits(fields.day, width: 2)
        builder.append(byte: ASCII.space)
        builder.appendClockTime(of: fields)
        builder.append(byte: ASCII.space)
        builder.appendUTCOffset(utcOffsetSeconds)
        builder.append(byte: ASCII.space)
        builder.appendDigits(fields.year, width: 4)
        return builder.text
    }
}
