import Foundation

/// A calendar date and time of day as written in a date text, before or after its offset from
/// UTC is applied: the fields the parsers read and the writers print.
struct CivilDateTime: Equatable {
    /// The year, 0000-9999 when valid.
    var year: Int
    /// The month, 1-12 when valid.
    var month: Int
    /// The day of the month, 1 to the month's length when valid.
    var day: Int
    /// The hour, 0-23 when valid (24 only for the end of day, see ``isValid(allowingEndOfDay:)``).
    var hour = 0
    /// The minute, 0-59 when valid.
    var minute = 0
    /// The second, 0-60 when valid; 60 is a leap second.
    var second = 0
    /// The fraction of the second in nanoseconds, 0-999,999,999.
    var nanosecond = 0

    /// Fields from a parser, taken as written; check them with ``isValid(allowingEndOfDay:)``.
    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock fields of `instant` at `utcOffsetSeconds` east of UTC; `nil` when that
    /// falls outside the years 0000-9999.
    init?(_ instant: DecimalSeconds, utcOffsetSeconds: Int) {
        let calendar = ProlepticGregorianCalendar.self
        let localSeconds =
            instant.wholeSeconds + calendar.secondsFrom1970ToReferenceDate + utcOffsetSeconds
        let days = calendar.floorDivide(localSeconds, calendar.secondsPerDay)
        let secondOfDay = localSeconds - days * calendar.secondsPerDay
        let (year, month, day) = calendar.civilDate(daysSince1970: days)
        guard calendar.supportedYears.contains(year) else { return nil }
        self.init(
            year: year, month: month, day: day,
            hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60)
        nanosecond = instant.nanosecond
    }

    /// Whether the fields name a time this engine accepts: year 0000-9999, month 1-12, a day
    /// that exists in that month (February 29 only in leap years), hour 0-23, minute 0-59,
    /// second 0-60 (60 being a leap second) and nanosecond 0-999,999,999.
    ///
    /// With `allowingEndOfDay`, hour 24 is also valid when everything after it is zero
    /// (`24:00:00.000`): ISO 8601-1:2004 allows it as the end of the day, which is the next
    /// day's midnight.
    func isValid(allowingEndOfDay: Bool = false) -> Bool {
        let calendar = ProlepticGregorianCalendar.self
        let isEndOfDay = hour == 24 && minute == 0 && second == 0 && nanosecond == 0
        return calendar.supportedYears.contains(year)
            && day >= 1 && day <= calendar.numberOfDays(inMonth: month, year: year)
            && ((0...23).contains(hour) || (allowingEndOfDay && isEndOfDay))
            && (0...59).contains(minute)
            && (0...60).contains(second)
            && (0..<1_000_000_000).contains(nanosecond)
    }

    /// The day of the week of the date: 0 is Sunday, 6 is Saturday.
    var weekday: Int {
        ProlepticGregorianCalendar.weekday(daysSince1970: daysSince1970)
    }

    /// The instant these valid fields name when they are local time `utcOffsetSeconds` east of
    /// UTC (`+02:00` is 7,200).
    ///
    /// `Date` counts no leap seconds, so a second of 60 is read as second 59 of the same minute,
    /// keeping its fraction: `23:59:60.5Z` is `23:59:59.5Z`, never the next day. Hour 24 (end of
    /// day) is the next day's midnight.
    func date(utcOffsetSeconds: Int) -> Date {
        let calendar = ProlepticGregorianCalendar.self
        let secondOfDay = hour * 3600 + minute * 60 + min(second, 59)
        let secondsSince1970 = daysSince1970 * calendar.secondsPerDay + secondOfDay - utcOffsetSeconds
        return DecimalSeconds(
            wholeSeconds: secondsSince1970 - calendar.secondsFrom1970ToReferenceDate,
            fraction: nanosecond, digitCount: 9
        ).date
    }

    /// The day number of the date, days since 1970-01-01.
    private var daysSince1970: Int {
        ProlepticGregorianCalendar.daysSince1970(year: year, month: month, day: day)
    }
}
