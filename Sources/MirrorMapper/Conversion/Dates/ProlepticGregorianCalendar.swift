/// Calendar arithmetic for the proleptic Gregorian calendar (Gregorian leap-year rules extended
/// backwards before 1582, with a year 0000 that is a leap year), the calendar of ISO 8601,
/// HTTP dates and Unix time.
///
/// Day numbers count days since 1970-01-01 and may be negative; the conversions are exact for
/// any year whose day number fits in an `Int`, but the date engine only uses years 0000-9999.
enum ProlepticGregorianCalendar {
    /// The years that the date parsers and writers accept: the four-digit years 0000-9999.
    static let supportedYears = 0...9999

    /// The seconds from 1970-01-01T00:00:00Z (Unix time zero) to 2001-01-01T00:00:00Z
    /// (`Date`'s reference date).
    static let secondsFrom1970ToReferenceDate = 978_307_200

    /// The seconds in a day; there are no leap seconds in `Date` or Unix time.
    static let secondsPerDay = 86_400

    /// Whether `year` has a February 29: divisible by 4, except centuries not divisible by 400
    /// (2000 and 0 are leap years, 1900 is not).
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1-12) of `year`; 0 for a month outside 1-12.
    static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    /// The day number (days since 1970-01-01) of a valid `year`-`month`-`day`.
    ///
    /// Counts in 400-year eras of 146,097 days whose years start on March 1, so that the leap
    /// day is the last day of its year (the method of Howard Hinnant's `days_from_civil`).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchBasedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(marchBasedYear, 400)
        let yearOfEra = marchBasedYear - era * 400
        let monthFromMarch = month <= 2 ? month + 9 : month - 3
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - daysFromEraStartTo1970
    }

    /// The year, month (1-12) and day of month of a day number (days since 1970-01-01); the
    /// inverse of ``daysSince1970(year:month:day:)``.
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let daysSinceEpochStart = days + daysFromEraStartTo1970
        let era = floorDivide(daysSinceEpochStart, 146_097)
        let dayOfEra = daysSinceEpochStart - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// The day of the week of a day number (days since 1970-01-01): 0 is Sunday, 6 is Saturday.
    static func weekday(daysSince1970 days: Int) -> Int {
        // 1970-01-01 was a Thursday.
        floorModulo(days + 4, 7)
    }

    /// `dividend / divisor` rounded towards negative infinity, for a positive `divisor`.
    static func floorDivide(_ dividend: Int, _ divisor: Int) -> Int {
        let quotient = dividend / divisor
        return dividend % divisor < 0 ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDivide(_:_:)``, always in `0..<divisor` for a positive `divisor`.
    static func floorModulo(_ dividend: Int, _ divisor: Int) -> Int {
        dividend - floorDivide(dividend, divisor) * divisor
    }

    /// The days from 0000-03-01, the start of the era that contains 1970, to 1970-01-01.
    private static let daysFromEraStartTo1970 = 719_468
}
