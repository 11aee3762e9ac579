import Foundation
import Testing

@testable import MirrorMapper

/// Every error and issue the package makes or wraps prints in under 1,000 characters, whatever the
/// input or the model, and printing it never walks the model.
@Suite struct ErrorSizeTests {
    static let limit = 1_000

    /// A chain of nested models, as deep as a test asks.
    final class Link: MappableCodable {
        var label = ""
        var next: Link?
        var amount = 0.0
        required init() {}
        static let mapping: Mapping<Link> = ["label": \.label, "next": \.next, "amount": \.amount]

        /// `depth` links, the last one holding `amount`; the labels are long keys' worth of text.
        static func chain(depth: Int, amount: Double) -> Link {
            let first = Link()
            var last = first
            for level in 1..<depth {
                let link = Link()
                link.label = String(repeating: "label \(level) ", count: 20)
                last.next = link
                last = link
            }
            last.amount = amount
            return first
        }

        /// Unlinks the chain one link at a time: releasing a deep chain from its head recurses once
        /// per link and would overflow the stack.
        static func dismantle(_ head: Link) {
            var current: Link? = head
            while let link = current {
                current = link.next
                link.next = nil
            }
        }
    }

    /// A Codable property type whose own error is as long as its input.
    struct Verbose: Codable {
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "cannot read \(text)"))
        }
        func encode(to encoder: any Encoder) throws {}
    }

    struct HoldsVerbose: Mappable {
        var verbose: Verbose?
        static let mapping: Mapping<HoldsVerbose> = ["verbose": \.verbose]
    }

    @Test(arguments: [150, 1_000, 10_000, 100_000])
    func encodingADeepModelThrowsASmallError(depth: Int) throws {
        let head = Link.chain(depth: depth, amount: .nan)
        defer { Link.dismantle(head) }
        let error = #expect(throws: (any Error).self) { try JSONEncoder().encode(head) }
        Self.expectEachPrintsSmall([error].compactMap { $0 })
    }

    /// Expects each error to print in under ``limit`` characters.
    private static func expectEachPrintsSmall(
        _ errors: [any Error], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for error in errors {
            let printed = String(describing: error)
            #expect(
                printed.count < limit, "\(printed.count) characters: \(printed.prefix(300))",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [50, 255, 2_000])
    func decodingADeepDocumentThrowsASmallError(depth: Int) throws {
        let label = String(repeating: "k", count: 200)
        let json =
            String(repeating: "{\"label\":\"\(label)\",\"next\":", count: depth) + "{\"amount\":\"x\"}"
            + String(repeating: "}", count: depth)
        let mapper = Mapper(mode: .strict)
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = mapper
        let errors: [any Error] = [
            #expect(throws: (any Error).self) { try decoder.decode(Link.self, from: Data(json.utf8)) },
            #expect(throws: (any Error).self) { try mapper.object(of: Link.self, fromJSON: Data(json.utf8)) },
        ].compactMap { $0 }
        #expect(errors.count == 2)
        Self.expectEachPrintsSmall(errors)
    }

    /// A path past 160 characters prints excerpted, and is still there in full as coding keys:
    /// every key whole, every index an index.
    @Test func theFullPathOfADeepErrorIsItsCodingPath() throws {
        let depth = 60
        var data: [String: Any] = ["amount": "lots"]
        for _ in 0..<depth { data = ["next": data] }
        let error = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Link.self, from: data)
        }
        #expect(error.path.contains("more levels"))
        let keys = error.codingPath
        #expect(keys.map(\.stringValue) == Array(repeating: "next", count: depth) + ["amount"])
        #expect(keys.allSatisfy { $0.intValue == nil })
        let arrayError = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Everything.self, from: ["nestedArrays": [[1], [2, "x"]]])
        }
        #expect(arrayError.codingPath.map(\.stringValue) == ["nestedArrays", "Index 1", "Index 1"])
        #expect(arrayError.codingPath.map(\.intValue) == [nil, 1, 1])
    }

    @Test func deepIssuesWithLongKeysStaySmall() throws {
        let key = String(repeating: "é", count: 5_000)
        var data: [String: Any] = ["amount": "lots"]
        for _ in 0..<90 { data = ["next": data, key: 1] }
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) { try $0.object(of: Link.self, from: data) }
        #expect(!issues.isEmpty)
        for issue in issues {
            #expect(issue.description.count < Self.limit, "\(issue.description.prefix(300))")
        }
    }

    @Test func aKeyOfOneHugeCharacterIsCutByScalars() throws {
        let key = "a" + String(repeating: "\u{301}", count: 20_000)
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Link.self, from: ["next": [key: 1, "amount": "x"]])
        }
        #expect((error?.description.unicodeScalars.count ?? Self.limit) < Self.limit)
        let issue = MappingIssue(error: MappingError(.custom("bad"), at: [.key(key)]), outcome: .omitted)
        #expect(issue.description.unicodeScalars.count < Self.limit)
    }

    @Test func aWrappedCodableErrorIsCut() throws {
        let text = String(repeating: "x", count: 100_000)
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: HoldsVerbose.self, from: ["verbose": text])
        }
        #expect((error?.description.count ?? Self.limit) < Self.limit)
    }

    /// A registry nested in itself under data keys: the keys of a path can be any text.
    struct Registry: MappableCodable {
        var entries: [String: Registry] = [:]
        var verbose: Verbose?
        static let mapping: Mapping<Registry> = ["entries": \.entries, "verbose": \.verbose]
    }

    @Test func longKeysAtDepthAndALongWrappedMessageStaySmall() throws {
        let key = String(repeating: "ключ", count: 5_000)
        var data: [String: Any] = ["verbose": String(repeating: "x", count: 100_000)]
        for _ in 0..<40 { data = ["entries": [key: data]] }
        let json = try JSONSerialization.data(withJSONObject: data)
        let mapper = Mapper(mode: .strict)
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = mapper
        let errors: [any Error] = [
            #expect(throws: (any Error).self) { try decoder.decode(Registry.self, from: json) },
            #expect(throws: (any Error).self) { try mapper.object(of: Registry.self, from: data) },
            #expect(throws: (any Error).self) { try mapper.object(of: Registry.self, fromJSON: json) },
        ].compactMap { $0 }
        #expect(errors.count == 3)
        Self.expectEachPrintsSmall(errors)
    }

    @Test func anInvalidTableOfManyProblemsIsCut() throws {
        let problems = (0..<2_000).map { "property \($0) is not stored" }.joined(separator: "; ")
        let error = MappingError(.invalidMapping(problems))
        #expect(error.description.count < Self.limit)
    }
}
