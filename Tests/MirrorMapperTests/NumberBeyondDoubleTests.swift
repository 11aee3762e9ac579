import Foundation
import Testing

@testable import MirrorMapper

/// A JSON number that no `Double` holds (`1e-400`, nearer to zero than the smallest `Double`;
/// `1e400`, beyond the largest) is a problem of that value, not of the document: the text still
/// parses, lenient mode keeps the nearest value (±0) or the default with an issue at the member,
/// strict mode throws at the member.
@Suite struct NumberBeyondDoubleTests {
    struct Film: Mappable {
        var genres: [Double] = []
        var rating = 2.5
        var ratio: Float = 1
        var title = ""
        static let mapping: Mapping<Film> = [
            "genres": \.genres, "rating": \.rating, "ratio": \.ratio, "title": \.title,
        ]
    }

    static func outOfRange(_ type: String, _ text: String) -> MappingError.Kind {
        .outOfRange(expected: type, found: text)
    }

    @Test func aNumberBelowTheSmallestDoubleIsZeroWithAnIssue() throws {
        var issues: [MappingIssue] = []
        let film = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Film.self,
                fromJSON: Data(#"{"genres": [1e-400, -1e-400, 2], "ratio": 0.1e-400, "title": "x"}"#.utf8))
        }
        #expect(film.genres == [0, 0, 2])
        #expect(film.genres.map(\.sign) == [.plus, .minus, .plus])
        #expect(film.ratio == 0 && film.title == "x")
        #expect(issues.map(\.path) == ["genres[0]", "genres[1]", "ratio"])
        #expect(
            issues.map(\.error.kind) == [
                Self.outOfRange("Double", "1e-400"), Self.outOfRange("Double", "-1e-400"),
                Self.outOfRange("Float", "0.1e-400"),
            ])
        #expect(issues.allSatisfy { $0.outcome == .keptNearestValue })
    }

    @Test func aNumberBeyondTheLargestDoubleKeepsTheDefaultWithAnIssue() throws {
        var issues: [MappingIssue] = []
        let film = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Film.self, fromJSON: Data(#"{"genres": [1, -1e400], "rating": 1e400, "title": "x"}"#.utf8)
            )
        }
        #expect(film.genres == [1] && film.rating == 2.5 && film.title == "x")
        #expect(issues.map(\.path) == ["genres[1]", "rating"])
        #expect(
            issues.map(\.error.kind) == [
                Self.outOfRange("Double", "-1e400"), Self.outOfRange("Double", "1e400"),
            ])
        #expect(issues.map(\.outcome) == [.droppedElement, .keptCurrentValue])
    }

    @Test(arguments: [#"{"genres": [1e-400]}"#, #"{"title": "x", "genres": [2, 1e400]}"#])
    func strictModeThrowsAtTheMember(_ json: String) throws {
        let error = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Film.self, fromJSON: Data(json.utf8))
        }
        #expect(error.path.hasPrefix("genres["))
        #expect(error.kind == Self.outOfRange("Double", json.contains("1e400") ? "1e400" : "1e-400"))
    }

    /// Numeric text in a string follows the same rule as the number.
    @Test func numericTextBeyondADoubleFollowsTheSameRule() throws {
        var issues: [MappingIssue] = []
        let film = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Film.self, from: ["rating": "1e-400", "ratio": " 1e400 "])
        }
        #expect(film.rating == 0 && film.ratio == 1)
        #expect(
            issues.map(\.error.kind) == [
                Self.outOfRange("Double", "1e-400"), Self.outOfRange("Float", "1e400"),
            ])
        #expect(issues.map(\.outcome) == [.keptNearestValue, .keptCurrentValue])
    }

    /// The package's reader of plain dictionaries (the store's file, `AllPaths`' reference) gives
    /// the nearest finite `Double`, which its writer writes back.
    @Test func theDictionaryReaderGivesTheNearestFiniteDouble() throws {
        let value = try JSONReader().value(from: Array("[1e-400, -2e-324, 1e400, -1e309]".utf8))
        let numbers = try #require(value as? [Double])
        #expect(numbers == [0, 0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
        #expect(numbers.map(\.sign) == [.plus, .minus, .plus, .minus])
        _ = try JSONWriter().data(from: value)
    }

    /// A store file holding such a number is not corrupt: the store reads its nearest `Double`.
    @Test func aStoreFileHoldingSuchANumberIsNotCorrupt() throws {
        try withTemporaryStore { store, _ in
            try Data(#"{"formatVersion": 1, "values": {"small": 1e-400, "name": "x"}}"#.utf8).write(
                to: store.url)
            #expect(try store.value(of: Double.self, forKey: "small") == 0)
            #expect(try store.value(of: String.self, forKey: "name") == "x")
            try store.set(2, forKey: "n")
            #expect(try store.value(of: Int.self, forKey: "n") == 2)
        }
    }

    /// A number is named by its value, not by the Swift type that carried it: `JSONSerialization`'s
    /// `NSDecimalNumber` and the package's reader's `Int` read the same.
    @Test(arguments: ["148423162444258921.0", "1.48423162444258921e17", "18446744073709551616"])
    func aFoundNumberIsWordedByItsValueWhateverCarriedIt(_ number: String) throws {
        let json = Data(#"{"location": \#(number)}"#.utf8)
        let fromFoundation = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        var dictionaryIssues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &dictionaryIssues) {
            try $0.object(of: Everything.self, from: fromFoundation)
        }
        var textIssues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &textIssues) {
            try $0.object(of: Everything.self, fromJSON: json)
        }
        let expected = MappingError.Kind.typeMismatch(
            expected: "Location", found: "number \(ExactNumber(text: number)?.decimal ?? 0)")
        #expect(dictionaryIssues.map(\.error.kind) == [expected])
        #expect(textIssues.map(\.error.kind) == [expected])
    }
}
