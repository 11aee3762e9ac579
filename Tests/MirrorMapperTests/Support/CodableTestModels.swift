import Foundation
import MirrorMapper

// Plain `Codable` types (not `ValueConvertible`) used as property types, and models holding them.

struct Money: Codable, Hashable {
    var amount: Double
    var currency: String
}

struct Stay: Codable, Equatable {
    var price: Money
    var nights: Int
    var checkIn: Date
    var bookingID: Int64
}

enum Amenity: String, Codable {
    case wifi, pool
}

/// A model with `Codable` properties directly and inside every standard wrapper.
final class Listing: Mappable {
    var id = 0
    var price = Money(amount: 0, currency: "EUR")
    var deposit: Money?
    var history: [Money] = []
    var currencies: Set<Money> = []
    var byRoom: [String: Money] = [:]
    var byFloor: [Int: Money] = [:]
    var stay: Stay?
    var amenities: [Amenity] = []
    required init() {}
    static let mapping: Mapping<Listing> = [
        "id": \.id, "price": \.price, "deposit": \.deposit, "history": \.history, "currencies": \.currencies,
        "byRoom": \.byRoom, "byFloor": \.byFloor, "stay": \.stay, "amenities": \.amenities,
    ]
}

/// A model whose `Codable` property sits in an array of models, for paths like `rooms[2].price.amount`.
struct Hotel: Mappable {
    struct Room: Mappable {
        var number = 0
        var price = Money(amount: 0, currency: "EUR")
        static let mapping: Mapping<Room> = ["number": \.number, "price": \.price]
    }

    var rooms: [Room] = []
    static let mapping: Mapping<Hotel> = ["rooms": \.rooms]
}
