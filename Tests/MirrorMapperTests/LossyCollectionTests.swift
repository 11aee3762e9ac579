import Foundation
import MirrorMapper
import Testing

@Suite struct LossyCollectionTests {
    @Test func oneBadElementOfAnArrayOfModelsDoesNotLoseTheOthers() throws {
        var issues: [MappingIssue] = []
        let user = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: User.self,
                from: ["rooms": [["id": 1], "garbage", ["id": 3, "toppings": ["cheese", "ham"]], NSNull()]])
        }
        #expect(user.rooms.map(\.id) == [1, 3])
        #expect(user.rooms[1].toppings == [.cheese])
        #expect(issues.map(\.path) == ["rooms[1]", "rooms[2].toppings[1]", "rooms[3]"])
        #expect(issues.allSatisfy { $0.outcome == .droppedElement })
    }

    @Test func strictModeFailsTheWholeCall() {
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: User.self, from: ["rooms": [["id": 1], "garbage"]])
        }
        #expect(error?.path == "rooms[1]")
    }

    @Test func badDictionaryEntriesAndSetElementsAreDropped() throws {
        var issues: [MappingIssue] = []
        let everything = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Everything.self, from: ["dictionary": ["a": 1, "b": "x"], "set": ["a", ["b"]]])
        }
        #expect(everything.dictionary == ["a": 1])
        #expect(everything.set == ["a"])
        #expect(Set(issues.map(\.path)) == ["dictionary.b", "set[1]"])
    }

    /// Found by fuzzing: a dictionary's entries come in no fixed order (JSON text's in the
    /// document's), so the issues of its entries are put in the order of their keys.
    @Test func issuesOfADictionarysEntriesComeInTheOrderOfTheirKeys() throws {
        let json = Data(
            #"{"arrayDictionary": {"d": [1, "x"], "b": "x", "a": [{}], "c": {}}, "dictionary": {"z": "", "y": []}}"#
                .utf8)
        let expected = [  // properties in table order, entries in key order
            "dictionary.y", "dictionary.z",
            "arrayDictionary.a[0]", "arrayDictionary.b", "arrayDictionary.c", "arrayDictionary.d[1]",
        ]
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Everything.self, fromJSON: json)
        }
        #expect(issues.map(\.path) == expected)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        issues = []
        _ = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Everything.self, from: dictionary)
        }
        #expect(issues.map(\.path) == expected)
    }

    /// Found by fuzzing: strict mode threw the error of whichever bad entry the dictionary
    /// happened to give first, which differs between two dictionaries with the same entries.
    @Test func strictModeThrowsTheErrorOfTheFirstBadKey() {
        let keys = (0..<20).map { "k\(100 + $0)" }
        for round in 0..<10 {
            var entries: [String: Any] = [:]
            for key in keys.shuffled() { entries[key] = "x" }
            entries.reserveCapacity(20 + round * 7)  // a new storage, so a new order
            let error = #expect(throws: MappingError.self) {
                try Mapper(mode: .strict).object(of: Everything.self, from: ["dictionary": entries])
            }
            #expect(error?.path == "dictionary.k100")
        }
    }

    @Test func strictWritingThrowsTheErrorOfTheFirstBadKey() {
        for round in 0..<10 {
            var readings = Readings()
            for index in (0..<20).shuffled() { readings.values["k\(100 + index)"] = .nan }
            readings.values.reserveCapacity(20 + round * 7)
            let error = #expect(throws: MappingError.self) {
                try Mapper(mode: .strict).dictionary(from: readings)
            }
            #expect(error?.path == "values.k100")
        }
    }

    @Test func strictKeyValueSettingThrowsTheErrorOfTheFirstBadKey() {
        for round in 0..<10 {
            var entries: [String: Any] = [:]
            for index in (0..<20).shuffled() { entries["k\(100 + index)"] = index }
            entries.reserveCapacity(20 + round * 7)
            var settable = RejectingSettable()
            let error = #expect(throws: MappingError.self) {
                try Mapper(mode: .strict).populate(&settable, from: entries)
            }
            #expect(error?.path == "k100")
        }
    }

    /// A problem that is not about one value (here a cycle) is not worked around in lenient mode
    /// either, from a hand-written `setValue` as from every other binding.
    @Test func lenientKeyValueSettingThrowsAProblemNotAboutOneValue() {
        var settable = CyclicSettable()
        var issues: [MappingIssue] = []
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .lenient).collectingIssues(into: &issues) {
                try $0.populate(&settable, from: ["next": 1])
            }
        }
        #expect(error?.path == "next")
        #expect(issues.isEmpty)
    }
}

private struct Readings: Mappable {
    var values: [String: Double] = [:]
    static let mapping: Mapping<Readings> = ["values": \.values]
}

/// Finds itself again behind every key, as a cycle between objects would.
private struct CyclicSettable: KeyValueSettable {
    mutating func setValue(_ value: Any?, forKey key: String) throws {
        throw MappingError(.cycle("a settable that contains itself"))
    }
}

/// Rejects every key it is given.
private struct RejectingSettable: KeyValueSettable {
    struct Rejected: Error {}
    mutating func setValue(_ value: Any?, forKey key: String) throws { throw Rejected() }
}
