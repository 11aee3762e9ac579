import Foundation
import Testing

@testable import MirrorMapper

/// A binding reaches a struct's stored property through its byte offset, and every other property
/// through its key path (`PropertyAccessor`): both routes must read and write the same storage, run
/// the same observers and setters, and keep reference counts right, on every input and output.
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

    @Test func everyInputWritesEveryKindOfProperty() throws {
        Self.expectRead(try Mapper().object(of: Mixed.self, from: Self.data))
        Self.expectRead(try Mapper().object(of: Mixed.self, fromJSON: Self.json))
        Self.expectRead(try JSONDecoder().decode(Mixed.self, from: Self.json))
        var populated = Mixed()
        try Mapper().populate(&populated, from: Self.data)
        Self.expectRead(populated)
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
        let accessor = PropertyAccessor(\Holder.second)
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

    /// A class's properties keep their key path: an instance shared by two variables is changed for
    /// both, as a key path write changes it.
    @Test func aClassPropertyIsWrittenInTheSharedInstance() {
        let accessor = PropertyAccessor(\User.name)
        let user = User()
        var alias = user
        accessor.write("Grace", into: &alias)
        #expect(user.name == "Grace" && accessor.read(user) == "Grace")
    }
}
