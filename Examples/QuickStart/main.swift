// Maps a realistic API response into models straight from its JSON, keeps the user's last search
// in a store, then builds request parameters from a model. Run it with `swift run QuickStart`.
import Foundation
import MirrorMapper

enum Amenity: String, ValueConvertible {
    case wifi, kitchen, parking
}

final class Host: Mappable {
    var id: Int64 = 0
    var name = ""
    var isSuperhost = false
    var joined = Date(timeIntervalSince1970: 0)
    required init() {}
    static let mapping = Mapping<Host>([
        "id": \.id, "name": \.name, "isSuperhost": \.isSuperhost, "joined": \.joined,
    ])
    .renaming(["isSuperhost": "is_superhost", "joined": "joined_at"])
}

final class Listing: Mappable {
    var id: Int64 = 0
    var title = ""
    var pricePerNight = Decimal(0)
    var latitude = 0.0
    var longitude = 0.0
    var host: Host?
    var amenities: [Amenity] = []
    var photos: [URL] = []
    var rating: Double?
    var isFavourite = false  // local state, never sent or received
    required init() {}
    static let mapping = Mapping<Listing>([
        "id": \.id, "title": \.title, "pricePerNight": \.pricePerNight, "latitude": \.latitude,
        "longitude": \.longitude, "host": \.host, "amenities": \.amenities, "photos": \.photos,
        "rating": \.rating,
    ])
    .renaming(["pricePerNight": "price.amount", "latitude": "location.lat", "longitude": "location.lng"])
    .excluding("isFavourite")
}

/// The request a search screen sends, and keeps as the last search.
struct SearchRequest: Mappable {
    var city = ""
    var guests = 1
    var maxPrice: Decimal?
    var amenities: [Amenity] = []
    static let mapping: Mapping<SearchRequest> = [
        "city": \.city, "guests": \.guests, "maxPrice": \.maxPrice, "amenities": \.amenities,
    ]
}

extension DefaultsKeys {
    static let lastSearch = DefaultsKey("lastSearch", default: SearchRequest())
    static let searchCount = DefaultsKey("searchCount", default: 0)
}

let response = """
    {"data": {"listings": [
      {"id": 148423162444258920, "title": "Loft by the river", "price": {"amount": "129.90", "currency": "EUR"},
       "location": {"lat": 48.8566, "lng": 2.3522}, "rating": 4.87, "amenities": ["wifi", "kitchen"],
       "photos": ["https://example.com/p/1.jpg"],
       "host": {"id": "9001", "name": "Camille", "is_superhost": 1, "joined_at": "2016-04-02T09:30:00Z"}},
      {"id": 2, "title": "Garden studio", "price": {"amount": 85}, "location": {"lat": "48.85", "lng": 2.29},
       "rating": null, "amenities": ["parking"], "host": {"id": 77, "name": "Louis", "is_superhost": "no",
       "joined_at": 1483228800}},
      {"id": 3, "title": "Attic room", "price": {"amount": "cheap"}, "location": {"lat": 48.86, "lng": 2.34},
       "amenities": ["wifi"], "host": {"id": 78, "name": "Inès", "is_superhost": false}}
    ]}}
    """

do {
    // The models straight from the JSON text, at the response's key path: no JSONSerialization, no casts.
    var issues: [MappingIssue] = []
    let listings = try Mapper().collectingIssues(into: &issues) {
        try $0.objects(
            of: Listing.self, fromJSON: Data(response.utf8), at: "data.listings")
    }

    print("Mapped \(listings.count) listings:")
    for listing in listings {
        let host = listing.host.map { "\($0.name)\($0.isSuperhost ? " ★" : "")" } ?? "?"
        let rating = listing.rating.map { String($0) } ?? "new"
        print(
            "  #\(listing.id) \(listing.title) — €\(listing.pricePerNight)/night, host \(host), rating \(rating),",
            "amenities \(listing.amenities.map(\.rawValue))")
    }
    print("Worked around \(issues.count) problem(s) in the data:")
    for issue in issues { print("  \(issue)") }

    // The search, kept in a store (an app names its own: DefaultsStore(name: "com.example.stays")).
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("QuickStart-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = DefaultsStore(url: folder.appendingPathComponent("defaults.json"))
    store[.lastSearch] = SearchRequest(
        city: "Paris", guests: 2, maxPrice: Decimal(string: "150"), amenities: [.wifi])
    store[.searchCount] += 1
    let request = store[.lastSearch]
    print("Saved search #\(store[.searchCount]), read back: \(request.city) for \(request.guests)")

    // The same search as request parameters: a JSON body and a query string.
    let body = try Mapper().jsonData(from: request, sortingKeys: true)
    print("Request body: \(String(decoding: body, as: UTF8.self))")
    var components = URLComponents(string: "https://api.example.com/listings")
    components?.percentEncodedQuery = try Mapper().percentEncodedQuery(from: request)
    print("Request URL: \(components?.url?.absoluteString ?? "?")")
    let summary = try Mapper.dictionary(from: listings[0], including: ["id", "title"])
    print("A listing as parameters (id and title only): \(summary.sorted { $0.key < $1.key })")
} catch {
    print("QuickStart failed: \(error)")
    exit(1)
}
