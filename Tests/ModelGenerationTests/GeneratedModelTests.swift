import Foundation
import Testing

@testable import MirrorMapper

/// The models generated from the fixtures, compiled into this target from `Generated/`: every type
/// validates, and each sample maps through them in strict mode and comes back whole.
@Suite struct GeneratedModelTests {
    @Test(arguments: Fixture.all)
    func everyGeneratedTypeValidates(_ fixture: Fixture) throws {
        let source = String(
            decoding: try Fixture.contents(of: "Generated/" + fixture.generated), as: UTF8.self)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            let declaration = line.hasPrefix("public ") ? line.dropFirst("public ".count) : line[...]
            guard let colon = words.firstIndex(where: { $0.hasSuffix(":") }), words.last == "{",
                declaration.hasPrefix("final class ") || declaration.hasPrefix("struct ")
            else { return nil }
            return String(words[colon].dropLast())
        }
        #expect(Set(declared) == Set(fixture.validations.keys))
        for (_, validate) in fixture.validations.sorted(by: { $0.key < $1.key }) {
            try validate()
        }
    }

    /// Through the package's JSON reader (as `Mapper.object(of:fromJSON:)` reads) and through
    /// `JSONSerialization`: strict mode throws at the first issue, so getting a model is the proof.
    @Test(arguments: Fixture.all)
    func theSampleMapsStrictlyAndComesBackWhole(_ fixture: Fixture) throws {
        let json = try Fixture.contents(of: "Fixtures/" + fixture.sample)
        let samples: [(reader: String, value: Any)] = [
            ("JSONReader", try JSONReader().value(from: json)),
            ("JSONSerialization", try JSONSerialization.jsonObject(with: json)),
        ]
        for (reader, sample) in samples {
            let written = try fixture.map(sample)
            let expected =
                fixture.keyPath.flatMap { keyPath in
                    (sample as? [String: Any]).flatMap { value(at: keyPath, in: $0) }
                } ?? sample
            let found = difference(between: written, and: expected)
            #expect(found == nil, "\(reader): \(found ?? "")")
        }
    }

    /// A test of the comparison itself: a changed, missing or extra value is found.
    @Test func theComparisonFindsChanges() {
        let sample: [String: Any] = ["a": 1, "b": [1.5, "x"], "c": NSNull(), "d": ["e": true]]
        #expect(difference(between: ["a": 1.0, "b": [1.5, "x"], "d": ["e": true]], and: sample) == nil)
        #expect(
            difference(between: ["a": 2, "b": [1.5, "x"], "d": ["e": true]], and: sample) == "a: 2 vs 1")
        #expect(
            difference(between: ["a": 1, "b": [1.5], "d": ["e": true]], and: sample) == "b: 1 elements vs 2")
        #expect(difference(between: ["a": 1, "b": [1.5, "x"], "d": [:]], and: sample) == "d.e: not written")
        #expect(
            difference(between: ["a": 1, "b": [1.5, "x"], "d": ["e": 1]], and: sample) == "d.e: 1 vs true")
    }

    private func value(at keyPath: String, in dictionary: [String: Any]) -> Any? {
        keyPath.split(separator: ".").reduce(dictionary as Any?) { ($0 as? [String: Any])?[String($1)] }
    }
}
