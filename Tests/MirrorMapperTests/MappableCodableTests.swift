import Foundation
import MirrorMapper
import Testing

/// `MappableCodable` models through `JSONEncoder`/`JSONDecoder` and `PropertyListEncoder`/`Decoder`:
/// the table's rules and the mapper's tolerance hold there too.
@Suite struct MappableCodableTests {
    struct Location: MappableCodable, Equatable {
        var latitude = 0.0
        var longitude = 0.0
        var name = "unnamed"
        static let mapping = Mapping<Location>([
            "latitude": \.latitude, "longitude": \.longitude, "name": \.name,
        ])
        .renaming(["latitude": "position.lat", "longitude": "position.lng"])
    }

    final class Event: MappableCodable {
        var eventID: Int64 = 0
        var title = ""
        var startsAt = Date(timeIntervalSince1970: 0)
        var color = 0
        var location = Location()
        var notes: String?
        var cache = "local"
        required init() {}
        static let mapping = Mapping<Event>([
            "eventID": \.eventID, "title": \.title, "startsAt": \.startsAt, "color": \.color,
            "location": \.location, "notes": \.notes,
        ])
        .renaming(["title": "info.title"])
        .fallbackKeys(["eventID": ["id", "ID"]])
        .keyStrategy(.snakeCase)
        .dateStrategy(.twitter, for: "startsAt")
        .transform("color", with: .hexadecimal)
        .excluding("cache")
    }

    class Animal: MappableCodable {
        var name = ""
        required init() {}
        class var mapping: ClassMapping {
            let table: ClassMapping = ["name": \Animal.name]
            return table.subtypes(on: "kind", ["dog": Dog.self, "bird": Bird.self])
        }
    }

    final class Dog: Animal {
        var breed = ""
        override class var mapping: ClassMapping { ["breed": \Dog.breed] }
    }

    final class Bird: Animal {
        var canFly = true
        override class var mapping: ClassMapping { ["canFly": \Bird.canFly] }
    }

    struct Zoo: MappableCodable {
        var animals: [Animal] = []
        var keeper: Animal?
        static let mapping: Mapping<Zoo> = ["animals": \.animals, "keeper": \.keeper]
    }

    static func event() -> Event {
        let event = Event()
        event.eventID = 148_423_162_444_258_920
        event.title = "Launch"
        event.startsAt = Date(timeIntervalSince1970: 1_409_444_955)
        event.color = 0xff8800
        event.location = Location(latitude: 59.9, longitude: 10.75, name: "Oslo")
        event.cache = "not written"
        return event
    }

    static func propertyListRoundTrip<T: Codable>(_ value: T) throws -> T {
        try PropertyListDecoder().decode(T.self, from: PropertyListEncoder().encode(value))
    }

    static func jsonRoundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func aKeyTheDataLacksKeepsTheDeclaredDefault() throws {
        let location = try JSONDecoder().decode(
            Location.self, from: Data(#"{"position": {"lat": "59.9"}}"#.utf8))
        #expect(location == Location(latitude: 59.9, longitude: 0, name: "unnamed"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(location)
        #expect(
            String(decoding: json, as: UTF8.self) == #"{"name":"unnamed","position":{"lat":59.9,"lng":0}}"#)
    }

    @Test func theTableShapesWhatJSONEncoderWrites() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.event()), as: UTF8.self)
        #expect(
            json == #"{"color":"ff8800","event_id":148423162444258920,"info":{"title":"Launch"},"#
                + #""location":{"name":"Oslo","position":{"lat":59.9,"lng":10.75}},"#
                + #""starts_at":"Sun Aug 31 00:29:15 +0000 2014"}"#)
    }

    @Test func theTableShapesWhatJSONDecoderReads() throws {
        let json =
            #"{"ID": "7", "info": {"title": "Standup"}, "starts_at": "Sun Aug 31 00:29:15 +0000 2014","#
            + ##" "color": "#00ff00", "location": {"position": {"lat": "1.5"}}, "cache": "ignored"}"##
        let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
        #expect(event.eventID == 7)
        #expect(event.title == "Standup")
        #expect(event.startsAt == Date(timeIntervalSince1970: 1_409_444_955))
        #expect(event.color == 0x00ff00)
        #expect(event.location == Location(latitude: 1.5, longitude: 0, name: "unnamed"))
        #expect(event.cache == "local")
    }

    @Test func structsAndFinalClassesRoundTripThroughJSONAndPropertyLists() throws {
        let event = Self.event()
        event.notes = "bring cake"
        for copy in [try Self.jsonRoundTrip(event), try Self.propertyListRoundTrip(event)] {
            #expect(copy.eventID == event.eventID)
            #expect(copy.title == event.title)
            #expect(copy.startsAt == event.startsAt)
            #expect(copy.color == event.color)
            #expect(copy.location == event.location)
            #expect(copy.notes == "bring cake")
            #expect(copy.cache == "local")
        }
        #expect(try Self.jsonRoundTrip([event.location]) == [event.location])
        #expect(try Self.propertyListRoundTrip(event.location) == event.location)
    }

    @Test func aClassHierarchyRoundTripsAsItsOwnClasses() throws {
        let dog = Dog()
        dog.name = "Rex"
        dog.breed = "collie"
        let json = try JSONEncoder().encode(dog)
        #expect(
            try JSONSerialization.jsonObject(with: json) as? [String: String] == [
                "name": "Rex", "breed": "collie", "kind": "dog",
            ])
        for copy in [try JSONDecoder().decode(Dog.self, from: json), try Self.propertyListRoundTrip(dog)] {
            #expect(copy.name == "Rex" && copy.breed == "collie")
        }
        let animal = try JSONDecoder().decode(Animal.self, from: json)
        #expect(type(of: animal) == Animal.self && animal.name == "Rex")
    }

    @Test func aPolymorphicArrayRoundTripsWithItsSubclasses() throws {
        let dog = Dog()
        dog.breed = "pug"
        let bird = Bird()
        bird.canFly = false
        var zoo = Zoo()
        zoo.animals = [dog, bird, Animal()]
        zoo.keeper = bird
        for copy in [try Self.jsonRoundTrip(zoo), try Self.propertyListRoundTrip(zoo)] {
            #expect(copy.animals.map { "\(type(of: $0))" } == ["Dog", "Bird", "Animal"])
            #expect((copy.animals[0] as? Dog)?.breed == "pug")
            #expect((copy.animals[1] as? Bird)?.canFly == false)
            #expect(copy.keeper is Bird)
        }
    }

    @Test func dataWrittenBeforeAPropertyExistedKeepsItsDefault() throws {
        struct SettingsV1: Codable {
            var volume = 0.5
            var theme = "dark"
        }
        struct Settings: MappableCodable {
            var volume = 0.8
            var theme = "light"
            var fontSize = 14
            var shortcuts: [String: String] = ["save": "⌘S"]
            static let mapping: Mapping<Settings> = [
                "volume": \.volume, "theme": \.theme, "fontSize": \.fontSize, "shortcuts": \.shortcuts,
            ]
        }
        let old = try JSONEncoder().encode(SettingsV1(volume: 0.2, theme: "dark"))
        let settings = try JSONDecoder().decode(Settings.self, from: old)
        #expect(settings.volume == 0.2 && settings.theme == "dark")
        #expect(settings.fontSize == 14 && settings.shortcuts == ["save": "⌘S"])
    }

    @Test func valuesOfTheWrongTypeAreConvertedOrKeepTheDefault() throws {
        let json = #"{"ID": 7.0, "info": {"title": 42}, "color": 255, "location": {"name": null}}"#
        let event = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
        #expect(event.eventID == 7)
        #expect(event.title == "42")
        #expect(event.color == 0)
        #expect(event.location.name == "unnamed")
    }

    /// `JSONDecoder` hands an integer for a number beyond 2^53 whose fraction a `Double` rounds
    /// away: the property keeps its default, as from a dictionary, and strict mode throws the same
    /// error (found by the all-paths fuzz target).
    @Test(arguments: ["9007199254740993.5", "35195309733360939.06", "-9007199254740995.25"])
    func aNumberWithAFractionIsNoInteger(number: String) throws {
        struct Counter: MappableCodable {
            var count = 0
            var big: Int64 = 0
            var wide: UInt64 = 0
            var maybe: Int? = 1
            var list: [Int] = [1]
            static let mapping: Mapping<Counter> = [
                "count": \.count, "big": \.big, "wide": \.wide, "maybe": \.maybe, "list": \.list,
            ]
        }
        let json = Data(
            #"{"count": \#(number), "big": \#(number), "wide": \#(number.drop { $0 == "-" }), "maybe": \#(number), "list": [2, \#(number)]}"#
                .utf8)
        let counter = try JSONDecoder().decode(Counter.self, from: json)
        #expect(counter.count == 0 && counter.big == 0 && counter.wide == 0)
        #expect(counter.maybe == 1 && counter.list == [2])

        let dictionary = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let fromDictionary = try Mapper().object(of: Counter.self, from: dictionary)
        #expect(fromDictionary.maybe == counter.maybe && fromDictionary.list == counter.list)
        let expected = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Counter.self, from: dictionary)
        }
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = Mapper(mode: .strict)
        let error = #expect(throws: DecodingError.self) { try decoder.decode(Counter.self, from: json) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect((context.underlyingError as? MappingError)?.kind == expected?.kind)
    }

    /// Below 2^53 too, a number with a fraction can have a whole `Double`, and `JSONDecoder` then
    /// gives an integer property that integer: `3191739179985921.09` is `3191739179985921`, where
    /// the JSON call and the dictionary path, which read the digits, keep the default and report
    /// the fraction.
    /// Found by the all-paths fuzz target: a lone integer is now checked against the decoder's own
    /// `Decimal` of the member.
    @Test(arguments: ["3191739179985921.09", "-2091022325182781.0769", "1.0000000000000001"])
    func aFractionWithAWholeDoubleIsNoInteger(number: String) throws {
        struct Counter: MappableCodable {
            var count = 0
            var big: Int64 = 0
            var maybe: Int? = 1
            static let mapping: Mapping<Counter> = ["count": \.count, "big": \.big, "maybe": \.maybe]
        }
        let json = Data(#"{"count": \#(number), "big": \#(number), "maybe": \#(number)}"#.utf8)
        var issues: [MappingIssue] = []
        let fromText = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Counter.self, fromJSON: json)
        }
        #expect(fromText.count == 0 && fromText.big == 0 && fromText.maybe == 1)
        #expect(issues.count == 3)
        let counter = try JSONDecoder().decode(Counter.self, from: json)
        #expect(counter.count == 0 && counter.big == 0 && counter.maybe == 1)
    }

    /// The same holds inside collections: `[1.0000000000000001]` is no `[Int]`, at any depth and in
    /// every kind of collection, and `JSONDecoder` keeps what the JSON call keeps. Found by the all-paths fuzz target (`[[Int]]` holding `-593992901838280.00196`).
    @Test(arguments: ["1.0000000000000001", "-593992901838280.00196"])
    func aFractionWithAWholeDoubleIsNoIntegerInACollection(number: String) throws {
        struct Lists: MappableCodable {
            var flat: [Int] = []
            var nested: [[Int]] = []
            var maybe: [Int]? = nil
            var set: Set<Int> = []
            var table: [String: Int] = [:]
            static let mapping: Mapping<Lists> = [
                "flat": \.flat, "nested": \.nested, "maybe": \.maybe, "set": \.set, "table": \.table,
            ]
        }
        let json = Data(
            (#"{"flat": [2, \#(number)], "nested": [[3], [\#(number)]], "maybe": [\#(number)], "#
                + #""set": [\#(number)], "table": {"a": \#(number), "b": 4}}"#).utf8)
        var textIssues: [MappingIssue] = []
        let fromText = try Mapper().collectingIssues(into: &textIssues) {
            try $0.object(of: Lists.self, fromJSON: json)
        }
        #expect(fromText.flat == [2] && fromText.nested == [[3], []] && fromText.maybe == [])
        #expect(fromText.set.isEmpty && fromText.table == ["b": 4])
        #expect(textIssues.count == 5)
        let fromDecoder = try JSONDecoder().decode(Lists.self, from: json)
        #expect(fromDecoder.flat == fromText.flat && fromDecoder.nested == fromText.nested)
        #expect(fromDecoder.maybe == fromText.maybe && fromDecoder.set == fromText.set)
        #expect(fromDecoder.table == fromText.table)
    }

    @Test func theMapperInUserInfoSetsTheOptions() throws {
        struct Profile: MappableCodable {
            var displayName = ""
            var age = 0
            static let mapping: Mapping<Profile> = ["displayName": \.displayName, "age": \.age]
        }
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = Mapper(keyStrategy: .snakeCase)
        let profile = try decoder.decode(
            Profile.self, from: Data(#"{"display_name": "Ada", "age": "36"}"#.utf8))
        #expect(profile.displayName == "Ada" && profile.age == 36)

        decoder.userInfo[.mirrorMapper] = Mapper(mode: .strict)
        let error = #expect(throws: DecodingError.self) {
            try decoder.decode([Profile].self, from: Data(#"[{}, {"age": "old"}]"#.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1", "age"])
        #expect(context.debugDescription == #"expected Int, found String "old""#)
        #expect(
            (context.underlyingError as? MappingError)?.kind
                == .typeMismatch(expected: "Int", found: #"String "old""#))
    }

    @Test func modelsInsideCodableValuesMapThroughTheirTables() throws {
        struct Pen: Codable {
            var animal: Animal
            var location: Location
        }
        struct Holder: Mappable {
            var pen: Pen?
            static let mapping: Mapping<Holder> = ["pen": \.pen]
        }
        var issues: [MappingIssue] = []
        let holder = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Holder.self,
                from: [
                    "pen": [
                        "animal": ["kind": "dog", "breed": "pug"], "location": ["position": ["lat": "x"]],
                    ]
                ])
        }
        #expect((holder.pen?.animal as? Dog)?.breed == "pug")
        #expect(
            issues.map(\.description) == [
                #"pen.location.position.lat: expected Double, found String "x" (kept the current value)"#
            ])
        let written = try Mapper.dictionary(from: holder)
        #expect(
            ((written["pen"] as? [String: Any])?["animal"] as? [String: Any])?["kind"] as? String == "dog")
    }

    @Test func aCodableTypeMayHandItsCoderToAModel() throws {
        struct Envelope: Codable {
            var location: Location
            init(from decoder: any Decoder) throws { location = try Location(from: decoder) }
            func encode(to encoder: any Encoder) throws { try location.encode(to: encoder) }
        }
        struct Holder: Mappable {
            var envelope: Envelope?
            static let mapping: Mapping<Holder> = ["envelope": \.envelope]
        }
        var issues: [MappingIssue] = []
        let holder = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Holder.self, from: ["envelope": ["position": ["lat": 2, "lng": "east"]]])
        }
        #expect(holder.envelope?.location.latitude == 2)
        #expect(issues.map(\.path) == ["envelope.position.lng"])
        let written = try Mapper.dictionary(from: holder)
        #expect((written["envelope"] as? [String: Any])?["name"] as? String == "unnamed")
    }
}
