import Foundation
import MirrorMapper
import Testing

/// `jsonData` reports what it worked around, as `dictionary(from:)` does.
@Suite struct JSONOutputIssuesTests {
    final class Reading: Mappable {
        var label = "t"
        var value = Double.nan
        required init() {}
        static let mapping: Mapping<Reading> = ["label": \.label, "value": \.value]
    }

    @Test func aValueWithoutJSONFormIsLeftOutAndReported() throws {
        var issues: [MappingIssue] = []
        let json = try Mapper().collectingIssues(into: &issues) { try $0.jsonData(from: Reading()) }
        #expect(String(decoding: json, as: UTF8.self) == #"{"label":"t"}"#)
        #expect(issues.map(\.description) == ["value: not representable as JSON: nan (omitted)"])
        var dictionaryIssues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &dictionaryIssues) { try $0.dictionary(from: Reading()) }
        #expect(issues.map(\.description) == dictionaryIssues.map(\.description))
    }

    @Test func anArrayOfModelsReportsEachElementsIssues() throws {
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) { try $0.jsonData(from: [Reading(), Reading()]) }
        #expect(issues.map(\.path) == ["[0].value", "[1].value"])
    }

    @Test func strictModeThrowsTheIssueInstead() {
        #expect(throws: MappingError.self) { try Mapper(mode: .strict).jsonData(from: Reading()) }
    }
}
