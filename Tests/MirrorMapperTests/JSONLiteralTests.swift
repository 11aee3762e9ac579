import Foundation
import Testing

@testable import MirrorMapper

/// The literal as compact JSON text, numbers as they were written and members in their order.
private func text(of literal: JSONLiteral) -> String {
    switch literal {
    case .object(let members):
        return "{" + members.map { "\"\($0.key)\":" + text(of: $0.value) }.joined(separator: ",") + "}"
    case .array(let elements):
        return "[" + elements.map(text(of:)).joined(separator: ",") + "]"
    case .string(let string): return "\"\(string)\""
    case .number(let number): return number
    case .bool(let bool): return String(bool)
    case .null: return "null"
    }
}

private func literal(_ json: String) throws -> JSONLiteral {
    try JSONLiteral(parsing: Data(json.utf8))
}

@Suite struct JSONLiteralTests {
    @Test func objectsKeepTheOrderOfTheirMembersAtEveryDepth() throws {
        let json = #"{"zeta":1,"alpha":{"b":null,"a":[true,{"y":"x","x":false}]},"mid":[]}"#
        #expect(text(of: try literal(json)) == json)
    }

    @Test func aRepeatedKeyKeepsItsFirstPlaceAndItsLastValue() throws {
        #expect(text(of: try literal(#"{"a":1,"b":2,"a":{"c":3}}"#)) == #"{"a":{"c":3},"b":2}"#)
    }

    @Test(arguments: [
        "0", "-0", "-12.50e3", "1E+2", "0.10", "18446744073709551616123", "3.14159265358979323846",
    ])
    func numbersKeepTheirText(_ number: String) throws {
        #expect(text(of: try literal("[\(number)]")) == "[\(number)]")
    }

    @Test func stringsAreUnescaped() throws {
        guard case .string(let string) = try literal(#""a\"b\u00e9\n""#) else {
            Issue.record("not a string")
            return
        }
        #expect(string == "a\"bé\n")
    }

    /// The literal form reads with the same grammar: bad input fails with the reader's own error.
    @Test(arguments: [#"{"a" 1}"#, "[1,]", "[01]", "[-]", #"{"a":1}x"#, "", "[\"\u{1}\"]", "[1.]"])
    func badInputFailsAsTheReaderFails(_ json: String) {
        let readerError = #expect(throws: JSONError.self) { try JSONReader().value(from: Array(json.utf8)) }
        let literalError = #expect(throws: JSONError.self) { try literal(json) }
        #expect(literalError == readerError)
    }

    @Test func nestingIsLimitedAsInTheReader() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONError.self) { try literal(deep) }
        let object = String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)
        #expect(throws: JSONError.self) { try literal(object) }
    }

    @Test func keyPathsStepIntoObjectsAndArrays() throws {
        let document = try literal(#"{"data":{"items":[{"id":1},{"id":2}]},"meta.version":"3"}"#)
        #expect(document.value(at: "data.items.1.id").map(text(of:)) == "2")
        #expect(document.value(at: "data.items").map(text(of:)) == #"[{"id":1},{"id":2}]"#)
        #expect(document.value(at: "meta\\.version").map(text(of:)) == #""3""#)
        #expect(document.value(at: "data.items.2") == nil)
        #expect(document.value(at: "data.missing") == nil)
        #expect(document.value(at: "data.items.id") == nil)
        #expect(document.value(at: "meta\\.version.x") == nil)
    }
}
