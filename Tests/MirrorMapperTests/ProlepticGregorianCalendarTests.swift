import Foundation
import Testing

@testable import MirrorMapper

/// Day numbers, dates and weekdays of the calendar arithmetic the parsers rest on.
@Suite("Proleptic Gregorian calendar arithmetic")
struct ProlepticGregorianCalendarTests {
    @Test("day numbers and dates are inverse over every day of 0000-9999")
    func inverseEverywhere() {
        let calendar = ProlepticGregorianCalendar.self
        let firstDay = calendar.daysSince1970(year: 0, month: 1, day: 1)
        let lastDay = calendar.daysSince1970(year: 9999, month: 12, day: 31)
        #expect(firstDay == -719_528)
        #expect(lastDay == 2_932_896)
        var expected = (year: 0, month: 1, day: 1)
        var mismatches = 0
        for day in firstDay...lastDay {
            let date = calendar.civilDate(daysSince1970: day)
            if date != expected
                || calendar.daysSince1970(year: date.year, month: date.month, day: date.day) != day
            {
                mismatches += 1
            }
            expected = nextDay(after: expected)
        }
        #expect(mismatches == 0)
    }

    @Test(
        "weekdays of known dates",
        arguments: [
            (1970, 1, 1, 4), (2014, 8, 31, 0), (1994, 11, 6, 0), (2000, 2, 29, 2), (1900, 1, 1, 1),
            (0, 1, 1, 6),
            (9999, 12, 31, 5), (1969, 12, 31, 3),
        ])
    func weekdays(year: Int, month: Int, day: Int, weekday: Int) {
        let days = ProlepticGregorianCalendar.daysSince1970(year: year, month: month, day: day)
        #expect(ProlepticGregorianCalendar.weekday(daysSince1970: days) == weekday)
    }

    @Test("floor division rounds towards negative infinity")
    func floorDivision() {
        #expect(ProlepticGregorianCalendar.floorDivide(-1, 86_400) == -1)
        #expect(ProlepticGregorianCalendar.floorModulo(-1, 86_400) == 86_399)
        #expect(ProlepticGregorianCalendar.floorDivide(-86_400, 86_400) == -1)
        #expect(ProlepticGregorianCalendar.floorModulo(-86_400, 86_400) == 0)
        #expect(ProlepticGregorianCalendar.floorDivide(86_399, 86_400) == 0)
    }

    /// The date after `date`, counted by month lengths alone.
    private func nextDay(after date: (year: Int, month: Int, day: Int)) -> (year: Int, month: Int, day: Int) {
        if date.day < ProlepticGregorianCalendar.numberOfDays(inMonth: date.month, year: date.year) {
            return (date.year, date.month, date.day + 1)
        }
        return date.month < 12 ? (date.year, date.month + 1, 1) : (date.year + 1, 1, 1)
    }
}
