import Foundation

/// Parses and writes HTTP dates in the IMF-fixdate form of RFC 7231 / RFC 9110 (the RFC 1123
/// form), such as `Sun, 06 Nov 1994 08:49:37 GMT`; always GMT, which is UTC.
///
/// Parsing is exact about the layout (single spaces, two-digit day, four-digit year 0000-9999,
/// `HH:MM:SS`) and case-insensitive about the English names and `GMT`. The weekday must be one
/// of `Sun`-`Sat` but is not checked against the date: RFC 9110 calls it redundant, and the day,
/// month and year decide the instant. Second 60 is read as second 59 (see
/// ``CivilDateTime/date(utcOffsetSeconds:)``). The obsolete RFC 850 and asctime forms are not
/// accepted.
enum HTTPDateFormat {
    /// The instant of an IMF-fixdate `text`, or `nil` for anything else.
    static func date(from text: String) -> Date? {
        ASCIIByteCursor.withUTF8Bytes(of: text, date(fromUTF8:))
    }

    /// The instant of IMF-fixdate UTF-8 `bytes`, or `nil`.
    private static func date(fromUTF8 bytes: DateTextBytes) -> Date? {
        var cursor = ASCIIByteCursor()
        guard let weekdayKey = cursor.threeLetterKey(in: bytes), EnglishDateNames.isWeekday(key: weekdayKey),
            cursor.skip(ASCII.comma, in: bytes), cursor.skip(ASCII.space, in: bytes),
            let day = cursor.digits(2, in: bytes), cursor.skip(ASCII.space, in: bytes),
            let monthKey = cursor.threeLetterKey(in: bytes),
            let month = EnglishDateNames.month(forKey: monthKey),
            cursor.skip(ASCII.space, in: bytes),
            let year = cursor.digits(4, in: bytes), cursor.skip(ASCII.space, in: bytes),
            let time = cursor.clockTime(in: bytes), cursor.skip(ASCII.space, in: bytes),
            cursor.threeLetterKey(in: bytes) == EnglishDateNames.gmtKey, cursor.isAtEnd(of: bytes)
        else { return nil }
        let fields = CivilDateTime(
            year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second)
        guard fields.isValid() else { return nil }
        return fields.date(utcOffsetSeconds: 0)
    }

    /// The IMF-fixdate text of `date`, rounded to the nearest second; `nil` when that falls
    /// outside the years 0000-9999 or the time interval is not finite.
    static func string(from date: Date) -> String? {
        guard let instant = DecimalSeconds(rounding: date, toDigits: 0),
            let fields = CivilDateTime(instant, utcOffsetSeconds: 0)
        else { return nil }
        var builder = ASCIITextBuilder(capacity: 29)
        builder.append(EnglishDateNames.weekdays[fields.weekday])
        builder.append(", ")
        builder.appendDigits(fields.day, width: 2)
        builder.append(byte: ASCII.space)
        builder.append(EnglishDateNames.months[fields.month - 1])
        builder.append(byte: ASCII.space)
        builder.appendDigits(fields.year, width: 4)
        builder.append(byte: ASCII.space)
        builder.appendClockTime(of: fields)
        builder.append(" GMT")
        return builder.text
    }
}
