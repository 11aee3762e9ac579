import Foundation
import Testing

@testable import MirrorMapper

// One walk writes a model into every sink (`ModelSchema.write(_:into:including:excluding:in:)`):
// a dictionary and JSON text get the same members, the same discriminator and the same issues.

class Token: Mappable {
    var id = 0
    required init() {}
    class var mapping: ClassMapping {
        ClassMapping.automatic.subtypes(on: "kind", ["word": WordToken.self, "mark": MarkToken.self])
    }
}

/// A subtype whose own property has the discriminator's data key.
final class WordToken: Token {
    var text = ""
    var label: String?
    override class var mapping: ClassMapping { ClassMapping.automatic.renaming(["label": "kind"]) }
}

final class MarkToken: Token {
    var ratio = 0.0
    var weight = 1
}

@Suite struct OutputWalkTests {
    /// The model's dictionary and its JSON text, unsorted and sorted, read back.
    private static func outputs(of value: Any, mapper: Mapper = Mapper()) throws -> [NSDictionary] {
        let dictionary = try mapper.dictionary(from: value)
        let texts = try [false, true].map { sorted in
            let data = try mapper.jsonData(from: value, sortingKeys: sorted)
            return try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        }
        return [dictionary as NSDictionary] + texts
    }

    @Test func theDiscriminatorIsWrittenUnlessAPropertyWritesItsKey() throws {
        let mark = MarkToken()
        mark.id = 4
        for output in try Self.outputs(of: mark) {
            #expect(output == ["kind": "mark", "id": 4, "ratio": 0.0, "weight": 1] as NSDictionary)
        }
        let word = WordToken()
        word.text = "hi"
        // An omitted nil leaves the key to the discriminator…
        for output in try Self.outputs(of: word) {
            #expect(output == ["kind": "word", "id": 0, "text": "hi"] as NSDictionary)
        }
        // …a written null or a value keeps it.
        for output in try Self.outputs(of: word, mapper: Mapper(nilEncoding: .null)) {
            #expect(output == ["kind": NSNull(), "id": 0, "text": "hi"] as NSDictionary)
        }
        word.label = "noun"
        for output in try Self.outputs(of: word) {
            #expect(output == ["kind": "noun", "id": 0, "text": "hi"] as NSDictionary)
        }
    }

    @Test func aMemberThatFailsIsLeftOutOfEveryOutputAndReportedOnce() throws {
        let mark = MarkToken()
        mark.ratio = .nan
        var issues: [MappingIssue] = []
        let outputs = try Mapper().collectingIssues(into: &issues) { try Self.outputs(of: mark, mapper: $0) }
        for output in outputs {
            #expect(output == ["kind": "mark", "id": 0, "weight": 1] as NSDictionary)
        }
        #expect(issues.map(\.path) == ["ratio", "ratio", "ratio"])
        #expect(issues.allSatisfy { $0.outcome == .omitted })
    }

    @Test func membersFailingAnywhereLeaveValidJSONText() throws {
        // Table order zeta, alpha, mid; sorted order alpha, mid, zeta: issues come in table order.
        struct Ratios: Mappable {
            var zeta = Double.nan
            var alpha = 2
            /// Fails once its first element is written.
            var mid: [Double] = [1, .infinity]
        }
        var issues: [MappingIssue] = []
        let texts = try Mapper().collectingIssues(into: &issues) { mapper in
            try [false, true].map { sorted in
                String(decoding: try mapper.jsonData(from: Ratios(), sortingKeys: sorted), as: UTF8.self)
            }
        }
        #expect(texts == [#"{"alpha":2}"#, #"{"alpha":2}"#])
        #expect(issues.map(\.path).map { $0.prefix(4) } == ["zeta", "mid[", "zeta", "mid["])
    }
}
