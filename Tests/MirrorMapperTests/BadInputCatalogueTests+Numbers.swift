import Foundation
import Testing

@testable import MirrorMapper

/// The catalogue's rows about exact numbers (the article "Bad Input, Limits and Security"): integers
/// written in float notation, decimals longer than a `Double` holds, and numbers too long to quote.
extension BadInputCatalogueTests {
    // MARK: - Integers in float notation

    enum FloatNotationInteger: CaseIterable {
        case jsonTextWithFraction, jsonTextWithExponent, textWithFraction, textWithExponent, foundationNumber
        case jsonTextForUInt64, jsonTextOfFifteenDigits, nativeDouble, jsonTextBelowTheSmallestDouble
        case textBelowTheSmallestDouble, smallestDouble
    }

    @Test("integers in float notation", arguments: FloatNotationInteger.allCases)
    func floatNotationIntegers(_ row: FloatNotationInteger) throws {
        let id: Int64 = 148_423_162_444_258_921
        switch row {
        case .jsonTextWithFraction:
            try expectJSONMapping(#"{"int64": 148423162444258921.0}"#, changes: ["int64": id])
        case .jsonTextWithExponent:
            try expectJSONMapping(#"{"int64": 1.48423162444258921e17}"#, changes: ["int64": id])
        case .textWithFraction:
            try expectMapping(["int64": "148423162444258921.0"], changes: ["int64": id])
        case .textWithExponent:
            try expectMapping(["int64": " 1.48423162444258921E+17 "], changes: ["int64": id])
        case .foundationNumber:
            try expectMapping(
                ["int64": try foundationNumber("1.48423162444258921e17")], changes: ["int64": id])
        case .jsonTextForUInt64:
            try expectJSONMapping(
                #"{"uint64": 9223372036854775807.0}"#, changes: ["uint64": UInt64(Int64.max)])
        case .jsonTextOfFifteenDigits:
            // Read as a Double, which prints as the same number, and converted from those digits.
            try expectJSONMapping(
                #"{"int64": 1.23456789012345e18}"#, changes: ["int64": 1_234_567_890_123_450_000 as Int64])
        case .nativeDouble:
            // The Double nearest to 148423162444258912 prints as 1.484231624442589e+17.
            try expectMapping(
                ["int64": 148_423_162_444_258_912.0], changes: ["int64": 148_423_162_444_258_900 as Int64])
        case .jsonTextBelowTheSmallestDouble:
            try expectJSONMapping(
                #"{"int": 0.1e-400, "double": -0.1e-400}"#,
                reports: [
                    .nearest("double", .outOfRange(expected: "Double", found: "-0.1e-400")),
                    .kept("int", .typeMismatch(expected: "Int", found: "fraction 0.1e-400")),
                ],
                changes: ["double": -0.0])
            let error = try #require(throws: MappingError.self) {
                try Mapper(mode: .strict).object(
                    of: Everything.self, fromJSON: Data(#"{"double": 0.1e-400}"#.utf8))
            }
            #expect(
                error.path == "double" && error.kind == .outOfRange(expected: "Double", found: "0.1e-400"))
        case .textBelowTheSmallestDouble:
            try expectMapping(
                ["int": "0.1e-400", "double": "0.1e-400"],
                reports: [
                    .nearest("double", .outOfRange(expected: "Double", found: "0.1e-400")),
                    .kept("int", .typeMismatch(expected: "Int", found: "fraction 0.1e-400")),
                ])
        case .smallestDouble:
            try expectJSONMapping(
                #"{"int": 5e-324}"#,
                reports: [.kept("int", .typeMismatch(expected: "Int", found: "fraction 5e-324"))])
        }
    }

    // MARK: - Long decimals

    enum LongDecimal: CaseIterable {
        case jsonTextOfThirtyNineDigits, jsonIntegerOfThirtyNineDigits, jsonTextOfSeventeenDigits
        case jsonTextIntoAny, textOfForty, textBeyondTheRangeOfDecimal, jsonTextBeyondTheRangeOfDecimal
        case jsonTextOfFortyOne, jsonIntegerOfFiftyDigits, jsonFractionOfFortySixDigitsForAnInteger
        case jsonTextOfFortyOneIntoAString, freshStore
    }

    @Test("long decimals", arguments: LongDecimal.allCases)
    func longDecimals(_ row: LongDecimal) throws {
        let pi = "3.14159265358979323846264338327950288419"
        switch row {
        case .jsonTextOfThirtyNineDigits:
            try expectExactDecimal(pi)
        case .jsonIntegerOfThirtyNineDigits:
            try expectExactDecimal("123456789012345678901234567890123456789")
        case .jsonTextOfSeventeenDigits:
            // The nearest Double prints as 0.1, so the digits are kept as a Decimal.
            try expectExactDecimal("0.10000000000000001")
        case .jsonTextIntoAny:
            for text in [pi, "123456789012345678901234567890123456789", "0.10000000000000001"] {
                let shelter = try Mapper.object(of: Shelter.self, fromJSON: Data(#"{"note": \#(text)}"#.utf8))
                #expect(shelter.note as? Decimal == Decimal(string: text))
                let json = try Mapper().jsonData(from: shelter, including: ["note"])
                #expect(String(decoding: json, as: UTF8.self) == #"{"note":\#(text)}"#)
            }
        case .textOfForty:
            // The nearest Decimal: 38 digits, rounded by the 39th.
            try expectMapping(
                ["decimal": "3.141592653589793238462643383279502884197"],
                reports: [
                    .nearest(
                        "decimal", .outOfRange(expected: "Decimal", found: "number of 40 significant digits"))
                ],
                changes: ["decimal": try #require(Decimal(string: "3.1415926535897932384626433832795028842"))]
            )
        case .textBeyondTheRangeOfDecimal:
            try expectMapping(
                ["decimal": "1e200"],
                reports: [.kept("decimal", .outOfRange(expected: "Decimal", found: "1e200"))])
        case .jsonTextBeyondTheRangeOfDecimal:
            try expectJSONMapping(
                #"{"decimal": 1e200}"#,
                reports: [.kept("decimal", .outOfRange(expected: "Decimal", found: "1e+200"))])
        case .jsonTextOfFortyOne:
            // Beyond what a Decimal holds, a JSON number gives the nearest Decimal, as its text does.
            try expectJSONMapping(
                #"{"decimal": 3.1415926535897932384626433832795028841971}"#,
                reports: [
                    .nearest(
                        "decimal", .outOfRange(expected: "Decimal", found: "number of 41 significant digits"))
                ],
                changes: ["decimal": try #require(Decimal(string: "3.1415926535897932384626433832795028842"))]
            )
        case .jsonIntegerOfFiftyDigits:
            try expectJSONMapping(
                #"{"decimal": 12345678901234567890123456789012345678901234567890}"#,
                reports: [
                    .nearest(
                        "decimal", .outOfRange(expected: "Decimal", found: "number of 49 significant digits"))
                ],
                changes: [
                    "decimal": try #require(Decimal(string: "1.2345678901234567890123456789012345679e49"))
                ])
        case .jsonFractionOfFortySixDigitsForAnInteger:
            // Its nearest Double is the whole number 92233720369; the number is a fraction.
            let fraction = "92233720368.9999999999999999999999999704795807"
            try expectJSONMapping(
                #"{"int64": \#(fraction), "int": \#(fraction)}"#,
                reports: [
                    .kept("int", .typeMismatch(expected: "Int", found: "fraction \(excerpt(of: fraction))")),
                    .kept(
                        "int64", .typeMismatch(expected: "Int64", found: "fraction \(excerpt(of: fraction))")),
                ])
        case .jsonTextOfFortyOneIntoAString:
            let digits = "3.1415926535897932384626433832795028841971"
            try expectJSONMapping(#"{"string": \#(digits)}"#, changes: ["string": digits])
        case .freshStore:
            let texts = [
                pi, "123456789012345678901234567890123456789", "0.10000000000000001", "123456789010e127",
                "1e-128",
            ]
            for text in texts {
                let decimal = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
                try withTemporaryStore { store, log in
                    try store.set(decimal, forKey: "d")
                    #expect(try DefaultsStore(url: store.url).value(of: Decimal.self, forKey: "d") == decimal)
                    #expect(log.issues.isEmpty, "\(log.text)")
                }
            }
        }
    }

    // MARK: - Long numbers in errors

    enum LongNumberInAMessage: CaseIterable {
        case jsonText, storeFile, textForAnInteger, textForADecimal, unknownRawValue, keyInAPath
    }

    @Test("long numbers, strings and keys in errors", arguments: LongNumberInAMessage.allCases)
    func longNumbersInErrors(_ row: LongNumberInAMessage) throws {
        let digits = String(repeating: "1", count: 10_000_000)
        let shownDigits = String(repeating: "1", count: 40) + "… (10000000 bytes)"
        let text = String(repeating: "x", count: 10_000_000)
        let shownText = String(repeating: "x", count: 40) + "… (10000000 bytes)"
        switch row {
        case .jsonText:
            try expectJSONMapping(
                #"{"double": \#(digits)}"#,
                reports: [.kept("double", .outOfRange(expected: "Double", found: shownDigits))])
        case .storeFile:
            // Not corrupt: the store's reader gives the nearest finite Double.
            try withTemporaryStore { store, log in
                try Data(#"{"formatVersion": 1, "values": {"a": \#(digits)}}"#.utf8).write(to: store.url)
                #expect(try store.value(of: Double.self, forKey: "a") == .greatestFiniteMagnitude)
                #expect(log.issues.isEmpty)
            }
        case .textForAnInteger:
            try expectMapping(
                ["int": digits], reports: [.kept("int", .outOfRange(expected: "Int", found: shownDigits))])
        case .textForADecimal:
            try expectMapping(
                ["decimal": "0." + digits],
                reports: [
                    .nearest(
                        "decimal",
                        .outOfRange(expected: "Decimal", found: "number of 10000000 significant digits"))
                ],
                changes: ["decimal": try #require(Decimal(string: "0." + String(repeating: "1", count: 38)))])
        case .unknownRawValue:
            try expectMapping(
                ["topping": text],
                reports: [
                    .kept(
                        "topping", .typeMismatch(expected: "Topping", found: "unknown raw value \(shownText)")
                    )
                ])
        case .keyInAPath:
            try expectMapping(
                ["dictionary": [text: "x"]],
                reports: [
                    .dropped("dictionary.\(shownText)", .typeMismatch(expected: "Int", found: #"String "x""#))
                ])
        }
    }
}

/// Expects the JSON number `text` to map into a `Decimal` property with every digit, and to be
/// written back as the same text.
private func expectExactDecimal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let expected = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    try expectJSONMapping(
        #"{"decimal": \#(text)}"#, changes: ["decimal": expected], sourceLocation: sourceLocation)
    let model = try Mapper.object(of: Everything.self, fromJSON: Data(#"{"decimal": \#(text)}"#.utf8))
    let json = String(decoding: try Mapper().jsonData(from: model, including: ["decimal"]), as: UTF8.self)
    #expect(json == #"{"decimal":\#(text)}"#, sourceLocation: sourceLocation)
}
