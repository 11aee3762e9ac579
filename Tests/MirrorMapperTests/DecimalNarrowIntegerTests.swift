import Foundation
import Testing

@testable import MirrorMapper

/// A `Decimal`'s integer value read from its significand and exponent gives what the digits rule
/// gives, or leaves the decision to it, never another integer.
@Suite struct DecimalNarrowIntegerTests {
    static let texts = [
        "0", "-0.0", "42", "-42", "4.2e1", "1.5", "-1.5", "0.001e3", "1e20", "1e18", "255", "256", "-128",
        "-129", "18446744073709551615", "18446744073709551616", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "9007199254740993",
        "1.0000000000000001", "3191739179985921.09", "123456789012345678901234567890", "1e-5",
        "120e-1", "12e-1", "-1000000000000000000000e-3", "1E+2",
    ]

    @Test(arguments: texts)
    func givesTheIntegerTheDigitsGiveOrLeavesItToThem(text: String) throws {
        let decimal = try #require(Decimal(string: text))
        let digits = try #require(ExactNumber(text: decimal.description))
        expectAgreement(decimal, digits, Int.self)
        expectAgreement(decimal, digits, Int8.self)
        expectAgreement(decimal, digits, UInt8.self)
        expectAgreement(decimal, digits, Int64.self)
        expectAgreement(decimal, digits, UInt64.self)
    }

    @Test func readsTheCommonIntegersItself() {
        #expect(Decimal(string: "42")?.narrowInteger(Int.self) == 42)
        #expect(Decimal(string: "-9223372036854775808")?.narrowInteger(Int64.self) == Int64.min)
        #expect(Decimal(string: "18446744073709551615")?.narrowInteger(UInt64.self) == UInt64.max)
        #expect(Decimal(string: "4.2e1")?.narrowInteger(Int8.self) == 42)
        #expect(Decimal(string: "1.5")?.narrowInteger(Int.self) == nil)
        #expect(Decimal(string: "-1")?.narrowInteger(UInt.self) == nil)
        #expect(Decimal.nan.narrowInteger(Int.self) == nil)
    }

    private func expectAgreement<T: FixedWidthInteger>(_ decimal: Decimal, _ digits: ExactNumber, _: T.Type) {
        guard let narrow = decimal.narrowInteger(T.self) else { return }
        #expect(narrow == digits.integer(T.self), "\(decimal) as \(T.self)")
    }
}
