// The models of the README's tour, "Declare a model", and of the DocC article "Declaring Models",
// which quote this file's code (see Tests/DocumentationTests/DocumentationCodeBlockTests.swift); the
// tour's other sections and the reference articles use them too.
import Foundation
import MirrorMapper

enum Topping: String, ValueConvertible { case cheese, olives, basil }

final class Room: Mappable {
    var id = 0
    var title = ""
    var countryCode = ""
    var host: User?
    var toppings: [Topping] = []
    var cachedLayout = ""  // local state
    required init() {}

    static let mapping = Mapping<Room>([
        "id": \.id, "title": \.title, "countryCode": \.countryCode, "host": \.host, "toppings": \.toppings,
    ])
    .renaming(["countryCode": "country_code"])  // a key may be a dotted path: "location.lat"
    .excluding("cachedLayout")
}

final class User: Mappable {
    var id = 0
    var name = ""
    var age = 0
    var rooms: [Room] = []
    required init() {}

    static let mapping = Mapping<User>(["id": \.id, "name": \.name, "age": \.age, "rooms": \.rooms])
}

struct Location: Mappable {
    var latitude = 0.0
    var longitude = 0.0

    static let mapping = Mapping<Location>(["latitude": \.latitude, "longitude": \.longitude])
        .renaming(["latitude": "position.lat", "longitude": "position.lng"])
}

class Animal: Mappable {
    var name = ""
    required init() {}
    class var mapping: ClassMapping { ["name": \Animal.name] }
}
final class Dog: Animal {
    var breed = ""
    override class var mapping: ClassMapping { ["breed": \Dog.breed] }
}

struct Page<Item: Mappable>: Mappable {
    var items: [Item] = []
    var next: URL?
    static var mapping: Mapping<Page> { Mapping(["items": \.items, "next": \.next]) }
}

struct Revision<Value> {
    var number = 0
    var value: Value?
}

extension Revision: Mappable, KeyValueSettable, ValueConvertible where Value: ValueConvertible {
    static var mapping: Mapping<Revision> { Mapping(["number": \.number, "value": \.value]) }
}
