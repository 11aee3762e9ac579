import Foundation
import Testing

@testable import MirrorMapper

/// Timestamps from numbers and numeric strings, the magnitude rule, and no traps.
@Suite("Unix timestamps")
struct UnixTimestampTests {
    @Test(
        "seconds, before and after 1970",
        arguments: [
            0, 1_409_444_955, 1_409_444_955.5, -1, -2_208_988_800, -62_167_219_200, 253_402_300_799.5,
        ]
            as [Double])
    func seconds(value: Double) {
        #expect(UnixTimestamp.date(fromSeconds: value) == unixDate(value))
        #expect(UnixTimestamp.date(fromNumber: value, millisecondsByMagnitude: false) == unixDate(value))
        let readAsSecondsByMagnitude = abs(value) < 1e11
        #expect(
            (UnixTimestamp.date(fromNumber: value, millisecondsByMagnitude: true) == unixDate(value))
                == readAsSecondsByMagnitude)
    }

    @Test(
        "never traps: NaN, infinities and values outside 0000-9999 give nil",
        arguments: [
            .nan, .signalingNaN, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            253_402_300_800, -62_167_219_200.5, 1e12, -1e11 + 1,
        ] as [Double])
    func outOfRange(value: Double) {
        #expect(UnixTimestamp.date(fromSeconds: value) == nil)
        #expect(UnixTimestamp.date(fromNumber: value, millisecondsByMagnitude: false) == nil)
    }

    @Test("the magnitude rule reads |value| >= 1e11 as milliseconds")
    func magnitudeBoundary() throws {
        let lastSeconds = 99_999_999_999.0  // 5138-11-16T09:46:39Z
        #expect(
            UnixTimestamp.date(fromNumber: lastSeconds, millisecondsByMagnitude: true)
                == unixDate(lastSeconds))
        let firstMilliseconds = try #require(
            UnixTimestamp.date(fromNumber: 100_000_000_000, millisecondsByMagnitude: true))
        #expect(ISO8601DateWriter.string(from: firstMilliseconds) == "1973-03-03T09:46:40Z")
        #expect(
            UnixTimestamp.date(fromNumber: -100_000_000_000, millisecondsByMagnitude: true) == unixDate(-1e8))
        #expect(UnixTimestamp.date(fromNumber: -99_999_999_999, millisecondsByMagnitude: true) == nil)
        #expect(
            UnixTimestamp.date(fromNumber: 1_409_444_955_123, millisecondsByMagnitude: true)
                == unixDate(1_409_444_955.123))
        #expect(
            UnixTimestamp.date(fromNumber: 100_000_000_000, millisecondsByMagnitude: false) == unixDate(1e11))
        #expect(UnixTimestamp.date(fromNumber: 1_409_444_955_123, millisecondsByMagnitude: false) == nil)
        #expect(UnixTimestamp.date(fromNumber: .infinity, millisecondsByMagnitude: true) == nil)
        #expect(UnixTimestamp.date(fromNumber: .nan, millisecondsByMagnitude: true) == nil)
    }
}
