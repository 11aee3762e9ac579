// Also compiled into the `allpaths` fuzz target (Scripts/fuzz.sh), where the library's sources are
// part of the same module.

import Foundation

#if canImport(MirrorMapper)
    import MirrorMapper
#endif

// Models of RMMapper's README scenarios and of the shapes the tests need.

enum Topping: String, ValueConvertible, CaseIterable {
    case cheese, olives, basil
}

enum Priority: Int, ValueConvertible {
    case low = 1
    case high = 2
}

final class User: Mappable {
    var id = 0
    var name = ""
    var email: String?
    var age = 0
    var rooms: [Room] = []
    required init() {}
    static let mapping: Mapping<User> = [
        "id": \.id, "name": \.name, "email": \.email, "age": \.age, "rooms": \.rooms,
    ]
}

final class Room: Mappable {
    var id = 0
    var title = ""
    var countryCode = ""
    var host: User?
    var toppings: [Topping] = []
    var cachedLayout = ""
    required init() {}
    static let mapping = Mapping<Room>([
        "id": \.id, "title": \.title, "countryCode": \.countryCode, "host": \.host, "toppings": \.toppings,
    ])
    .renaming(["countryCode": "country_code"])
    .excluding("cachedLayout")
}

struct Location: Mappable, Equatable {
    var latitude = 0.0
    var longitude = 0.0
    var name = "unknown"
    static let mapping = Mapping<Location>(["latitude": \.latitude, "longitude": \.longitude, "name": \.name])
        .renaming(["latitude": "position.lat", "longitude": "position.lng"])
        .fallbackKeys(["name": ["label", "place.name"]])
}

/// Every supported property type, for conversions and round trips.
struct Everything: Mappable, Equatable {
    var int = 0
    var int8: Int8 = 0
    var int16: Int16 = 0
    var int32: Int32 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var uint8: UInt8 = 0
    var uint16: UInt16 = 0
    var uint32: UInt32 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var bool = false
    var string = ""
    var decimal = Decimal(0)
    var date = Date(timeIntervalSince1970: 0)
    var url = URL(fileURLWithPath: "/")
    var uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    var data = Data()
    var topping = Topping.cheese
    var priority = Priority.low
    var optional: Int? = 7
    var array: [Int] = []
    var set: Set<String> = []
    var dictionary: [String: Int] = [:]
    var nestedArrays: [[Int]] = []
    var arrayDictionary: [String: [Int]] = [:]
    var location = Location()
    var locations: [[Location]] = []
    static let mapping: Mapping<Everything> = [
        "int": \.int, "int8": \.int8, "int16": \.int16, "int32": \.int32, "int64": \.int64, "uint": \.uint,
        "uint8": \.uint8, "uint16": \.uint16, "uint32": \.uint32, "uint64": \.uint64, "double": \.double,
        "float": \.float, "bool": \.bool, "string": \.string, "decimal": \.decimal, "date": \.date,
        "url": \.url,
        "uuid": \.uuid, "data": \.data, "topping": \.topping, "priority": \.priority, "optional": \.optional,
        "array": \.array, "set": \.set, "dictionary": \.dictionary, "nestedArrays": \.nestedArrays,
        "arrayDictionary": \.arrayDictionary, "location": \.location, "locations": \.locations,
    ]
}

class Animal: Mappable {
    var name = ""
    var legs = 4
    required init() {}
    class var mapping: ClassMapping { ["name": \Animal.name, "legs": \Animal.legs] }
}

class Dog: Animal {
    var breed = ""
    override class var mapping: ClassMapping { ["breed": \Dog.breed] }
}

final class Puppy: Dog {
    var ageInWeeks = 0
    override class var mapping: ClassMapping { ["ageInWeeks": \Puppy.ageInWeeks] }
}

final class Bird: Animal {
    var canFly = true
    override class var mapping: ClassMapping { ["canFly": \Bird.canFly] }
}

final class Shelter: Mappable {
    var animals: [Animal] = []
    var anything: [Any] = []
    var extra: [String: Any] = [:]
    var note: Any?
    required init() {}
    static let mapping = Mapping<Shelter>([
        "animals": \.animals, "anything": \.anything, "extra": \.extra, "note": \.note,
    ])
    .itemType(forArray: "animals") { element in
        switch element["kind"] as? String {
        case "dog": Dog.self
        case "bird": Bird.self
        default: Animal.self
        }
    }
    .itemType(Location.self, forArray: "anything")
}

/// A recursive model, for depth limits and cycles.
final class Node: Mappable {
    var value = 0
    var children: [Node] = []
    var next: Node?
    required init() {}
    static let mapping: Mapping<Node> = ["value": \.value, "children": \.children, "next": \.next]
}
