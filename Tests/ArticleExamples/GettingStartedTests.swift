// The DocC article "Getting Started": each test holds a block the article quotes, given the data
// it names, and checks what the block's comments say.
import Foundation
import MirrorMapper
import Testing

@Test func roomMappingIsComplete() throws { try Mapper.validate(Room.self) }

/// A room with a topping that `Topping` does not know.
private var roomWithAnUnknownTopping: [String: Any] { ["id": 7, "toppings": ["olives", "ham"]] }

@Test func mapDictionariesAndJSON() throws {
    let response: [String: Any] = ["rooms": [["id": 1], ["id": 2]]]
    let responseBody = Data(#"{"id": 3, "title": "Studio"}"#.utf8)
    let room = try Mapper.object(of: Room.self, from: ["id": "7", "title": "Loft", "country_code": "FR"])
    let rooms = try Mapper().objects(of: Room.self, from: response["rooms"] as? [Any] ?? [])
    let fromJSON = try Mapper.object(of: Room.self, fromJSON: responseBody)
    try Mapper.populate(room, from: ["title": "Attic"])  // in place: keys absent from the data are kept
    #expect(room.id == 7 && room.title == "Attic" && room.countryCode == "FR")
    #expect(rooms.map(\.id) == [1, 2] && fromJSON.title == "Studio")
}

@Test func readWhatWasWorkedAround() throws {
    let data = roomWithAnUnknownTopping
    var issues: [MappingIssue] = []
    let room = try Mapper().collectingIssues(into: &issues) { try $0.object(of: Room.self, from: data) }
    for issue in issues { print(issue) }
    // toppings[1]: expected Topping, found unknown raw value ham (dropped the element)
    #expect(room.toppings == [.olives])
    #expect(
        issues.map(\.description) == [
            "toppings[1]: expected Topping, found unknown raw value ham (dropped the element)"
        ])
}

@Test func strictModeThrows() throws {
    let data = roomWithAnUnknownTopping
    do {
        _ = try Mapper(mode: .strict).object(of: Room.self, from: data)
    } catch let error as MappingError {
        print(error.path, error.kind)
    }
    #expect(throws: MappingError.self) { try Mapper(mode: .strict).object(of: Room.self, from: data) }
}

@Test func backToDictionariesAndJSON() throws {
    let room = try Mapper.object(of: Room.self, from: ["id": 7, "title": "Loft", "toppings": ["basil"]])
    let parameters = try Mapper.dictionary(from: room)  // data keys, nested models
    let some = try Mapper.dictionary(from: room, including: ["id", "title"])
    let body = try Mapper().jsonData(from: room, sortingKeys: true)
    let query = try Mapper().percentEncodedQuery(from: room)  // for URLComponents.percentEncodedQuery
    #expect(parameters["country_code"] as? String == "" && some.keys.sorted() == ["id", "title"])
    #expect(
        String(decoding: body, as: UTF8.self)
            == #"{"country_code":"","id":7,"title":"Loft","toppings":["basil"]}"#)
    #expect(query == "country_code=&id=7&title=Loft&toppings%5B%5D=basil")
}

@Test func keepModelsOnDisk() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileURL = directory.appendingPathComponent("notes.json")
    let room = try Mapper.object(of: Room.self, from: ["id": 7, "title": "Loft"])

    let store = DefaultsStore(url: fileURL)  // or DefaultsStore(name: "com.example.notes")
    try store.set(room, forKey: "lastRoom")
    let saved = try store.value(of: Room.self, forKey: "lastRoom")
    #expect(saved?.title == "Loft")
}
