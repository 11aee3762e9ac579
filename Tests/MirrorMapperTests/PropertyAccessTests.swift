import Foundation
import Testing

@testable import MirrorMapper

/// A binding reaches a stored property through its byte offset (inside a struct's value or a class's
/// instance), and every other property through its key path (`PropertyAccessor`): both routes must
/// read and write the same storage, run the same observers and setters, and keep reference counts
/// right, on every input and output.
@Suite struct PropertyAccessTests {
    final class Tracked: Sendable {}

    /// A value type the mapper converts only through `Codable`.
    struct Span: Codable, Equatable {
        var from = 0
        var to = 0
    }

    /// A struct model with a property of every kind of binding and of both kinds of storage a
    /// mapping may name: stored inline, observed (`didSet`), optional, nested, through a transform,
    /// loose (`Any`) and `Codable`-only.
    struct Mixed: MappableCodable, Equatable {
        var id = 0
        var name = "" {
            didSet { nameSets += 1 }
        }
        /// How many times `name` was set: never mapped, counts the observer's runs.
        var nameSets = 0
        var tags: [String] = []
        var location = Location()
        var nickname: String?
        var color = 0
        var extra: [String: Any] = [:]
        var span = Span()

        static let mapping = Mapping<Mixed>([
            "id": \.id, "name": \.name, "tags": \.tags, "location": \.location, "nickname": \.nickname,
            "color": \.color, "extra": \.extra, "span": \.span,
        ])
        .transform("color", with: .hexadecimal)

        static func == (lhs: Mixed, rhs: Mixed) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.tags == rhs.tags && lhs.location == rhs.location
                && lhs.nickname == rhs.nickname && lhs.color == rhs.color
                && NSDictionary(dictionary: lhs.extra).isEqual(to: rhs.extra) && lhs.span == rhs.span
        }
    }

    /// ``Mixed`` as a final class: its stored properties are reached inside the instance, its
    /// observed one through its key path.
    final class MixedObject: MappableCodable {
        var id = 0
        var name = "" {
            didSet { nameSets += 1 }
        }
        var nameSets = 0
        var tags: [String] = []
        var location = Location()
        var nickname: String?
        var color = 0
        var extra: [String: Any] = [:]
        var span = Span()
        required init() {}

        static let mapping = Mapping<MixedObject>([
            "id": \.id, "name": \.name, "tags": \.tags, "location": \.location, "nickname": \.nickname,
            "color": \.color, "extra": \.extra, "span": \.span,
        ])
        .transform("color", with: .hexadecimal)
    }

    /// A base class whose table has an overridable property and a `final` one, and a subclass that
    /// observes the overridable one.
    class Animal: Mappable {
        var legs = 0
        final var name = ""
        required init() {}
        class var mapping: ClassMapping { ["legs": \Animal.legs, "name": \Animal.name] }
    }

    final class Bird: Animal {
        override var legs: Int {
            didSet { legSets += 1 }
        }
        var legSets = 0
        var wingspan = 0.0
        override class var mapping: ClassMapping { ["wingspan": \Bird.wingspan] }
    }

    static var data: [String: Any] {
        [
            "id": 7, "name": "Ada", "tags": ["a", "b"], "location": ["position": ["lat": 1.5, "lng": -2.0]],
            "nickname": "ada", "color": "ff8000", "extra": ["k": "v"], "span": ["from": 1, "to": 3],
        ]
    }

    static var json: Data {
        get throws { try JSONSerialization.data(withJSONObject: data) }
    }

    private static func expectRead(_ model: Mixed, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(model.id == 7, sourceLocation: sourceLocation)
        #expect(model.name == "Ada", sourceLocation: sourceLocation)
        #expect(
            model.nameSets == 1, "the observer ran \(model.nameSets) times", sourceLocation: sourceLocation)
        #expect(model.tags == ["a", "b"], sourceLocation: sourceLocation)
        #expect(
            model.location.latitude == 1.5 && model.location.longitude == -2.0, sourceLocation: sourceLocation
        )
        #expect(model.nickname == "ada", sourceLocation: sourceLocation)
        #expect(model.color == 0xff8000, sourceLocation: sourceLocation)
        #expect(model.extra["k"] as? String == "v", sourceLocation: sourceLocation)
        #expect(model.span == Span(from: 1, to: 3), sourceLocation: sourceLocation)
    }

    private static func expectRead(_ model: MixedObject, sourceLocation: SourceLocation = #_sourceLocation) {
        var copy = Mixed()
        (copy.id, copy.name, copy.tags, copy.location) = (model.id, model.name, model.tags, model.location)
        (copy.nickname, copy.color, copy.extra, copy.span) = (
            model.nickname, model.color, model.extra, model.span
        )
        copy.nameSets = model.nameSets
        expectRead(copy, sourceLocation: sourceLocation)
    }

    @Test func everyInputWritesEveryKindOfProperty() throws {
        Self.expectRead(try Mapper().object(of: Mixed.self, from: Self.data))
        Self.expectRead(try Mapper().object(of: Mixed.self, fromJSON: Self.json))
        Self.expectRead(try JSONDecoder().decode(Mixed.self, from: Self.json))
        var populated = Mixed()
        try Mapper().populate(&populated, from: Self.data)
        Self.expectRead(populated)
    }

    @Test func everyInputWritesEveryKindOfPropertyOfAClass() throws {
        Self.expectRead(try Mapper().object(of: MixedObject.self, from: Self.data))
        Self.expectRead(try Mapper().object(of: MixedObject.self, fromJSON: Self.json))
        Self.expectRead(try JSONDecoder().decode(MixedObject.self, from: Self.json))
        var populated = MixedObject()
        try Mapper().populate(&populated, from: Self.data)
        Self.expectRead(populated)
    }

    @Test func everyOutputReadsEveryKindOfPropertyOfAClass() throws {
        let model = try Mapper().object(of: MixedObject.self, from: Self.data)
        let dictionary = try Mapper().dictionary(from: model)
        let structDictionary = try Mapper().dictionary(from: Mapper().object(of: Mixed.self, from: Self.data))
        #expect(sameJSON(dictionary, structDictionary))
        Self.expectRead(try Mapper().object(of: MixedObject.self, fromJSON: Mapper().jsonData(from: model)))
        Self.expectRead(try JSONDecoder().decode(MixedObject.self, from: JSONEncoder().encode(model)))
    }

    /// A subclass instance is written through its superclass's offsets and its own; the property
    /// the subclass overrides with an observer keeps its key path, so the observer runs.
    @Test func aSubclassIsWrittenThroughEveryLevel() throws {
        let bird = try Mapper().object(of: Bird.self, from: ["legs": 2, "name": "Kea", "wingspan": 0.9])
        #expect(bird.legs == 2 && bird.legSets == 1, "the override's observer ran \(bird.legSets) times")
        #expect(bird.name == "Kea" && bird.wingspan == 0.9)
        let dictionary = try Mapper().dictionary(from: bird)
        #expect(sameJSON(dictionary, ["legs": 2, "name": "Kea", "wingspan": 0.9] as [String: Any]))
    }

    @Test func everyOutputReadsEveryKindOfProperty() throws {
        let model = try Mapper().object(of: Mixed.self, from: Self.data)
        let dictionary = try Mapper().dictionary(from: model)
        #expect(try Mapper().object(of: Mixed.self, from: dictionary) == model)
        #expect(dictionary["color"] as? String == "ff8000")
        #expect(try Mapper().object(of: Mixed.self, fromJSON: Mapper().jsonData(from: model)) == model)
        #expect(try JSONDecoder().decode(Mixed.self, from: JSONEncoder().encode(model)) == model)
    }

    /// A value stored through an offset releases the value it replaces and keeps the one it holds.
    @Test func aStoredReferenceIsReleasedWhenReplacedAndKeptWhileHeld() {
        struct Holder {
            var first: Tracked?
            var count = 0
            var second: Tracked?
        }
        let accessor = PropertyAccessor(\Holder.second, named: "second", in: nil)
        #expect(accessor.reachesStorage)
        var holder = Holder()
        weak var replaced: Tracked?
        weak var kept: Tracked?
        do {
            let old = Tracked()
            replaced = old
            accessor.write(old, into: &holder)
            let new = Tracked()
            kept = new
            accessor.modify(&holder) { $0 = new }
        }
        #expect(replaced == nil, "the replaced value leaked")
        #expect(kept != nil && accessor.read(holder) === kept, "the held value was released")
        #expect(holder.first == nil && holder.count == 0, "a neighbouring property changed")
        accessor.write(nil, into: &holder)
        #expect(kept == nil)
    }

    /// No path keeps a class model alive: the offsets write into the instance and the outputs take
    /// the instance as a reference (`ModelAccess.instance(of:)`) without a retain of their own.
    @Test func everyPathReleasesAClassModel() throws {
        weak var released: MixedObject?
        do {
            let model = try Mapper().object(of: MixedObject.self, from: Self.data)
            released = model
            var populated = model
            try Mapper().populate(&populated, from: Self.data)
            _ = try Mapper().dictionary(from: model)
            _ = try Mapper().jsonData(from: model)
            _ = try JSONEncoder().encode(model)
            _ = try Mapper().copy(of: model)
            _ = try Mapper().differences(between: model, and: populated)
        }
        #expect(released == nil, "a class model outlived every reference to it")
    }

    /// The layout of `type`'s instances, as a schema reads it, tried on `prototype`.
    private static func layout(of type: AnyClass, prototype: AnyObject) -> ClassFieldLayout {
        ClassFieldLayout(
            prototype: prototype, fields: StoredProperties(of: type).levels.flatMap(\.properties))
    }

    /// A class's stored property is reached inside the instance: an instance shared by two
    /// variables is changed for both, the replaced value is released and the neighbours untouched.
    @Test func aClassPropertyIsWrittenInTheSharedInstance() throws {
        final class Holder {
            var first: Tracked?
            var count = 0
            var second: Tracked?
        }
        let layout = Self.layout(of: Holder.self, prototype: Holder())
        let accessor = PropertyAccessor(\Holder.second, named: "second", in: layout)
        #expect(accessor.reachesStorage)
        let holder = Holder()
        var alias = holder
        weak var replaced: Tracked?
        weak var kept: Tracked?
        do {
            let old = Tracked()
            replaced = old
            accessor.write(old, into: &alias)
            let new = Tracked()
            kept = new
            accessor.modify(&alias) { $0 = new }
        }
        #expect(replaced == nil, "the replaced value leaked")
        #expect(kept != nil && holder.second === kept && accessor.read(holder) === kept)
        #expect(holder.first == nil && holder.count == 0, "a neighbouring property changed")
        accessor.write(nil, into: &alias)
        #expect(kept == nil)
    }

    /// Only a key path proven to reach a stored field is replaced by its offset: observed, lazy,
    /// computed and overridable properties, and a key path into a nested value, keep their key paths.
    @Test func onlyAStoredFieldReachedDirectlyIsReachedThroughItsOffset() throws {
        final class Shapes {
            var stored = 0
            var observed = 0 {
                didSet { observerRuns += 1 }
            }
            var observerRuns = 0
            lazy var lazy = 0
            var computed: Int {
                get { stored }
                set { stored = newValue }
            }
            var location = Location()
        }
        let prototype = Shapes()
        let layout = Self.layout(of: Shapes.self, prototype: prototype)
        #expect(PropertyAccessor(\Shapes.stored, named: "stored", in: layout).reachesStorage)
        #expect(PropertyAccessor(\Shapes.location, named: "location", in: layout).reachesStorage)
        #expect(!PropertyAccessor(\Shapes.observed, named: "observed", in: layout).reachesStorage)
        #expect(!PropertyAccessor(\Shapes.lazy, named: "lazy", in: layout).reachesStorage)
        #expect(!PropertyAccessor(\Shapes.computed, named: "computed", in: layout).reachesStorage)
        #expect(!PropertyAccessor(\Shapes.location.name, named: "location", in: layout).reachesStorage)
        #expect(!PropertyAccessor(\Shapes.stored, named: "observed", in: layout).reachesStorage)
        let animal = Self.layout(of: Animal.self, prototype: Bird())
        #expect(!PropertyAccessor(\Animal.legs, named: "legs", in: animal).reachesStorage)
        #expect(PropertyAccessor(\Animal.name, named: "name", in: animal).reachesStorage)
    }
}
