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

    @Test(
        "numeric strings",
        arguments: [
            ("1409444955", 1_409_444_955.0), ("1409444955.5", 1_409_444_955.5), ("-86400", -86_400),
            ("+1", 1), ("0", 0), ("00001", 1), ("1409444955123", 1_409_444_955.123),
        ] as [(String, Double)])
    func numericStrings(text: String, secondsSince1970: Double) {
        #expect(
            UnixTimestamp.date(fromNumericString: text, millisecondsByMagnitude: true)
                == unixDate(secondsSince1970))
    }

    @Test(
        "rejected numeric strings",
        arguments: [
            "", "-", "+", "1.", ".5", "1e9", "1E9", "nan", "NaN", "inf", "infinity", "0x10", " 1", "1 ",
            "1,5",
            "--1", "1.2.3", "١٢٣", "１２３", "99999999999999999999999", "1409444955123",
        ])
    func rejectedNumericStrings(text: String) {
        #expect(UnixTimestamp.date(fromNumericString: text, millisecondsByMagnitude: false) == nil)
    }
}
