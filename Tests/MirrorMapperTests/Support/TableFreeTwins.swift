import Foundation

@testable import MirrorMapper

/// Table-free twins of the all-paths harness's models: the same stored properties, the same data
/// keys, no key path. Nested in an enum so that messages name them as they name the originals
/// (`Everything`, `Location`).
enum TableFree {
    struct Location: Mappable, Equatable {
        var latitude = 0.0
        var longitude = 0.0
        var name = "unknown"
        static let mapping = Mapping<Location>.automatic
            .renaming(["latitude": "position.lat", "longitude": "position.lng"])
            .fallbackKeys(["name": ["label", "place.name"]])
    }

    struct Everything: MappableCodable, Equatable {
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
    }
}
