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

    static let mapping = Mapping<Room>.automatic
        .renaming(["countryCode": "country_code"])  // a key may be a dotted path: "location.lat"
        .excluding("cachedLayout")
}

final class User: Mappable {
    var id = 0
    var name = ""
    var age = 0
    var rooms: [Room] = []
    required init() {}
}

struct Location: Mappable {
    var latitude = 0.0
    var longitude = 0.0

    static let mapping = Mapping<Location>.automatic
        .renaming(["latitude": "position.lat", "longitude": "position.lng"])
}

class Animal: Mappable {
    var name = ""
    required init() {}
}
final class Dog: Animal {
    var breed = ""
}

class Account: Mappable {
    var id = 0
    required init() {}
    class var mapping: ClassMapping { ClassMapping.automatic.renaming(["id": "account_id"]) }
}
final class SavingsAccount: Account {
    var rate = 0.0
    override class var mapping: ClassMapping { ClassMapping.automatic.renaming(["rate": "interest_rate"]) }
}

final class Speaker: Mappable {
    var track = ""
    var volume = 0 { didSet { volumeChanges += 1 } }
    var volumeChanges = 0
    required init() {}

    static let mapping = Mapping<Speaker>.automatic
        .throughKeyPaths(["volume": \.volume])  // so that its didSet runs
        .excluding("volumeChanges")
}

struct Track: Mappable {
    var title = ""
    var seconds = 0
    var waveform: [Float] = []

    static let mapping = Mapping<Track>(["title": \.title, "seconds": \.seconds]).excluding("waveform")
}

struct Page<Item: Mappable>: Mappable {
    var items: [Item] = []
    var next: URL?
}

struct Revision<Value> {
    var number = 0
    var value: Value?
}

extension Revision: Mappable, KeyValueSettable, ValueConvertible where Value: ValueConvertible {}
