import Foundation
import Testing

@testable import MirrorMapper

/// Models with no table, or a table of exceptions only (`Mapping.automatic`): every input and
/// output, classes and hierarchies, each option named by property, and each rule for what the
/// runtime's field records cannot say (the Declaring models article's table).
@Suite struct TableFreeModelTests {
    let repoData: [String: Any] = [
        "name": "swift", "stars": "42", "license": "Apache-2.0", "topics": ["lang"],
        "owner": ["login": "apple", "siteAdmin": true],
    ]

    /// Reads `json` into `Model` through the dictionary path and the JSON text path, strictly.
    private func readBothWays<Model: Mappable>(_: Model.Type, _ json: String) throws -> (Model, Model) {
        let mapper = Mapper(mode: .strict)
        let data = Data(json.utf8)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (
            try mapper.object(of: Model.self, from: dictionary),
            try mapper.object(of: Model.self, fromJSON: data)
        )
    }

    @Test func aStructWithoutATableMapsEveryStoredPropertyUnderItsName() throws {
        let repo = try Mapper(mode: .strict).object(of: PlainRepo.self, from: repoData)
        #expect(repo.name == "swift" && repo.stars == 42 && repo.license == "Apache-2.0")
        #expect(repo.topics == ["lang"] && repo.owner == PlainOwner(login: "apple", siteAdmin: true))
        let written = try Mapper.dictionary(from: repo)
        #expect(written["stars"] as? Int == 42)
        #expect((written["owner"] as? [String: Any])?["siteAdmin"] as? Bool == true)
        try Mapper.validate(PlainRepo.self)
    }

    @Test func everyInputAndOutputAgrees() throws {
        let json =
            #"{"name":"swift","stars":42,"license":null,"topics":["a","b"],"owner":{"login":"x","siteAdmin":false}}"#
        let (fromDictionary, fromJSON) = try readBothWays(PlainRepo.self, json)
        #expect(fromDictionary == fromJSON)
        #expect(fromJSON.topics == ["a", "b"] && fromJSON.owner.login == "x")
        let mapper = Mapper(mode: .strict)
        let text = try mapper.jsonData(from: fromJSON, sortingKeys: true)
        #expect(
            String(decoding: text, as: UTF8.self)
                == #"{"name":"swift","owner":{"login":"x","siteAdmin":false},"stars":42,"topics":["a","b"]}"#)
        var updated = PlainRepo()
        try mapper.populate(&updated, from: ["stars": 7])
        #expect(updated.stars == 7 && updated.name == "")
    }

    @Test func exceptionsNameProperties() throws {
        let user = try Mapper(mode: .strict).object(
            of: ExceptionsUser.self, from: ["user_id": 7, "full_name": "Ada", "cache": "ignored"])
        #expect(user == ExceptionsUser(id: 7, fullName: "Ada", cache: ""))
        #expect(try Mapper.dictionary(from: user).keys.sorted() == ["full_name", "user_id"])
    }

    @Test func everyOptionWorksByPropertyName() throws {
        let data: [String: Any] = [
            "book": ["id": 3], "location": ["lat": 1.5], "color": "ff0000", "createdAt": 86_400,
            "attachments": [["login": "a"]], "untouched": 9,
        ]
        let model = try Mapper(mode: .strict).object(of: OptionsModel.self, from: data)
        #expect(model.bookID == 3 && model.latitude == 1.5 && model.color == 0xff0000)
        #expect(model.createdAt == Date(timeIntervalSince1970: 86_400) && model.untouched == 9)
        #expect((model.attachments.first as? PlainOwner)?.login == "a")
        let written = try Mapper.dictionary(from: model)
        #expect(written["id"] as? Int == 3 && written["color"] as? String == "ff0000")
        #expect((written["location"] as? [String: Any])?["lat"] as? Double == 1.5)
        #expect(written["createdAt"] as? Double == 86_400)
        let fromJSON = try Mapper(mode: .strict).object(
            of: OptionsModel.self,
            fromJSON: Data(
                #"{"ID":4,"location":{"lat":2},"color":"0000ff","createdAt":1,"attachments":[]}"#.utf8))
        #expect(fromJSON.bookID == 4 && fromJSON.latitude == 2 && fromJSON.color == 0xff)
    }

    @Test func aFinalClassMapsThroughItsStorage() throws {
        let object = try Mapper(mode: .strict).object(
            of: PlainClass.self, from: ["id": 1, "tags": ["t"], "child": ["id": 2]])
        #expect(object.id == 1 && object.tags == ["t"] && object.child?.id == 2)
        try Mapper.populate(object, from: ["id": "5"])
        #expect(object.id == 5 && object.child?.id == 2)
        #expect(try Mapper.dictionary(from: object)["child"] as? [String: Any] != nil)
    }

    @Test func aHierarchyWithoutTablesMapsEveryLevelSuperclassFirst() throws {
        let puppy = try Mapper(mode: .strict).object(
            of: FreePuppy.self, from: ["name": "Rex", "legs": 3, "breed": "pug", "ageInWeeks": 9])
        #expect(puppy.name == "Rex" && puppy.legs == 3 && puppy.breed == "pug" && puppy.ageInWeeks == 9)
        #expect(Mapper.properties(of: FreePuppy.self).map(\.name) == ["ageInWeeks", "breed", "name", "legs"])
        #expect(try Mapper.dictionary(from: puppy).count == 4)
    }

    @Test func eachLevelStatesItsOwnExceptionsAndAnInheritedTableStillHolds() throws {
        let car = try Mapper(mode: .strict).object(of: Car.self, from: ["wheel_count": 4, "make": "Saab"])
        #expect(car.wheels == 4 && car.brand == "Saab")
        let bike = try Mapper(mode: .strict).object(of: Bike.self, from: ["wheel_count": 2, "gears": 21])
        #expect(bike.wheels == 2 && bike.gears == 21)
        try Mapper.validate(Car.self)
        try Mapper.validate(Bike.self)
    }

    @Test func subtypesNeedNoKeyPaths() throws {
        let json =
            #"{"shapes":[{"kind":"circle","name":"c","radius":2},{"kind":"square","side":3},{"name":"plain"}]}"#
        let (fromDictionary, fromJSON) = try readBothWays(FreeDrawing.self, json)
        for drawing in [fromDictionary, fromJSON] {
            #expect((drawing.shapes[0] as? FreeCircle)?.radius == 2 && drawing.shapes[0].name == "c")
            #expect((drawing.shapes[1] as? FreeSquare)?.side == 3)
            #expect(type(of: drawing.shapes[2]) == FreeShape.self)
        }
        let written = try Mapper.dictionary(from: fromJSON)["shapes"] as? [[String: Any]]
        #expect(written?.first?["kind"] as? String == "circle")
    }

    @Test func genericModelsMapPerSpecialization() throws {
        let page = try Mapper(mode: .strict).object(
            of: FreePage<PlainOwner>.self, fromJSON: Data(#"{"items":[{"login":"a"}],"total":1}"#.utf8))
        #expect(page.items.map(\.login) == ["a"] && page.total == 1)
    }

    @Test func codableAndHooksWork() throws {
        let decoded = try JSONDecoder().decode(
            FreeCodable.self, from: Data(#"{"id":"3","title":"t","when":60}"#.utf8))
        #expect(decoded == FreeCodable(id: 3, title: "t", when: Date(timeIntervalSince1970: 60)))
        let encoded = try JSONEncoder().encode(decoded)
        #expect(try JSONDecoder().decode(FreeCodable.self, from: encoded) == decoded)
        let hooked = try Mapper(mode: .strict).object(
            of: HookedFree.self, fromJSON: Data(#"{"name":"ada","mappedFrom":[]}"#.utf8))
        #expect(hooked.name == "ADA" && hooked.mappedFrom == ["mappedFrom", "name"])
    }

    @Test func theStoreKeepsTableFreeModels() throws {
        try withTemporaryStore { store, log in
            var repo = try Mapper(mode: .strict).object(of: PlainRepo.self, from: repoData)
            try store.set(repo, forKey: "repo")
            #expect(try store.value(of: PlainRepo.self, forKey: "repo") == repo)
            repo.stars = 1
            try store.set(repo, forKey: "repo")
            #expect(try store.value(of: PlainRepo.self, forKey: "repo")?.stars == 1)
            #expect(log.issues.isEmpty)
        }
    }

    // MARK: What the runtime cannot see

    @Test func aConstantIsWrittenButNeverReadAndItIsReported() throws {
        var issues: [MappingIssue] = []
        let model = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: WithConstant.self, from: ["kind": "other", "value": 1])
        }
        #expect(model.kind == "fixed" && model.value == 1)
        #expect(
            issues.map(\.description) == [
                "(root): invalid mapping: WithConstant writes its constants to data but never reads them: kind (make them `var` to read them, or exclude them) (kept the current value)"
            ])
        let fromJSON = try Mapper().object(
            of: WithConstant.self, fromJSON: Data(#"{"kind":{"deep":[1]},"value":2}"#.utf8))
        #expect(fromJSON.kind == "fixed" && fromJSON.value == 2)
        #expect(try Mapper.dictionary(from: model)["kind"] as? String == "fixed")
        #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: WithConstant.self, from: [:])
        }
        let excluded = try Mapper(mode: .strict).object(of: WithExcludedConstant.self, from: ["kind": "x"])
        #expect(excluded.kind == "fixed")
        #expect(try Mapper.dictionary(from: excluded)["kind"] == nil)
    }

    @Test func anObserverRunsOnlyThroughItsKeyPath() throws {
        let observed = try Mapper(mode: .strict).object(of: Observed.self, from: ["volume": 3, "balance": 4])
        #expect(observed.volume == 3 && observed.volumeChanges == 1)
        #expect(observed.balance == 4 && observed.balanceChanges == 0)
    }

    @Test func weakAndUnownedReferencesAreSkippedAndReported() throws {
        var issues: [MappingIssue] = []
        let holder = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: WeakHolder.self, from: ["name": "n", "parent": ["id": 1]])
        }
        #expect(holder.name == "n" && holder.parent == nil && holder.owner === WeakHolder.sharedOwner)
        #expect(
            issues.map(\.description) == [
                "(root): invalid mapping: WeakHolder skips its weak and unowned references: parent, owner (exclude them) (kept the current value)"
            ])
        #expect(try Mapper.dictionary(from: holder).keys.sorted() == ["name"])
    }

    @Test func aLazyPropertyIsSkippedAndReported() throws {
        var issues: [MappingIssue] = []
        var model = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: WithLazy.self, from: ["cached": 1, "value": 2])
        }
        #expect(model.cached == 42 && model.value == 2)
        #expect(
            issues.map(\.description) == [
                "(root): invalid mapping: WithLazy skips its lazy properties: cached (exclude them) (kept the current value)"
            ])
    }

    @Test func aWrappedPropertyIsSkippedUnlessReachedThroughItsKeyPath() throws {
        var issues: [MappingIssue] = []
        let skipped = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Wrapped.self, from: ["level": 5, "name": "n"])
        }
        #expect(skipped.level == 0 && skipped.name == "n")
        #expect(
            issues.map(\.description) == [
                "(root): invalid mapping: Wrapped skips the storage of wrapped or underscored properties: _level (reach them with throughKeyPaths, or exclude them) (kept the current value)"
            ])
        let reached = try Mapper(mode: .strict).object(
            of: WrappedThroughKeyPath.self, from: ["level": 500, "name": "n"])
        #expect(reached.level == 100, "the wrapper's setter clamps it")
        #expect(try Mapper.dictionary(from: reached)["level"] as? Int == 100)
    }

    @Test func privatePropertiesMapAsCodableSynthesizesThem() throws {
        let model = try Mapper(mode: .strict).object(
            of: WithPrivate.self, from: ["secret": "s", "visible": "v"])
        #expect(model.revealed == "s" && model.visible == "v")
    }

    @Test func aTypeThatCannotMapNamesThePropertyAndTheFix() throws {
        #expect {
            try Mapper().object(of: WithUnmappable.self, from: ["name": "n"])
        } throws: { error in
            "\(error)".contains(
                "property \"thing\" of type NotConvertible cannot be mapped: conform NotConvertible to ValueConvertible"
            )
        }
        #expect(
            try Mapper(mode: .strict).object(of: WithUnmappableExcluded.self, from: ["name": "n"]).name == "n"
        )
    }

    @Test func anOptionForNoStoredPropertyIsAProblem() throws {
        #expect {
            try Mapper.validate(WithTypo.self)
        } throws: { error in
            "\(error)".contains("WithTypo renames \"nmae\", which is not a stored property")
        }
    }
}
