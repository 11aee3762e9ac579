import Foundation
import Testing

@testable import MirrorMapper

/// The catalogue's rows about numbers (README, "Bad input, limits and security"): numbers too long
/// to quote in a message.
extension BadInputCatalogueTests {
    // MARK: - Long numbers in errors

    enum LongNumberInAMessage: CaseIterable {
        case jsonText, storeFile, unknownRawValue, keyInAPath
    }

    @Test("long numbers, strings and keys in errors", arguments: LongNumberInAMessage.allCases)
    func longNumbersInErrors(_ row: LongNumberInAMessage) throws {
        let digits = String(repeating: "1", count: 10_000_000)
        let shownDigits = String(repeating: "1", count: 40) + "… (10000000 bytes)"
        let text = String(repeating: "x", count: 10_000_000)
        let shownText = String(repeating: "x", count: 40) + "… (10000000 bytes)"
        switch row {
        case .jsonText:
            try expectJSONError(
                #"{"double": \#(digits)}"#,
                .invalidJSON(
                    problem: "number \(shownDigits) is out of the range of Double", expected: nil, at: 11))
        case .storeFile:
            try expectCorruptStoreFile(
                Data(#"{"values": {"a": \#(digits)}}"#.utf8),
                reason:
                    "not valid JSON: number \(shownDigits) is out of the range of Double at line 1, column 18 (byte 17)"
            )
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
