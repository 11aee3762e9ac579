import Foundation
import Testing

@testable import MirrorMapper

/// The file text assembled from kept member texts is byte for byte what the JSON writer writes for
/// the whole document, however the values changed in between.
@Suite("DefaultsFileText")
struct DefaultsFileTextTests {
    /// Keys that sort in surprising ways, need escapes, or are not ASCII.
    private static let keys = [
        "a", "B", "b", "aa", "a.b", "ä", "é", "\u{E9}\u{301}", "z\"quote", "tab\t", "😀", "10", "9", "",
        "values", "formatVersion",
    ]

    private static func randomValue(using random: inout SeededRandomNumberGenerator, depth: Int = 0) -> Any {
        switch Int.random(in: 0..<(depth < 2 ? 8 : 5), using: &random) {
        case 0: return Int.random(in: -1000...1000, using: &random)
        case 1: return Double(Int.random(in: 0...1000, using: &random)) / 8
        case 2: return Bool.random(using: &random)
        case 3: return keys.randomElement(using: &random) ?? ""
        case 4: return NSNull()
        case 5: return [Any]()
        case 6:
            return (0..<Int.random(in: 0...3, using: &random)).map { _ in
                randomValue(using: &random, depth: depth + 1)
            }
        default:
            var object: [String: Any] = [:]
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                object[keys.randomElement(using: &random) ?? ""] = randomValue(
                    using: &random, depth: depth + 1)
            }
            return object
        }
    }

    /// What the writer makes of the whole document.
    private static func expectedText(of document: DefaultsDocument) throws -> [UInt8] {
        var members = document.otherMembers
        members[DefaultsDocument.formatVersionMember] = document.formatVersion
        members[DefaultsDocument.valuesMember] = document.values
        var bytes = try JSONWriter(options: .readable).bytes(from: members)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    @Test("sets, changes and removals in any order give the writer's text of the whole document")
    func incrementalTextMatchesTheWriter() throws {
        var random = SeededRandomNumberGenerator(seed: 0x66_696C_65)
        var document = DefaultsDocument()
        document.otherMembers = ["zz": [1, 2], "aa": "kept", "values2": true]
        #expect(try document.serialized(changedKeys: []) == Self.expectedText(of: document))
        for round in 0..<300 {
            var changed: Set<String> = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let key = Self.keys.randomElement(using: &random) ?? ""
                changed.insert(key)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    document.values[key] = nil
                } else {
                    document.values[key] = Self.randomValue(using: &random)
                }
            }
            if round % 50 == 49 {
                document.values.removeAll()
                changed.formUnion(Self.keys)
            }
            let text = try document.serialized(changedKeys: changed)
            #expect(text == (try Self.expectedText(of: document)), "round \(round)")
        }
    }

    @Test("a document read from a file encodes every value the first time it is written")
    func readDocumentEncodesEverything() throws {
        let original = Data(#"{"formatVersion": 1, "values": {"b": [1, {"c": null}], "a": "x"}}"#.utf8)
        var document = try DefaultsDocument(parsing: original)
        document.values["d"] = 4
        let text = try document.serialized(changedKeys: ["d"])
        #expect(text == (try Self.expectedText(of: document)))
    }

    @Test("a value that cannot be written names its path and leaves the kept text as it was")
    func unwritableValue() throws {
        var document = DefaultsDocument()
        document.values["a"] = 1
        let before = try document.serialized(changedKeys: ["a"])
        document.values["bad"] = ["x": Double.nan]
        #expect(throws: JSONError.unwritableValue(problem: "cannot write NaN as JSON", path: "values.bad.x"))
        {
            try document.serialized(changedKeys: ["bad"])
        }
        document.values["bad"] = nil
        #expect(try document.serialized(changedKeys: ["bad"]) == before)
    }
}
