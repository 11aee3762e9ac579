import Foundation
import Testing

@testable import MirrorMapper

/// The documented coercion rules, one row per rule, on values as they come from
/// `JSONSerialization` (NSNumber) and as native Swift values.
@Suite struct ConversionTests {
    private func convert<T: ValueConvertible>(_ value: Any, to type: T.Type) throws -> T {
        try MappingContext(mapper: Mapper()).convert(value, to: type)
    }

    /// Values parsed by JSONSerialization, so numbers are the NSNumbers real input holds.
    private func parsed(_ json: String) throws -> Any {
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [Any])
        return try #require(array.first)
    }

    @Test(arguments: [
        ("42", 42), ("\"42\"", 42), ("\" 42 \"", 42), ("3.0", 3), ("-7", -7), ("\"4.2e1\"", 42),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ])
    func integersConvertExactly(json: String, expected: Int) throws {
        #expect(try convert(parsed(json), to: Int.self) == expected)
    }

    @Test(arguments: ["3.5", "true", "\"abc\"", "\"\"", "[]", "{}", "null", "9223372036854775808", "1e300"])
    func integersRejectInexactOrWrongValues(json: String) throws {
        let value = try parsed(json)
        #expect(throws: MappingError.self) { try convert(value, to: Int.self) }
    }

    @Test func sixtyFourBitIdsKeepEveryDigit() throws {
        #expect(try convert(parsed("148423162444258920"), to: Int64.self) == 148_423_162_444_258_920)
        #expect(try convert(parsed("\"148423162444258920\""), to: Int64.self) == 148_423_162_444_258_920)
        #expect(try convert(parsed("18446744073709551615"), to: UInt64.self) == UInt64.max)
        #expect(try convert(148_423_162_444_258_920 as Int, to: String.self) == "148423162444258920")
    }

    @Test func narrowIntegersFailOutOfRangeWithoutTrapping() throws {
        let error = try #require(throws: MappingError.self) { try convert(parsed("300"), to: Int8.self) }
        #expect(error.kind == .outOfRange(expected: "Int8", found: "300"))
        #expect(throws: MappingError.self) { try convert(parsed("-1"), to: UInt.self) }
        #expect(try convert(parsed("255"), to: UInt8.self) == 255)
        #expect(try convert(Int16(-5), to: Int32.self) == -5)
    }

    @Test func booleansAreNotSilentlyIntegers() throws {
        let error = try #require(throws: MappingError.self) { try convert(true, to: Int.self) }
        #expect(error.kind == .typeMismatch(expected: "Int", found: "Bool true"))
    }

    @Test(arguments: [
        ("true", true), ("false", false), ("1", true), ("0", false), ("\"true\"", true), ("\"YES\"", true),
        ("\"no\"", false), ("\" False \"", false), ("\"1\"", true), ("\"0\"", false),
    ])
    func booleansFromNumbersAndText(json: String, expected: Bool) throws {
        #expect(try convert(parsed(json), to: Bool.self) == expected)
    }

    @Test(arguments: ["2", "0.5", "\"maybe\"", "[]", "null"])
    func booleansRejectOtherValues(json: String) throws {
        let value = try parsed(json)
        #expect(throws: MappingError.self) { try convert(value, to: Bool.self) }
    }

    @Test func stringsFromNumbersNeverSayOptional() throws {
        #expect(try convert(parsed("42"), to: String.self) == "42")
        #expect(try convert(parsed("2.5"), to: String.self) == "2.5")
        #expect(try convert(Optional(42) as Any, to: String.self) == "42")
        #expect(throws: MappingError.self) { try convert(["a"], to: String.self) }
    }

    @Test func floatingPointFromNumbersAndText() throws {
        #expect(try convert(parsed("2.5"), to: Double.self) == 2.5)
        #expect(try convert(parsed("\"2.5\""), to: Double.self) == 2.5)
        #expect(try convert(parsed("7"), to: Float.self) == 7)
        #expect(throws: MappingError.self) { try convert(parsed("1e300"), to: Float.self) }
        #expect(throws: MappingError.self) { try convert(parsed("true"), to: Double.self) }
        #expect(throws: MappingError.self) { try convert("nan", to: Double.self) }
        #expect(throws: MappingError.self) { try convert("inf", to: Double.self) }
    }

    @Test func decimalsFromTextKeepEveryDigit() throws {
        let price = try convert("12345678901234567890.123456789", to: Decimal.self)
        #expect(price.description == "12345678901234567890.123456789")
        #expect(try convert(parsed("0.1"), to: Decimal.self).description == "0.1")
        #expect(throws: MappingError.self) { try convert("12abc", to: Decimal.self) }
    }

    /// Found by fuzzing: a number wrapped in an `Optional` inside an `Any` (as a model's `Any?`
    /// property holds it) was read through `Double`, so an `NSDecimalNumber` lost its digits.
    @Test func numbersInsideAnOptionalKeepEveryDigit() throws {
        let digits = "3.14159265358979323846264338327950288419"
        let wrapped = Optional<Any>.some(try parsed(digits)) as Any
        #expect(try convert(wrapped, to: Decimal.self).description == digits)
        #expect(try convert(Optional<Any>.some(Int64.max) as Any, to: Int64.self) == .max)
    }

    @Test func foundationTypes() throws {
        #expect(
            try convert("https://example.com/a?b=1", to: URL.self).absoluteString
                == "https://example.com/a?b=1")
        #expect(throws: MappingError.self) { try convert("", to: URL.self) }
        let uuid = try convert("e621e1f8-c36c-495a-93fc-0c247a3e6e5f", to: UUID.self)
        #expect(uuid.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try convert("AQID", to: Data.self) == Data([1, 2, 3]))
        #expect(throws: MappingError.self) { try convert("not base64!", to: Data.self) }
    }

    @Test func enumsByRawValue() throws {
        #expect(try convert("olives", to: Topping.self) == .olives)
        #expect(try convert(parsed("2"), to: Priority.self) == .high)
        #expect(try convert("2", to: Priority.self) == .high)
        let error = try #require(throws: MappingError.self) { try convert("ham", to: Topping.self) }
        #expect(error.kind == .typeMismatch(expected: "Topping", found: "unknown raw value ham"))
    }

    @Test func optionalsTakeNullAsNil() throws {
        #expect(try convert(NSNull(), to: Int?.self) == nil)
        #expect(try convert(parsed("5"), to: Int?.self) == 5)
        let error = try #require(throws: MappingError.self) { try convert(NSNull(), to: Int.self) }
        #expect(error.kind == .typeMismatch(expected: "Int", found: "null"))
    }

    @Test func nestedCollections() throws {
        #expect(try convert(parsed("[[1, 2], [\"3\"]]"), to: [[Int]].self) == [[1, 2], [3]])
        #expect(
            try convert(parsed("{\"a\": [1], \"b\": []}"), to: [String: [Int]].self) == ["a": [1], "b": []])
        #expect(try convert(parsed("[\"a\", \"a\", \"b\"]"), to: Set<String>.self) == ["a", "b"])
        #expect(try convert(parsed("{\"7\": \"x\"}"), to: [Int: String].self) == [7: "x"])
        #expect(try convert(parsed("{\"x\": \"y\", \"8\": \"z\"}"), to: [Int: String].self) == [8: "z"])
        let strict = MappingContext(mapper: Mapper(mode: .strict))
        #expect(throws: MappingError.self) {
            try strict.convert(parsed("{\"x\": \"y\"}"), to: [Int: String].self)
        }
        #expect(throws: MappingError.self) { try strict.convert(parsed("[1, \"x\"]"), to: [Int].self) }
        #expect(throws: MappingError.self) { try convert(parsed("{\"a\": 1}"), to: [Int].self) }
    }

    @Test func nanAndInfinityInNativeInputNeverTrap() throws {
        #expect(throws: MappingError.self) { try convert(Double.nan, to: Int.self) }
        #expect(throws: MappingError.self) { try convert(Double.infinity, to: Int64.self) }
        #expect(try convert(Double.infinity, to: Double.self) == .infinity)
        #expect(throws: MappingError.self) { try convert(1e20, to: Int.self) }
    }

    @Test func userTypesConvertThroughOneProtocol() throws {
        struct HexColor: ValueConvertible, Equatable {
            var rgb: Int
            static func convert(from value: Any, in context: MappingContext) throws -> HexColor {
                let text = try context.convert(value, to: String.self)
                guard text.hasPrefix("#"), let rgb = Int(text.dropFirst(), radix: 16) else {
                    throw MappingError(.custom("expected a colour like #ff8800"))
                }
                return HexColor(rgb: rgb)
            }
            func jsonValue(in context: MappingContext) throws -> Any { "#" + String(rgb, radix: 16) }
        }
        #expect(try convert("#ff8800", to: HexColor.self) == HexColor(rgb: 0xff8800))
        #expect(try convert(["#000001"], to: [HexColor].self) == [HexColor(rgb: 1)])
        let error = try #require(throws: MappingError.self) { try convert("red", to: HexColor.self) }
        #expect(error.kind == .custom("expected a colour like #ff8800"))
    }
}
