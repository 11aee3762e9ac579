import Foundation
import MirrorMapper
import Testing

@Suite struct ItemTypeTests {
    @Test func elementTypeIsChosenPerElementFromItsData() throws {
        let shelter = try Mapper.object(
            of: Shelter.self,
            from: [
                "animals": [
                    ["kind": "dog", "name": "Rex", "breed": "Collie"],
                    ["kind": "bird", "name": "Tweety", "canFly": false],
                    ["name": "Generic"],
                ]
            ])
        #expect(shelter.animals.count == 3)
        #expect((shelter.animals[0] as? Dog)?.breed == "Collie")
        #expect((shelter.animals[1] as? Bird)?.canFly == false)
        #expect(type(of: shelter.animals[2]) == Animal.self)
        let written = try #require(try Mapper.dictionary(from: shelter)["animals"] as? [[String: Any]])
        #expect(written[0]["breed"] as? String == "Collie")
        #expect(written[1]["canFly"] as? Bool == false)
    }

    @Test func anyArraysGetModelsForDictionariesAndKeepOtherValues() throws {
        let shelter = try Mapper.object(
            of: Shelter.self, from: ["anything": [["position": ["lat": 2.0]], "note", 5]])
        #expect((shelter.anything[0] as? Location)?.latitude == 2)
        #expect(shelter.anything[1] as? String == "note")
        #expect((shelter.anything[2] as? NSNumber)?.intValue == 5)
        let written = try #require(try Mapper.dictionary(from: shelter)["anything"] as? [Any])
        #expect(((written[0] as? [String: Any])?["position"] as? [String: Any])?["lat"] as? Double == 2)
        #expect(written[1] as? String == "note")
    }

    @Test func looseDictionaryAndAnyPropertiesKeepData() throws {
        let shelter = try Mapper.object(
            of: Shelter.self, from: ["extra": ["a": 1, "b": ["c": NSNull()]], "note": "hello"])
        #expect(shelter.extra["a"] as? Int == 1)
        #expect(shelter.note as? String == "hello")
        let dictionary = try Mapper.dictionary(from: shelter)
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        #expect(dictionary["note"] as? String == "hello")
        try Mapper.populate(shelter, from: ["note": NSNull()])
        #expect(shelter.note == nil)
        var issues: [MappingIssue] = []
        try Mapper().collectingIssues(into: &issues) { try $0.populate(shelter, from: ["extra": [1, 2]]) }
        #expect(issues.map(\.path) == ["extra"])
    }

    @Test func chosenTypeThatIsNotTheElementTypeIsReported() throws {
        final class Kennel: Mappable {
            var dogs: [Dog] = []
            required init() {}
            static let mapping = Mapping<Kennel>(["dogs": \.dogs]).itemType(Bird.self, forArray: "dogs")
        }
        var issues: [MappingIssue] = []
        let kennel = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Kennel.self, from: ["dogs": [["name": "x"]]])
        }
        #expect(kennel.dogs.isEmpty)
        #expect(issues.map(\.path) == ["dogs[0]"])
    }

    @Test func itemTypeOnANonArrayIsAProgrammerError() {
        struct Wrong: Mappable {
            var single = Location()
            static let mapping = Mapping<Wrong>(["single": \.single]).itemType(
                Location.self, forArray: "single")
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Wrong.self) }
        #expect(error?.description.contains("has an item type but is not an array") == true)
    }
}
