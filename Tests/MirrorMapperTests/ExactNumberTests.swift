import Foundation
import Testing

@testable import MirrorMapper

/// Numbers read exactly from their text: the digits, the power of ten, and the exact integers and
/// decimals decided from them.
@Suite struct ExactNumberTests {
    @Test(
        arguments: [
            ("42", false, "42", 0, true), ("-0.0", true, "", 0, false), ("+4.2e1", false, "42", 0, false),
            ("0.00120", false, "12", -4, false), (".5", false, "5", -1, false), ("5.", false, "5", 0, false),
            ("042E+03", false, "42", 3, false), ("1000", false, "1", 3, true),
            ("1e-9999999999999", false, "1", -(1 << 40), false),
        ] as [(String, Bool, String, Int, Bool)])
    func readsSignDigitsAndPowerOfTen(
        text: String, isNegative: Bool, digits: String, exponent: Int, isIntegerText: Bool
    ) throws {
        let number = try #require(ExactNumber(text: text))
        #expect(number.isNegative == isNegative && number.exponent == exponent)
        #expect(String(decoding: number.digits, as: UTF8.self) == digits && number.digitCount == digits.count)
        #expect(number.isIntegerText == isIntegerText)
    }

    @Test(arguments: [
        "", "-", ".", "e5", "1e", "1e+", "1.2.3", " 1", "1 ", "0x10", "1_000", "nan", "inf", "--1", "+-1",
        "١",
    ])
    func rejectsWhatIsNotNumericText(text: String) {
        #expect(ExactNumber(text: text) == nil)
    }

    @Test func countsEveryDigitButKeepsThoseADecimalHolds() throws {
        let number = try #require(ExactNumber(text: "0." + String(repeating: "12", count: 30) + "000"))
        #expect(number.digitCount == 60 && number.digits.count == 39 && number.exponent == -60)
        #expect(number.decimal == nil && number.integer(Int.self) == nil)
    }

    @Test func integersComeFromTheDigitsAlone() throws {
        #expect(ExactNumber(text: "1.48423162444258921e17")?.integer(Int64.self) == 148_423_162_444_258_921)
        #expect(ExactNumber(text: "-9223372036854775808.0")?.integer(Int64.self) == .min)
        #expect(ExactNumber(text: "18446744073709551615e0")?.integer(UInt64.self) == .max)
        #expect(ExactNumber(text: "2.55e2")?.integer(UInt8.self) == 255)
        #expect(ExactNumber(text: "2.56e2")?.integer(UInt8.self) == nil)
        #expect(ExactNumber(text: "-1")?.integer(UInt.self) == nil)
        #expect(ExactNumber(text: "0.1e-400")?.integer(Int.self) == nil)
        #expect(ExactNumber(text: "-0e999")?.integer(Int.self) == 0)
        #expect(ExactNumber(text: "1e999999")?.integer(Int.self) == nil)
    }

    /// A `Decimal` holds up to 39 significant digits below 2^128, with a power of ten from -128 to
    /// 127 once trailing zeros are moved into the digits.
    @Test(
        arguments: [
            ("340282366920938463463374607431768211455", true),
            ("340282366920938463463374607431768211456", false),
            ("1.2345678901e138", true), ("1e165", true), ("1e166", false), ("1e-128", true),
            ("1e-129", false),
            ("-0.000", true),
        ])
    func decimalsHoldExactlyOrNotAtAll(text: String, isHeld: Bool) throws {
        let number = try #require(ExactNumber(text: text))
        #expect((number.decimal != nil) == isHeld)
        if let decimal = number.decimal {
            let written = try #require(ExactNumber(text: decimal.description))
            #expect(written.digits == number.digits && written.exponent == number.exponent)
        }
    }

    @Test func doublesCountAsTheNumberTheyPrintAs() {
        #expect(ExactNumber(0.1)?.decimal == Decimal(string: "0.1"))
        #expect(ExactNumber(148_423_162_444_258_912.0)?.integer(Int64.self) == 148_423_162_444_258_900)
        #expect(ExactNumber(Double.nan) == nil && ExactNumber(-Double.infinity) == nil)
    }

    @Test(
        arguments: [
            ("0.30000000000000004", NumberReading.double(0.30000000000000004)),
            ("1e23", .double(1e23)), ("4.9e-324", .nearestDouble(.leastNonzeroMagnitude)),
            ("1e-400", .beyondDouble(0)),
            ("-1e309", .beyondDouble(-.greatestFiniteMagnitude)), ("0e-999", .double(0)),
            ("0.10000000000000001", .decimal(Decimal(string: "0.10000000000000001") ?? 0)),
            ("18446744073709551616", .decimal(Decimal(string: "18446744073709551616") ?? 0)),
            ("1.48423162444258921e17", .integer(148_423_162_444_258_921)),
            ("1.8446744073709551615e19", .unsignedInteger(.max)),
            ("42", .integer(42)),
            (String(repeating: "1", count: 40), .nearestDouble(1.1111111111111111e39)),
        ])
    func readsEachNumberByOneRule(text: String, expected: NumberReading) {
        #expect(NumberReading(text: text) == expected)
    }

    /// Beyond 39 digits, the nearest `Decimal` keeps 38 digits rounded half up by the 39th,
    /// carrying into a new digit when all 38 are nines.
    @Test(
        arguments: [
            ("3.141592653589793238462643383279502884197", "3.1415926535897932384626433832795028842"),
            (
                "-12345678901234567890123456789012345678901234567890",
                "-1.2345678901234567890123456789012345679e49"
            ),
            (String(repeating: "9", count: 45), "1e45"),
            ("430282366920930000000163715661774549156", "4.3028236692093000000016371566177454916e38"),
            // The carry leaves 2e165, which a Decimal holds as 2 and 38 zeros times 10^127.
            (
                "199999999999.9999999999999999999999999999e154",
                "2" + String(repeating: "0", count: 38) + "e127"
            ),
            ("0." + String(repeating: "4", count: 40), "0." + String(repeating: "4", count: 38)),
        ])
    func theNearestDecimalRoundsByTheThirtyNinthDigit(text: String, nearest: String) throws {
        let number = try #require(ExactNumber(text: text))
        #expect(number.decimal == nil)
        #expect(number.nearestDecimal == Decimal(string: nearest, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test func thereIsNoNearestDecimalBeyondItsPowersOfTen() throws {
        let number = try #require(ExactNumber(text: String(repeating: "7", count: 41) + "e150"))
        #expect(number.nearestDecimal == nil)
        #expect(ExactNumber(text: "0.5")?.nearestDecimal == nil)
    }
}
