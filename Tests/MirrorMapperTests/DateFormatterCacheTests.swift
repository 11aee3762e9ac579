import Foundation
import Testing

@testable import MirrorMapper

/// Custom patterns through the locked formatter cache, alone and from many tasks.
@Suite("DateFormatter cache")
struct DateFormatterCacheTests {
    @Test("custom patterns read and write in UTC unless a time zone is given")
    func utcByDefault() throws {
        let cache = DateFormatterCache()
        let pattern = "yyyy-MM-dd HH:mm:ss"
        #expect(cache.date(from: "2014-08-31 00:29:15", format: pattern) == unixDate(1_409_444_955))
        #expect(cache.string(from: unixDate(1_409_444_955), format: pattern) == "2014-08-31 00:29:15")
        let berlinSummer = try #require(TimeZone(secondsFromGMT: 7200))
        #expect(
            cache.date(from: "2014-08-31 02:29:15", format: pattern, timeZone: berlinSummer)
                == unixDate(1_409_444_955))
        #expect(
            cache.string(from: unixDate(1_409_444_955), format: pattern, timeZone: berlinSummer)
                == "2014-08-31 02:29:15")
        #expect(cache.date(from: "31/08/2014", format: "dd/MM/yyyy") == unixDate(1_409_443_200))
        #expect(cache.date(from: "not a date", format: pattern) == nil)
    }

    /// Found by fuzzing: swift-corelibs-foundation's `DateFormatter.date(from:)` traps ("Incorrect
    /// range") when it stops reading inside a character of several code units.
    @Test(
        "text with combining marks or characters beyond one UTF-16 unit is no date, not a trap",
        arguments: ["201\u{0335}T", "2014-08-31 00:29:1\u{0301}5", "2014\u{1F600}", "e\u{0301}"])
    func charactersOfSeveralUnitsAreNoDate(text: String) {
        #expect(DateFormatterCache().date(from: text, format: "yyyy-MM-dd HH:mm:ss") == nil)
    }

    @Test("one formatter per pattern and time zone, starting over past the capacity")
    func keysAndCapacity() throws {
        let cache = DateFormatterCache(capacity: 2)
        let zone = try #require(TimeZone(secondsFromGMT: 3600))
        _ = cache.date(from: "2014", format: "yyyy")
        _ = cache.date(from: "2015", format: "yyyy")
        #expect(cache.count == 1)
        _ = cache.date(from: "2014", format: "yyyy", timeZone: zone)
        #expect(cache.count == 2)
        _ = cache.string(from: unixDate(0), format: "MM")
        #expect(cache.count == 1)
        #expect(cache.date(from: "2014", format: "yyyy") == unixDate(1_388_534_400))
    }

    @Test("many tasks share one cache safely")
    func concurrentUse() async {
        let cache = DateFormatterCache()
        let patterns = ["yyyy-MM-dd HH:mm:ss", "dd.MM.yyyy HH:mm:ss", "MM/dd/yyyy HH:mm:ss"]
        let wrongResults = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var wrong = 0
                    for step in 0..<200 {
                        let pattern = patterns[(task + step) % patterns.count]
                        let date = unixDate(Double(1_409_444_955 + task * 100_000 + step * 3_601))
                        let text = cache.string(from: date, format: pattern)
                        if cache.date(from: text, format: pattern) != date {
                            wrong += 1
                        }
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrongResults == 0)
    }
}
