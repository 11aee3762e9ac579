// The README's tour, "JSON, dictionaries and request parameters": the block, given a body, a filter
// and a request.
import Foundation
import MirrorMapper
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct SearchFilter: Mappable {
    var query = ""
    static let mapping = Mapping<SearchFilter>(["query": \.query])
}

@Test func jsonAndRequestParameters() throws {
    let body = Data(
        #"{"id": 148423162444258920, "name": "Ada", "rooms": [{"id": 7, "title": "Loft"}]}"#.utf8)
    let filter = SearchFilter(query: "C++ x")
    let room = try Mapper.object(of: Room.self, from: ["id": 7, "host": ["name": "Ada"]])
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/users")))

    let user = try Mapper.object(of: User.self, fromJSON: body)  // the package's own JSON reader
    let rooms = try Mapper().objects(of: Room.self, fromJSON: body, at: "rooms")  // a response's key path
    let json = try Mapper().jsonData(from: user, sortingKeys: true)  // and writer: exact 64-bit ids

    var components = URLComponents(string: "https://api.example.com/search")
    components?.percentEncodedQuery = try Mapper().percentEncodedQuery(from: filter)  // query=C%2B%2B%20x
    request.httpBody = try Mapper().formURLEncodedBody(from: user, including: ["id", "name"])
    request.httpBody = try Mapper().jsonData(from: room, excluding: ["host"], sortingKeys: true)

    #expect(String(decoding: json, as: UTF8.self).hasPrefix(#"{"age":0,"id":148423162444258920,"#))
    #expect(rooms.map(\.title) == ["Loft"])
    #expect(components?.url?.absoluteString == "https://api.example.com/search?query=C%2B%2B%20x")
    let form = try Mapper().formURLEncodedBody(from: user, including: ["id", "name"])
    #expect(String(decoding: form, as: UTF8.self) == "id=148423162444258920&name=Ada")
    #expect(request.httpBody == Data(#"{"country_code":"","id":7,"title":"","toppings":[]}"#.utf8))
}
