import Foundation
import MirrorMapper
import Testing

@Suite struct TransformTests {
    struct Label: Mappable {
        var color = 0
        var tags: [String] = []
        var stars = 0
        static let mapping = Mapping<Label>(["color": \.color, "tags": \.tags, "stars": \.stars])
            .transform("color", with: .hexadecimal)
            .transform("tags", with: .separated(by: ","))
            .transform(
                "stars",
                with: PropertyTransform(
                    read: { value in
                        guard let text = value as? String, text.allSatisfy({ $0 == "★" }) else {
                            throw MappingError(.custom("expected stars"))
                        }
                        return text.count
                    },
                    write: { String(repeating: "★", count: $0) }))
    }

    @Test func transformsReadAndWriteBothWays() throws {
        let label = try Mapper.object(
            of: Label.self, from: ["color": "#FF8800", "tags": "a, b,,c", "stars": "★★★"])
        #expect(label.color == 0xff8800)
        #expect(label.tags == ["a", "b", "c"])
        #expect(label.stars == 3)
        let written = try Mapper.dictionary(from: label)
        #expect(written["color"] as? String == "ff8800")
        #expect(written["tags"] as? String == "a,b,c")
        #expect(written["stars"] as? String == "★★★")
    }

    @Test(arguments: ["ff8800", "0xff8800", "#ff8800", "FF8800"])
    func hexadecimalPrefixes(text: String) throws {
        #expect(try Mapper.object(of: Label.self, from: ["color": text]).color == 0xff8800)
    }

    @Test func failingTransformsAreReportedWithThePath() throws {
        var issues: [MappingIssue] = []
        let label = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Label.self, from: ["color": "zz", "stars": "3"])
        }
        #expect(label.color == 0 && label.stars == 0)
        #expect(
            issues.map(\.description) == [
                "color: expected hexadecimal Int, found String \"zz\" (kept the current value)",
                "stars: expected stars (kept the current value)",
            ])
    }

    @Test func transformOfTheWrongTypeIsAProgrammerError() {
        struct Wrong: Mappable {
            var color = ""
            static let mapping = Mapping<Wrong>(["color": \.color]).transform("color", with: .hexadecimal)
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Wrong.self) }
        #expect(error?.description.contains("Wrong.color is String but its transform makes Int") == true)
    }
}
