import Foundation
import Testing

@testable import MirrorMapper

private func written(_ value: Any, options: JSONWriter.Options = .init()) throws -> String {
    String(decoding: try JSONWriter(options: options).bytes(from: value), as: UTF8.self)
}

private let sorted = JSONWriter.Options(sortsKeys: true)

/// The error writing `value` throws, if any.
private func writingError(_ value: Any, options: JSONWriter.Options = .init()) -> JSONError? {
    do {
        _ = try JSONWriter(options: options).bytes(from: value)
        return nil
    } catch {
        return error
    }
}

private struct Unsupported {}

@Suite struct JSONWriterTests {
    @Test func writesCompactSortedOutput() throws {
        let value: [String: Any] = [
            "b": [1, 2] as [Any], "a": NSNull(), "c": "x", "d": [:] as [String: Any],
        ]
        #expect(try written(value, options: sorted) == #"{"a":null,"b":[1,2],"c":"x","d":{}}"#)
    }

    @Test func writesPrettyPrintedOutput() throws {
        let value: [String: Any] = [
            "b": [1, true] as [Any], "a": [:] as [String: Any], "c": ["d": [] as [Any]] as [String: Any],
        ]
        let options = JSONWriter.Options(sortsKeys: true, prettyPrints: true)
        let expected = """
            {
              "a" : {},
              "b" : [
                1,
                true
              ],
              "c" : {
                "d" : []
              }
            }
            """
        #expect(try written(value, options: options) == expected)
    }

    @Test func escapesOnlyWhatJSONRequires() throws {
        let text = "\"\\/\n\r\t\u{08}\u{0C}\u{01}\u{1F} é😀\u{7F}"
        #expect(try written(text) == #""\"\\/\n\r\t\b\f\u0001\u001f é😀"# + "\u{7F}\"")
        let escapingSlashes = JSONWriter.Options(escapesSlashes: true)
        #expect(try written("a/b", options: escapingSlashes) == #""a\/b""#)
        let long = String(repeating: "plain text ", count: 5) + "\n" + String(repeating: "more", count: 5)
        #expect(try written(long) == "\"" + long.replacingOccurrences(of: "\n", with: "\\n") + "\"")
    }

    @Test func escapesEveryControlCharacter() throws {
        let named: [UInt8: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        for byte in UInt8(0)..<0x20 {
            let hex = String(byte, radix: 16)
            let expected = named[byte] ?? "\\u00" + (hex.count == 1 ? "0" + hex : hex)
            #expect(try written(String(decoding: [byte], as: UTF8.self)) == "\"\(expected)\"")
        }
    }

    @Test(
        arguments: [
            (Int.min, "-9223372036854775808"), (Int.max, "9223372036854775807"),
            (UInt64.max, "18446744073709551615"),
            (148_423_162_444_258_920, "148423162444258920"), (0, "0"), (Int8(-5), "-5"), (UInt16(7), "7"),
            (Int32.min, "-2147483648"), (UInt8(255), "255"),
            (0.1, "0.1"), (1e300, "1e+300"), (-0.0, "-0.0"), (Double.leastNonzeroMagnitude, "5e-324"),
            (1.0, "1.0"),
            (1e16, "1e+16"),
            (Float(0.1), "0.1"), (true, "true"), (false, "false"),
            (Decimal(string: "3.14") ?? 0, "3.14"),
        ] as [(any Sendable, String)])
    func writesScalars(value: any Sendable, expected: String) throws {
        #expect(try written(value) == expected)
    }

    @Test func writesFoundationNumbersAndBooleans() throws {
        #expect(try written(NSNumber(value: true)) == "true")
        #expect(try written(NSNumber(value: false)) == "false")
        #expect(try written(NSNumber(value: 0)) == "0")
        #expect(try written(NSNumber(value: 1.5)) == "1.5")
        #expect(try written(NSNumber(value: UInt64.max)) == "18446744073709551615")
        #expect(try written(NSNumber(value: Int64.min)) == "-9223372036854775808")
        let parsed = try JSONSerialization.jsonObject(
            with: Data(#"{"t":true,"f":false,"n":1,"x":[0.5,"s",null]}"#.utf8))
        #expect(try written(parsed, options: sorted) == #"{"f":false,"n":1,"t":true,"x":[0.5,"s",null]}"#)
    }

    /// Found by fuzzing: JSONSerialization on Linux reads numbers beyond 64 bits as NSDecimalNumber,
    /// whose doubleValue is not correctly rounded (1e58 became 1.0000000000000001e+58).
    @Test func decimalNumbersKeepEveryDigit() throws {
        let huge = "1" + String(repeating: "0", count: 58)
        let parsed = try JSONSerialization.jsonObject(
            with: Data("[\(huge), 12345678901234567890.123]".utf8))
        #expect(try written(parsed) == "[\(huge),12345678901234567890.123]")
        #expect(
            try written(NSDecimalNumber(string: "-0.000000000000000000001")) == "-0.000000000000000000001")
    }

    @Test func writesOptionalsAndTypedCollections() throws {
        let missing: Int? = nil
        let present: Int? = 3
        let value: [String: Any] = [
            "missing": missing as Any, "present": present as Any, "ints": [1, 2], "names": ["k": "v"],
        ]
        #expect(
            try written(value, options: sorted)
                == #"{"ints":[1,2],"missing":null,"names":{"k":"v"},"present":3}"#)
    }

    @Test func rejectsNonFiniteNumbersNamingTheirPath() {
        let statuses: [Any] = [[:], [:], [:], ["user": ["score": Double.nan]]] as [Any]
        #expect(
            writingError(["statuses": statuses])
                == .unwritableValue(problem: "cannot write NaN as JSON", path: "statuses[3].user.score"))
        #expect(
            writingError(Double.infinity)
                == .unwritableValue(problem: "cannot write infinity as JSON", path: ""))
        #expect(
            writingError([-Double.infinity])
                == .unwritableValue(problem: "cannot write -infinity as JSON", path: "[0]"))
        #expect(writingError(["f": Float.nan])?.description == "cannot write NaN as JSON at f")
        #expect(writingError(Decimal.nan)?.description == "cannot write NaN as JSON at the top level")
        #expect(
            writingError(NSNumber(value: Double.nan))?.description
                == "cannot write NaN as JSON at the top level")
    }

    @Test func rejectsUnsupportedValues() {
        #expect(
            writingError(["a": [Unsupported()]])
                == .unwritableValue(problem: "cannot write a value of type Unsupported as JSON", path: "a[0]")
        )
        #expect(
            writingError(NSDictionary(dictionary: [1: "x"]))
                == .unwritableValue(
                    problem: "cannot write a dictionary whose keys are not all strings", path: ""))
        #expect(
            writingError([1: "x"])
                == .unwritableValue(
                    problem: "cannot write a value of type Dictionary<Int, String> as JSON", path: ""))
    }

    @Test func limitsNestingDepth() throws {
        var value: Any = [Any]()
        for _ in 1..<512 {
            value = [value]
        }
        #expect(try written(value).count == 1024)
        let tooDeep: Any = [value]
        #expect(
            writingError(tooDeep)?.description.hasPrefix("nesting deeper than 512 levels at [0][0]") == true)
        let shallow = JSONWriter.Options(maximumDepth: 1)
        #expect(
            writingError(["a": ["b": 1]], options: shallow)
                == .unwritableValue(problem: "nesting deeper than 1 levels", path: "a"))
    }

    @Test func roundTripsThroughTheReader() throws {
        let value: [String: Any] = [
            "ints": [Int.min, Int.max, 148_423_162_444_258_920, 0, -1] as [Any],
            "big": UInt64.max,
            "doubles": [0.1, 1e300, -0.0, Double.leastNonzeroMagnitude, 1.0, 2.5e-8, 123_456_789.125]
                as [Any],
            "strings": ["", "é😀中", "\"\\/\u{0}\u{1F}\n", String(repeating: "long ", count: 40)] as [Any],
            "flags": [true, false, NSNull()] as [Any],
            "nested": ["a": [["b": [:] as [String: Any]] as [String: Any], [] as [Any]] as [Any]]
                as [String: Any],
        ]
        for options in [JSONWriter.Options(), JSONWriter.Options(sortsKeys: true, prettyPrints: true)] {
            let bytes = try JSONWriter(options: options).bytes(from: value)
            #expect(sameJSON(try JSONReader().value(from: bytes), value))
            #expect(try JSONSerialization.jsonObject(with: Data(bytes)) is [String: Any])
        }
    }

    @Test func writesDataLikeBytes() throws {
        let value: [Any] = ["x", 1]
        #expect(try JSONWriter().data(from: value) == Data(try JSONWriter().bytes(from: value)))
    }
}
