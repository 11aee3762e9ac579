import Foundation

@testable import MirrorMapper

// Models without a table, or with a table of exceptions only (`Mapping.automatic`), for
// `TableFreeModelTests`: every kind of model and property the runtime's field records describe.

struct PlainRepo: Mappable, Equatable {
    var name = ""
    var stars = 0
    var license: String?
    var topics: [String] = []
    var owner = PlainOwner()
}

struct PlainOwner: Mappable, Equatable {
    var login = ""
    var siteAdmin = false
}

struct ExceptionsUser: Mappable, Equatable {
    var id = 0
    var fullName = ""
    var cache = ""
    static let mapping = Mapping<ExceptionsUser>.automatic
        .keyStrategy(.snakeCase)
        .renaming(["id": "user_id"])
        .excluding("cache")
}

/// Every option, named by property.
struct OptionsModel: Mappable {
    var bookID = 0
    var latitude = 0.0
    var color = 0
    var createdAt = Date(timeIntervalSince1970: 0)
    var attachments: [Any] = []
    var untouched = 0
    static let mapping = Mapping<OptionsModel>.automatic
        .renaming(["bookID": "id", "latitude": "location.lat"])
        .fallbackKeys(["bookID": ["ID", "book.id"]])
        .transform("color", with: .hexadecimal)
        .dateStrategy(.secondsSince1970, for: "createdAt")
        .itemType(PlainOwner.self, forArray: "attachments")
}

final class PlainClass: Mappable {
    var id = 0
    var tags: [String] = []
    var child: PlainClass?
    required init() {}
}

/// A hierarchy without a single table.
class FreeAnimal: Mappable {
    var name = ""
    var legs = 4
    required init() {}
}

class FreeDog: FreeAnimal {
    var breed = ""
}

final class FreePuppy: FreeDog {
    var ageInWeeks = 0
}

/// A hierarchy whose levels state exceptions: `Car` overrides the table, `Bike` inherits it.
class Vehicle: Mappable {
    var wheels = 0
    required init() {}
    class var mapping: ClassMapping { ClassMapping.automatic.renaming(["wheels": "wheel_count"]) }
}

final class Car: Vehicle {
    var brand = ""
    override class var mapping: ClassMapping { ClassMapping.automatic.renaming(["brand": "make"]) }
}

final class Bike: Vehicle {
    var gears = 0
}

/// A polymorphic hierarchy with no key paths.
class FreeShape: Mappable {
    var name = ""
    required init() {}
    class var mapping: ClassMapping {
        ClassMapping.automatic.subtypes(on: "kind", ["circle": FreeCircle.self, "square": FreeSquare.self])
    }
}

final class FreeCircle: FreeShape {
    var radius = 0.0
}

final class FreeSquare: FreeShape {
    var side = 0.0
}

struct FreeDrawing: Mappable {
    var shapes: [FreeShape] = []
}

struct FreePage<Item: Mappable>: Mappable {
    var items: [Item] = []
    var total = 0
}

struct FreeCodable: MappableCodable, Equatable {
    var id = 0
    var title = ""
    var when = Date(timeIntervalSince1970: 0)
}

struct HookedFree: MappingHooks {
    var name = ""
    var mappedFrom: [String] = []
    static func willMap(_ dictionary: [String: Any]) -> [String: Any]? {
        var changed = dictionary
        changed["name"] = (dictionary["name"] as? String)?.uppercased()
        return changed
    }
    mutating func didMap(from dictionary: [String: Any]) throws {
        mappedFrom = dictionary.keys.sorted()
    }
}

/// A `let`: written to dictionaries, never read.
struct WithConstant: Mappable {
    let kind = "fixed"
    var value = 0
}

struct WithExcludedConstant: Mappable {
    let kind = "fixed"
    var value = 0
    static let mapping = Mapping<WithExcludedConstant>.automatic.excluding("kind")
}

/// A property observer runs only when the property is reached through its key path.
final class Observed: Mappable {
    var volume = 0 { didSet { volumeChanges += 1 } }
    var balance = 0 { didSet { balanceChanges += 1 } }
    var volumeChanges = 0
    var balanceChanges = 0
    required init() {}
    static let mapping = Mapping<Observed>.automatic.throughKeyPaths(["volume": \.volume])
        .excluding("volumeChanges", "balanceChanges")
}

final class WeakHolder: Mappable {
    weak var parent: PlainClass?
    unowned var owner: PlainClass = WeakHolder.sharedOwner
    var name = ""
    required init() {}
}

extension WeakHolder {
    nonisolated(unsafe) static let sharedOwner = PlainClass()
}

struct WithLazy: Mappable {
    lazy var cached = 42
    var value = 0
}

struct Wrapped: Mappable {
    @Clamped var level = 0
    var name = ""
}

struct WrappedThroughKeyPath: Mappable {
    @Clamped var level = 0
    var name = ""
    static let mapping = Mapping<WrappedThroughKeyPath>.automatic.throughKeyPaths(["level": \.level])
}

struct WithPrivate: Mappable {
    private var secret = ""
    var visible = ""
    var revealed: String { secret }
}

struct NotConvertible {}

struct WithUnmappable: Mappable {
    var thing = NotConvertible()
    var name = ""
}

struct WithUnmappableExcluded: Mappable {
    var thing = NotConvertible()
    var name = ""
    static let mapping = Mapping<WithUnmappableExcluded>.automatic.excluding("thing")
}

struct WithTypo: Mappable {
    var name = ""
    static let mapping = Mapping<WithTypo>.automatic.renaming(["nmae": "n"])
}
