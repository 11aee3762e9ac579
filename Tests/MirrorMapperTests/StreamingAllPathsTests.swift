import Foundation
import Testing

@testable import MirrorMapper

/// The all-paths corpus streamed (`JSONModelReader`): the same models, issues and errors as the
/// in-memory JSON call on the same text, whatever the pieces the text arrives in. Each document is
/// read as the element of an array, of an array at a key path, and as a line of JSON Lines; the whole
/// corpus as one array, where one context serves every element.
@Suite struct StreamingAllPathsTests {
    /// What one reading made: the models, the issues, and an error's text.
    struct Outcome: Equatable, CustomStringConvertible {
        let models: [Everything]
        let issues: [String]
        let error: String?

        init(_ read: (Mapper) throws -> [Everything], mode: Mapper.Mode) {
            var issues: [MappingIssue] = []
            var models: [Everything] = []
            var error: String?
            do {
                models = try Mapper(mode: mode).collectingIssues(into: &issues) { try read($0) }
            } catch let thrown {
                error = "\(thrown)"
            }
            self.models = models
            self.issues = issues.map(\.description)
            self.error = error
        }

        static func == (left: Outcome, right: Outcome) -> Bool {
            left.issues == right.issues && left.error == right.error
                && left.models.count == right.models.count
                && zip(left.models, right.models).allSatisfy {
                    (try? Mapper().differences(between: $0, and: $1).isEmpty) == true
                }
        }

        var description: String { "\(models.count) models, issues \(issues), error \(error ?? "none")" }
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func eachDocumentStreamedReadsWhatTheInMemoryCallReads(mode: Mapper.Mode) {
        var differences: [String] = []
        for (number, document) in AllPaths.corpus.enumerated() {
            let pieceLength = 1 + number % 17
            let array = Data("[".utf8) + document + Data("]".utf8)
            let response =
                Data(#"{"before": [{"x": "]"}], "data": {"items": "#.utf8) + array + Data("}}".utf8)
            let checks: [(String, Outcome, Outcome)] = [
                (
                    "array",
                    Outcome({ try $0.objects(of: Everything.self, fromJSON: array) }, mode: mode),
                    Outcome(
                        {
                            try StreamedText.models(
                                of: Everything.self, from: array, .array, mapper: $0, pieceLength: pieceLength
                            )
                        }, mode: mode)
                ),
                (
                    "key path",
                    Outcome(
                        { try $0.objects(of: Everything.self, fromJSON: response, at: "data.items") },
                        mode: mode),
                    Outcome(
                        {
                            try StreamedText.models(
                                of: Everything.self, from: response, .array(at: "data.items"), mapper: $0,
                                pieceLength: pieceLength)
                        }, mode: mode)
                ),
            ]
            for (form, inMemory, streamed) in checks where streamed != inMemory {
                differences.append(
                    "\(form), document \(number): in memory \(inMemory)\n  streamed \(streamed)")
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(3).joined(separator: "\n"))")
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func eachDocumentAsALineReadsWhatItReadsAsAnArraysElement(mode: Mapper.Mode) {
        var differences: [String] = []
        for (number, document) in AllPaths.corpus.enumerated() {
            // A line feed between tokens is whitespace, and strings hold none raw: as a space the
            // document means the same on one line.
            let line = Data(document.map { $0 == ASCII.lineFeed ? ASCII.space : $0 })
            let lines = Data("\n".utf8) + line + Data("\n".utf8)
            let asElement = Outcome(
                {
                    try StreamedText.models(
                        of: Everything.self, from: line, .lines, mapper: $0, pieceLength: 5)
                },
                mode: mode)
            let asLine = Outcome(
                {
                    try StreamedText.models(
                        of: Everything.self, from: lines, .lines, mapper: $0, pieceLength: 3)
                },
                mode: mode)
            let expected = Outcome(
                { mapper in
                    try StreamedText.models(
                        of: Everything.self, from: Data("[".utf8) + line + Data("]".utf8), .array,
                        mapper: mapper,
                        pieceLength: 1 << 20)
                }, mode: mode)
            // The line's paths name its line where the array's name its index; a JSON error's
            // position counts the bytes before the document.
            func asArraysOwn(_ outcome: Outcome, line number: Int) -> [String] {
                outcome.issues.map {
                    $0.replacingOccurrences(of: "line \(number): ", with: "[0].")
                        .replacingOccurrences(of: "line \(number)", with: "[0]")
                }
            }
            if asElement.models.count != expected.models.count
                || asArraysOwn(asElement, line: 1) != expected.issues
                || asArraysOwn(asLine, line: 2) != expected.issues
                || (asElement.error == nil) != (expected.error == nil)
            {
                differences.append("document \(number): as an element \(expected)\n  as a line \(asElement)")
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(3).joined(separator: "\n"))")
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func theWholeCorpusAsOneArrayReadsWhatTheInMemoryCallReads(mode: Mapper.Mode) {
        let array =
            Data("[".utf8) + Data(AllPaths.corpus.joined(separator: Data(",\n".utf8))) + Data("]".utf8)
        let inMemory = Outcome({ try $0.objects(of: Everything.self, fromJSON: array) }, mode: mode)
        for pieceLength in [1, 4096] {
            let streamed = Outcome(
                {
                    try StreamedText.models(
                        of: Everything.self, from: array, .array, mapper: $0, pieceLength: pieceLength)
                },
                mode: mode)
            #expect(streamed == inMemory, "in memory \(inMemory)\n  streamed \(streamed)")
        }
        if mode == .lenient { #expect(inMemory.models.count > AllPaths.corpus.count / 2) }
    }
}
