import Foundation
import MirrorMapper
import Testing

@Suite struct ValidationTests {
    @Test func completeTablesValidate() throws {
        try Mapper.validate(User.self)
        try Mapper.validate(Room.self)
        try Mapper.validate(Location.self)
        try Mapper.validate(Everything.self)
        try Mapper.validate(Animal.self)
        try Mapper.validate(Dog.self)
        try Mapper.validate(Puppy.self)
        try Mapper.validate(Shelter.self)
        try Mapper.validate(Node.self)
    }

    @Test func forgottenPropertiesAreListed() {
        struct Forgetful: Mappable {
            var id = 0
            var name = ""
            var secret = ""
            var ignored = 0
            static let mapping = Mapping<Forgetful>(["id": \.id]).excluding("ignored")
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Forgetful.self) }
        #expect(error?.kind == .invalidMapping("Forgetful neither maps nor excludes: name, secret"))
    }

    /// A forgotten property is reported on the type's first use in each call: one issue per type
    /// per call in lenient mode, with the message `validate` gives, and an error in strict mode.
    @Test func forgottenPropertiesAreReportedOnFirstUse() throws {
        struct Forgetful: Mappable {
            var id = 0
            var secret = ""
            static let mapping = Mapping<Forgetful>(["id": \.id])
        }
        struct Owner: Mappable {
            var items: [Forgetful] = []
            var main = Forgetful()
            static let mapping: Mapping<Owner> = ["items": \.items, "main": \.main]
        }
        let data: [String: Any] = ["items": [["id": 1], ["id": "x"]], "main": ["id": 3]]
        let json = Data(#"{"main": {"id": 3}, "items": [{"id": 1}, {"id": "x"}]}"#.utf8)
        let expected = [
            "items[0]: invalid mapping: Forgetful neither maps nor excludes: secret (kept the current value)",
            "items[1].id: expected Int, found String \"x\" (kept the current value)",
        ]
        var issues: [MappingIssue] = []
        let owner = try Mapper().collectingIssues(into: &issues) { try $0.object(of: Owner.self, from: data) }
        #expect(owner.main.id == 3)
        #expect(issues.map(\.description) == expected)
        var jsonIssues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &jsonIssues) { try $0.object(of: Owner.self, fromJSON: json) }
        #expect(jsonIssues.map(\.description) == expected)
        var outputIssues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &outputIssues) { try $0.dictionary(from: owner) }
        #expect(
            outputIssues.map(\.description) == [
                "items[0]: invalid mapping: Forgetful neither maps nor excludes: secret (kept the current value)"
            ])
        let error = try #require(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Owner.self, fromJSON: json)
        }
        #expect(error.description == "items[0]: invalid mapping: Forgetful neither maps nor excludes: secret")
    }

    @Test func namesThatAreNotStoredPropertiesAreProgrammerErrors() {
        struct Misnamed: Mappable {
            var id = 0
            var computed: Int {
                get { id }
                set { id = newValue }
            }
            static let mapping: Mapping<Misnamed> = ["id": \.id, "computed": \.computed]
        }
        let error = #expect(throws: MappingError.self) { try Mapper.object(of: Misnamed.self, from: [:]) }
        #expect(error?.kind == .invalidMapping("Misnamed maps \"computed\", which is not a stored property"))
    }

    @Test func keyPathsToConstantsAreProgrammerErrors() {
        struct Constant: Mappable {
            var id = 0
            let kind = "fixed"
            static let mapping: Mapping<Constant> = ["id": \.id, "kind": \.kind]
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Constant.self) }
        #expect(error?.description.contains("Constant.kind is read-only") == true)
        // The error is thrown on every use, lenient mode included.
        #expect(throws: MappingError.self) { try Mapper.object(of: Constant.self, from: ["id": 1]) }
    }

    @Test func swappedKeyPathsAreCaught() {
        struct Swapped: Mappable {
            var first = ""
            var second = ""
            static let mapping: Mapping<Swapped> = ["first": \.second, "second": \.first]
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Swapped.self) }
        #expect(error?.description.contains("Swapped maps \"first\" to the key path of \"second\"") == true)
    }

    @Test func unconvertibleTypesAreProgrammerErrors() {
        enum Plain { case one }
        struct Holder: Mappable {
            var plain = Plain.one
            static let mapping: Mapping<Holder> = ["plain": \.plain]
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Holder.self) }
        #expect(
            error?.kind
                == .invalidMapping(
                    "property \"plain\" of type Plain cannot be mapped: conform Plain to ValueConvertible "
                        + "(convert(from:in:) and jsonValue(in:)) or to Codable"))
    }

    /// An enum with raw values but without `ValueConvertible`: the message names the property, its
    /// type and the one fix, talks about arrays only for an array, and does not also list the
    /// property as unmapped.
    @Test func anEnumWithoutValueConvertibleNamesTheOneFix() {
        enum Visibility: String { case open, closed }
        struct Repo: Mappable {
            var name = ""
            var visibility = Visibility.open
            var history: [Visibility] = []
            static let mapping: Mapping<Repo> = [
                "name": \.name, "visibility": \.visibility, "history": \.history,
            ]
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Repo.self) }
        let fix =
            "add `extension Visibility: ValueConvertible {}` (a RawRepresentable enum needs nothing else)"
        #expect(
            error?.kind
                == .invalidMapping(
                    "property \"visibility\" of type Visibility cannot be mapped: \(fix); "
                        + "property \"history\" of type Array<Visibility> cannot be mapped: \(fix)"))
        #expect(throws: MappingError.self) { try Mapper.object(of: Repo.self, from: ["name": "mirror"]) }
    }

    @Test func renamesAndExclusionsOfUnknownNamesAreCaught() {
        struct Typos: Mappable {
            var id = 0
            static let mapping = Mapping<Typos>(["id": \.id]).renaming(["ID": "identifier"]).excluding("nmae")
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Typos.self) }
        #expect(error?.description.contains("renames \"ID\", which it does not map") == true)
        #expect(error?.description.contains("excludes \"nmae\", which is not a stored property") == true)
    }

    @Test func propertiesListNamesAndDeclaredTypes() {
        let properties = Mapper.properties(of: User.self)
        #expect(properties.map(\.name) == ["id", "name", "email", "age", "rooms"])
        #expect(
            properties.map(\.description) == [
                "id: Int", "name: String", "email: Optional<String>", "age: Int", "rooms: Array<Room>",
            ])
        #expect(properties.allSatisfy { $0.isMapped })
        let room = Mapper.properties(of: Room.self)
        #expect(room.first { $0.name == "cachedLayout" }?.isMapped == false)
        let puppy = Mapper.properties(of: Puppy.self)
        #expect(puppy.map(\.name) == ["ageInWeeks", "breed", "name", "legs"])
        #expect(puppy.map { String(describing: $0.declaringType) } == ["Puppy", "Dog", "Animal", "Animal"])
    }
}

@propertyWrapper
struct Clamped: Sendable {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 100) }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}

@Suite struct PropertyWrapperTests {
    struct Volume: Mappable {
        @Clamped var level = 50
        var muted = false
        static let mapping: Mapping<Volume> = ["level": \.level, "muted": \.muted]
    }

    @Test func wrappedPropertiesMapThroughTheirWrapper() throws {
        try Mapper.validate(Volume.self)
        let volume = try Mapper.object(of: Volume.self, from: ["level": 250, "muted": true])
        #expect(volume.level == 100)
        #expect(try Mapper.dictionary(from: volume)["level"] as? Int == 100)
        #expect(Mapper.properties(of: Volume.self).map(\.name) == ["_level", "muted"])
    }
}
