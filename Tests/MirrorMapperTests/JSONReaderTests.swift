import Foundation
import Testing

@testable import MirrorMapper

/// Whether `ours`, from `JSONReader`, is what `JSONSerialization` gave as `foundation` for the
/// same bytes: the same structure, with `NSNumber`s that hold the same booleans and numbers.
private func matchesFoundation(_ ours: Any, _ foundation: Any) -> Bool {
    switch (ours, foundation) {
    case (let ours as [String: Any], let foundation as [String: Any]):
        return ours.count == foundation.count
            && ours.allSatisfy { key, value in foundation[key].map { matchesFoundation(value, $0) } ?? false }
    case (let ours as [Any], let foundation as [Any]):
        return ours.count == foundation.count && zip(ours, foundation).allSatisfy(matchesFoundation)
    case (let ours as String, let foundation as String):
        return ours == foundation
    case (let ours as NSNull, let foundation as NSNull):
        return ours == foundation
    case (_, let number as NSNumber):
        let isBooleanNumber = type(of: number) == type(of: NSNumber(value: true))
        switch ours {
        case let bool as Bool: return isBooleanNumber && bool == number.boolValue
        case let int as Int: return !isBooleanNumber && int == number.int64Value
        case let uint as UInt64: return uint == number.uint64Value
        case let double as Double: return double == number.doubleValue
        default: return false
        }
    default:
        return false
    }
}

private func read(_ text: String, options: JSONReader.Options = .init()) throws -> Any {
    try JSONReader(options: options).value(from: Array(text.utf8))
}

/// The error reading `bytes` throws, if any.
private func readingError(_ bytes: [UInt8], options: JSONReader.Options = .init()) -> JSONError? {
    do {
        _ = try JSONReader(options: options).value(from: bytes)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONReaderTests {
    @Test func readsEveryKindOfValue() throws {
        let value = try read(
            #"{"s": "text", "i": -12, "d": 2.5, "t": true, "f": false, "n": null, "a": [1, "x", []], "o": {}}"#
        )
        let expected: [String: Any] = [
            "s": "text", "i": -12, "d": 2.5, "t": true, "f": false, "n": NSNull(),
            "a": [1, "x", [] as [Any]] as [Any], "o": [:] as [String: Any],
        ]
        #expect(sameJSON(value, expected))
    }

    @Test func readsTopLevelScalarsUnlessForbidden() throws {
        #expect(sameJSON(try read(" \"top\" "), "top"))
        #expect(sameJSON(try read("42"), 42))
        #expect(sameJSON(try read("null"), NSNull()))
        let strict = JSONReader.Options(allowsTopLevelScalars: false)
        let error = readingError(Array("42".utf8), options: strict)
        #expect(
            error?.description
                == "top-level value is not an object or array at line 1, column 1 (byte 0): expected '{' or '['"
        )
        #expect(sameJSON(try read("[1]", options: strict), [1] as [Any]))
    }

    @Test func acceptsEveryInputRepresentation() throws {
        let text = #"{"k": [1, 2.5]}"#
        let fromArray = try JSONReader().value(from: Array(text.utf8))
        let fromData = try JSONReader().value(from: Data(text.utf8))
        let fromBuffer = try Array(text.utf8).withUnsafeBytes { try JSONReader().value(from: $0) }
        #expect(sameJSON(fromArray, fromData))
        #expect(sameJSON(fromArray, fromBuffer))
        #expect(sameJSON(fromArray, ["k": [1, 2.5] as [Any]] as [String: Any]))
    }

    @Test(
        arguments: [
            ("9223372036854775807", Int.max),
            ("-9223372036854775808", Int.min),
            ("148423162444258920", 148_423_162_444_258_920 as Int),
            ("-0", 0 as Int),
            ("9223372036854775808", UInt64(Int.max) + 1),
            ("18446744073709551615", UInt64.max),
            ("18446744073709551616", Decimal(string: "18446744073709551616") ?? 0),
            ("-9223372036854775809", Decimal(string: "-9223372036854775809") ?? 0),
            ("123456789012345678901234567890", Decimal(string: "123456789012345678901234567890") ?? 0),
            // In float notation, whole numbers that no Double gives back.
            ("9007199254740993.0", 9_007_199_254_740_993 as Int),
            ("1.48423162444258921e17", 148_423_162_444_258_921 as Int),
            ("-9223372036854775808.0", Int.min), ("1.8446744073709551615e19", UInt64.max),
        ] as [(String, any Sendable)])
    func keepsIntegersExact(text: String, expected: any Sendable) throws {
        #expect(sameJSON(try read(text), expected))
    }

    /// Numbers that their nearest `Double` gives back, and numbers that neither a `Double` gives
    /// back nor a `Decimal` holds (more than 39 digits, or beyond the range of `Decimal`).
    @Test(arguments: [
        "0.1", "1e300", "-0.0", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
        "1E2", "12.5e-1", "0.30000000000000004", "1e20", "1.2345678901e138", "123456789012345.6e-300",
        "1234567890123456789012345678901234567891", "3.1415926535897932384626433832795028841971",
        "4.9e-324", "1.00000000000000001e200", "-3e-324",
    ])
    func roundsDoublesCorrectly(text: String) throws {
        let expected = try #require(Double(text))
        #expect(sameJSON(try read(text), expected))
    }

    /// Numbers that their nearest `Double` does not give back, which a `Decimal` holds exactly.
    @Test(arguments: [
        "0.10000000000000001", "18446744073709551616.0", "-9223372036854775808.5",
        "-3.14159265358979323846264338327950288419", "100000000000000000000", "1.23456789012345678e-100",
        "340282366920938463463374607431768211455e127", "1234567890123456789e-128",
    ])
    func keepsLongerDecimalsExact(text: String) throws {
        let expected = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        #expect(sameJSON(try read(text), expected))
    }

    @Test func readsEveryEscape() throws {
        let value = try read(#""\" \\ \/ \b \f \n \r \t \u0041\u00e9\u4E2D\u0000 \ud83d\ude00 😀 é""#)
        #expect(sameJSON(value, "\" \\ / \u{08} \u{0C} \n \r \t Aé中\u{0} 😀 😀 é"))
    }

    @Test func lastDuplicateKeyWins() throws {
        #expect(sameJSON(try read(#"{"a": 1, "b": 0, "a": 2}"#), ["a": 2, "b": 0] as [String: Any]))
    }

    @Test func skipsByteOrderMarkAtTheStartOnly() throws {
        #expect(sameJSON(try JSONReader().value(from: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)), [1] as [Any]))
        let error = readingError(Array("[1]".utf8) + [0xEF, 0xBB, 0xBF])
        #expect(
            error?.description == "unexpected byte 0xEF at line 1, column 4 (byte 3): expected end of input")
    }

    @Test(
        arguments: [
            ("", "unexpected end of input", "a value", 0, 1, 1),
            ("{\"a\":1,}", "unexpected character '}'", "'\"'", 7, 1, 8),
            ("[1,2,]", "unexpected character ']'", "a value", 5, 1, 6),
            ("[1 2]", "unexpected character '2'", "',' or ']'", 3, 1, 4),
            ("{\"a\" 1}", "unexpected character '1'", "':'", 5, 1, 6),
            ("{1: 2}", "unexpected character '1'", "'\"' or '}'", 1, 1, 2),
            ("{\"a\"", "unexpected end of input", "':'", 4, 1, 5),
            ("[1] x", "unexpected character 'x'", "end of input", 4, 1, 5),
            ("01", "leading zeros are not allowed", nil, 0, 1, 1),
            ("-012", "leading zeros are not allowed", nil, 1, 1, 2),
            ("NaN", "unexpected character 'N'", "a value", 0, 1, 1),
            ("Infinity", "unexpected character 'I'", "a value", 0, 1, 1),
            ("-Infinity", "unexpected character 'I'", "a digit", 1, 1, 2),
            ("-", "unexpected end of input", "a digit", 1, 1, 2),
            ("1.", "unexpected end of input", "a digit after '.'", 2, 1, 3),
            ("1.e3", "unexpected character 'e'", "a digit after '.'", 2, 1, 3),
            ("1e+", "unexpected end of input", "a digit in the exponent", 3, 1, 4),
            (".5", "unexpected character '.'", "a value", 0, 1, 1),
            ("// c\n1", "unexpected character '/'", "a value", 0, 1, 1),
            ("[1 /* c */]", "unexpected character '/'", "',' or ']'", 3, 1, 4),
            ("tru", "unexpected end of input", "'true'", 3, 1, 4),
            ("nulL", "unexpected character 'L'", "'null'", 3, 1, 4),
            ("\"abc", "unterminated string", "'\"'", 0, 1, 1),
            (
                "[\"a\nb\"]", "unescaped control character byte 0x0A in string",
                "'\\u00XX' or another escape", 3, 1, 4
            ),
            ("\"\\x\"", "invalid escape sequence: backslash followed by character 'x'", nil, 1, 1, 2),
            ("\"\\u12G4\"", "invalid \\u escape", "four hexadecimal digits after '\\u'", 1, 1, 2),
            ("\"\\", "unexpected end of input", "an escape sequence", 2, 1, 3),
            (
                "\"a\\ud83d\"", "lone high surrogate \\uD83D not followed by a low surrogate escape", nil, 2,
                1, 3
            ),
            (
                "\"\\ud83d\\u0041\"",
                "lone high surrogate \\uD83D followed by \\u0041, which is not a low surrogate",
                nil, 1, 1, 2
            ),
            ("\"\\uDE00\"", "lone low surrogate \\uDE00 without a preceding high surrogate", nil, 1, 1, 2),
            ("[\"é\", x]", "unexpected character 'x'", "a value", 7, 1, 7),
            ("[é]", "unexpected byte 0xC3", "a value", 1, 1, 2),
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", "unexpected character '2'", "':'", 18, 3, 7),
        ] as [(String, String, String?, Int, Int, Int)])
    func rejectsInvalidText(
        text: String, problem: String, expected: String?, offset: Int, line: Int, column: Int
    ) {
        let position = JSONError.Position(byteOffset: offset, line: line, column: column)
        #expect(
            readingError(Array(text.utf8))
                == .invalidJSON(problem: problem, expected: expected, position: position))
    }

    @Test func rejectsUnescapedControlCharacters() {
        for byte in UInt8(0)..<0x20 {
            let problem = readingError([ASCII.quote, byte, ASCII.quote]).map(String.init(describing:))
            #expect(problem?.hasPrefix("unescaped control character byte 0x") == true, "byte \(byte)")
        }
    }

    @Test(
        arguments: [
            ([0xFF], "FF", 1, 2),  // never valid
            ([0xC0, 0xAF], "C0", 1, 2),  // overlong '/'
            ([0xE0, 0x80, 0xAF], "E0", 1, 2),  // overlong '/'
            ([0xED, 0xA0, 0x80], "ED", 1, 2),  // an encoded surrogate
            ([0xF4, 0x90, 0x80, 0x80], "F4", 1, 2),  // above U+10FFFF
            ([0x61, 0xE4, 0xB8], "E4", 2, 3),  // truncated by the closing quote
            ([0x61, 0x80], "80", 2, 3),  // a lone continuation byte
            ([0xC3, 0xA9, 0xE4, 0xB8, 0x41], "E4", 3, 3),  // truncated by ASCII after a valid 'é'
        ] as [([UInt8], String, Int, Int)])
    func rejectsInvalidUTF8(stringBytes: [UInt8], badByte: String, offset: Int, column: Int) {
        let error = readingError([ASCII.quote] + stringBytes + [ASCII.quote])
        let position = JSONError.Position(byteOffset: offset, line: 1, column: column)
        #expect(
            error
                == .invalidJSON(problem: "invalid UTF-8 byte 0x\(badByte)", expected: nil, position: position)
        )
    }

    @Test func limitsNestingDepth() throws {
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try read(allowed) is [Any])
        let tooDeep = Array(String(repeating: "[", count: 513).utf8)
        let position = JSONError.Position(byteOffset: 512, line: 1, column: 513)
        let expectedError = JSONError.invalidJSON(
            problem: "nesting deeper than 512 levels", expected: nil, position: position)
        #expect(readingError(tooDeep) == expectedError)
        let hostile = Array(String(repeating: "[", count: 100_000).utf8)
        #expect(readingError(hostile) == expectedError)
        let shallow = JSONReader.Options(maximumDepth: 2)
        #expect(try read(#"{"a": [1]}"#, options: shallow) is [String: Any])
        let objectPosition = JSONError.Position(byteOffset: 7, line: 1, column: 8)
        #expect(
            readingError(Array(#"{"a": [{}]}"#.utf8), options: shallow)
                == .invalidJSON(
                    problem: "nesting deeper than 2 levels", expected: nil, position: objectPosition))
    }

    @Test(arguments: [
        #"{"statuses": [{"id": 505874924095815700, "id_str": "505874924095815681", "score": -1.5e-3}]}"#,
        #"[true, false, null, 0, -1, 1e2, 0.5, "", "a\u00e9\ud83d\ude00\n"]"#,
        #"{"nested": {"deeper": {"list": [[], {}, [{"k": "v"}]]}}, "big": 18446744073709551615}"#,
        #"  [ 1 , { "a" : [ ] } ]  "#,
        #"{"unicode": "日本語テキスト", "escaped": "\"quoted\" \\ \/ \t"}"#,
    ])
    func agreesWithJSONSerialization(document: String) throws {
        let ours = try read(document)
        let foundation = try JSONSerialization.jsonObject(
            with: Data(document.utf8), options: .fragmentsAllowed)
        #expect(matchesFoundation(ours, foundation))
    }

    @Test func describesErrorsWithTheirPosition() {
        let error = readingError(Array("{\n\n  \"a\": 1 x".utf8))
        #expect(
            error?.description
                == "unexpected character 'x' at line 3, column 10 (byte 12): expected ',' or '}'")
    }
}
