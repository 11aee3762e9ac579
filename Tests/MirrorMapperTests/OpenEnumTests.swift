import Foundation
import MirrorMapper
import Testing

/// `OpenEnum` keeps a raw value the enum does not know and writes it back unchanged, from
/// dictionaries and JSON text alike, where a plain enum property keeps its default.
@Suite struct OpenEnumTests {
    enum Visibility: String { case open, closed }
    enum Level: Int {
        case low = 1
        case high = 2
    }

    struct Repository: Mappable, Equatable {
        var visibility = OpenEnum(Visibility.open)
        var level = OpenEnum(Level.low)
        var history: [OpenEnum<Visibility>] = []
        static let mapping: Mapping<Repository> = [
            "visibility": \.visibility, "level": \.level, "history": \.history,
        ]
    }

    @Test func unknownRawValuesAreKeptAndWrittenBack() throws {
        let json = Data(#"{"history":["closed","internal"],"level":3,"visibility":"internal"}"#.utf8)
        var issues: [MappingIssue] = []
        let repository = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Repository.self, fromJSON: json)
        }
        #expect(issues.isEmpty)
        #expect(repository.visibility == .unknown("internal"))
        #expect(repository.level == .unknown(3))
        #expect(repository.history == [.known(.closed), .unknown("internal")])
        #expect(try Mapper().jsonData(from: repository, sortingKeys: true) == json)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(try Mapper.object(of: Repository.self, from: dictionary) == repository)
    }

    @Test func knownRawValuesAreTheirCases() throws {
        let repository = try Mapper.object(of: Repository.self, from: ["visibility": "closed", "level": "2"])
        #expect(repository.visibility == .known(.closed) && repository.level == OpenEnum(.high))
        #expect(OpenEnum<Visibility>(rawValue: "open") == .known(.open))
        #expect(OpenEnum<Visibility>.unknown("x").rawValue == "x")
    }

    @Test func aRawValueOfTheWrongTypeIsStillAMismatch() throws {
        var issues: [MappingIssue] = []
        let repository = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Repository.self, from: ["level": "high"])
        }
        #expect(repository.level == .known(.low))
        #expect(
            issues.map(\.description) == [
                #"level: expected Int, found String "high" (kept the current value)"#
            ])
    }
}
