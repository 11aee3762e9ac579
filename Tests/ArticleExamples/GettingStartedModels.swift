// The model of the DocC article "Getting Started", which quotes this file's code (see
// Tests/DocumentationTests/DocumentationCodeBlockTests.swift).
import MirrorMapper

enum Topping: String, ValueConvertible { case cheese, olives, basil }

final class Room: Mappable {
    var id = 0
    var title = ""
    var countryCode = ""
    var toppings: [Topping] = []
    var cachedLayout = ""  // local state
    required init() {}

    static let mapping = Mapping<Room>.automatic
        .renaming(["countryCode": "country_code"])  // a data key may be a dotted path: "location.lat"
        .excluding("cachedLayout")
}
