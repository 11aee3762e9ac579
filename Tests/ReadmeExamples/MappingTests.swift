// The README's tour, "Map", "Errors and reports" and "JSON, dictionaries and request parameters":
// each test holds a block the README quotes, given the data it names, and checks what the block's
// comments say.
import Foundation
import MirrorMapper
import Testing

@Test func map() throws {
    let dictionary: [String: Any] = ["id": 7, "title": "Attic", "country_code": "NO"]
    let array: [Any] = [dictionary, ["id": 8]]
    var room = try Mapper.object(of: Room.self, from: dictionary)  // new instance from init()
    let rooms = try Mapper().objects(of: Room.self, from: array)  // [Any] or [[String: Any]]
    try Mapper.populate(room, from: ["title": "Loft"])  // in place: PATCH semantics
    var location = Location()
    try Mapper.populate(&location, from: ["position": ["lat": 1.5]])  // structs in place
    try room.setValue("42", forKey: "id")  // key-value setting, converted (mutating, hence var room)
    #expect(room.id == 42 && room.title == "Loft" && room.countryCode == "NO")
    #expect(rooms.map(\.id) == [7, 8])
    #expect(location.latitude == 1.5)
}

@Test func backToADictionary() throws {
    struct Visit { var roomID = 7, nights = 2 }
    let someStructWithoutATable = Visit()
    let room = try Mapper.object(
        of: Room.self, from: ["id": 7, "title": "Loft", "country_code": "NO", "host": ["name": "Ada"]])
    let parameters = try Mapper.dictionary(from: room)  // data keys, nested models
    let some = try Mapper.dictionary(from: room, including: ["id", "title"])  // only these
    let noHost = try Mapper.dictionary(from: room, excluding: ["host"])
    let anyValue = try Mapper.dictionary(from: someStructWithoutATable)  // through Mirror
    #expect(parameters["country_code"] as? String == "NO")
    #expect((parameters["host"] as? [String: Any])?["name"] as? String == "Ada")
    #expect(some.keys.sorted() == ["id", "title"])
    #expect(noHost["host"] == nil && noHost["title"] as? String == "Loft")
    #expect(anyValue["nights"] as? Int == 2)
}

@Test func errorsAndReports() throws {
    let data: [String: Any] = ["rooms": [[:], [:], ["host": ["age": "old"]]]]
    var issues: [MappingIssue] = []
    let user = try Mapper().collectingIssues(into: &issues) { try $0.object(of: User.self, from: data) }
    // issues[0].description: rooms[2].host.age: expected Int, found String "old" (kept the current value)

    do {
        _ = try Mapper(mode: .strict).object(of: User.self, from: data)
    } catch let error as MappingError {
        print(error.path, error.kind)
    }
    #expect(user.rooms.count == 3)
    #expect(
        issues.map(\.description) == [
            #"rooms[2].host.age: expected Int, found String "old" (kept the current value)"#
        ])
    #expect(throws: MappingError.self) { try Mapper(mode: .strict).object(of: User.self, from: data) }
}
