import Foundation
import MirrorMapper
import Testing

@Suite struct RoundTripTests {
    private func sample() throws -> Everything {
        var value = Everything()
        value.int = .min
        value.int8 = .min
        value.int16 = .max
        value.int32 = .min
        value.int64 = 148_423_162_444_258_920
        value.uint = .max
        value.uint8 = .max
        value.uint16 = .max
        value.uint32 = .max
        value.uint64 = .max
        value.double = 0.1
        value.float = 3.25
        value.bool = true
        value.string = "héllo \"quoted\" \u{1F600}\n"
        value.decimal = try #require(Decimal(string: "12345678901234567890.12"))
        value.date = Date(timeIntervalSince1970: 1_409_444_955.125)
        value.url = try #require(URL(string: "https://example.com/a%20b?q=1#f"))
        value.uuid = UUID()
        value.data = Data((0..<64).map { UInt8($0 * 3 % 256) })
        value.topping = .olives
        value.priority = .high
        value.optional = nil
        value.array = [3, 1, 2]
        value.set = ["x", "y"]
        value.dictionary = ["a": 1, "b": -2]
        value.nestedArrays = [[], [1], [2, 3]]
        value.arrayDictionary = ["k": [4, 5]]
        value.location = Location(latitude: 51.5, longitude: -0.12, name: "London")
        value.locations = [[Location(latitude: 1, longitude: 2, name: "a")], []]
        return value
    }

    private func expectEqual(_ lhs: Everything, _ rhs: Everything) {
        #expect(
            lhs.int == rhs.int && lhs.int8 == rhs.int8 && lhs.int16 == rhs.int16 && lhs.int32 == rhs.int32)
        #expect(lhs.int64 == rhs.int64 && lhs.uint == rhs.uint && lhs.uint8 == rhs.uint8)
        #expect(lhs.uint16 == rhs.uint16 && lhs.uint32 == rhs.uint32 && lhs.uint64 == rhs.uint64)
        #expect(lhs.double == rhs.double && lhs.float == rhs.float && lhs.bool == rhs.bool)
        #expect(lhs.string == rhs.string && lhs.decimal == rhs.decimal && lhs.date == rhs.date)
        #expect(lhs.url == rhs.url && lhs.uuid == rhs.uuid && lhs.data == rhs.data)
        #expect(lhs.topping == rhs.topping && lhs.priority == rhs.priority && lhs.optional == rhs.optional)
        #expect(lhs.array == rhs.array && lhs.set == rhs.set && lhs.dictionary == rhs.dictionary)
        #expect(lhs.nestedArrays == rhs.nestedArrays && lhs.arrayDictionary == rhs.arrayDictionary)
        #expect(lhs.location == rhs.location && lhs.locations == rhs.locations)
    }

    @Test func objectToDictionaryToObjectPreservesEveryValue() throws {
        let original = try sample()
        // nil written as null, so that nil replaces the non-nil default of `optional` on the way back
        let dictionary = try Mapper(nilEncoding: .null).dictionary(from: original)
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        let copy = try Mapper(mode: .strict).object(of: Everything.self, from: dictionary)
        expectEqual(copy, original)
    }

    @Test func objectThroughJSONSerializationPreservesEveryValue() throws {
        let original = try sample()
        let data = try JSONSerialization.data(
            withJSONObject: try Mapper(nilEncoding: .null).dictionary(from: original))
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let copy = try Mapper(mode: .strict).object(of: Everything.self, from: parsed)
        expectEqual(copy, original)
    }

    @Test func omittedNilLeavesTheDefaultOnTheWayBack() throws {
        var original = try sample()
        original.optional = nil
        let copy = try Mapper.object(of: Everything.self, from: try Mapper.dictionary(from: original))
        #expect(copy.optional == 7)
    }

    @Test func rmMapperScenarioRoundTrips() throws {
        let user = try Mapper.object(
            of: User.self,
            from: [
                "id": 1, "name": "Ada", "email": "ada@example.com", "age": 36,
                "rooms": [
                    [
                        "id": 10, "title": "Loft", "country_code": "GB", "toppings": ["cheese", "olives"],
                        "host": ["id": 2, "name": "Grace"],
                    ]
                ],
            ])
        let copy = try Mapper.object(of: User.self, from: try Mapper.dictionary(from: user))
        #expect(copy.id == 1 && copy.name == "Ada" && copy.email == "ada@example.com" && copy.age == 36)
        #expect(copy.rooms.map(\.title) == ["Loft"])
        #expect(copy.rooms[0].countryCode == "GB" && copy.rooms[0].toppings == [.cheese, .olives])
        #expect(copy.rooms[0].host?.name == "Grace")
    }
}
