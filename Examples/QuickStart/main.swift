// Maps a realistic API response into models, then builds request parameters from a model.
// Run it with `swift run QuickStart`.
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

/// The request a search screen sends.
struct SearchRequest: Mappable {
    var city = ""
    var guests = 1
    var maxPrice: Decimal?
    var amenities: [Amenity] = []
    static let mapping: Mapping<SearchRequest> = [
        "city": \.city, "guests": \.guests, "maxPrice": \.maxPrice, "amenities": \.amenities,
    ]
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
    let json = try JSONSerialization.jsonObject(with: Data(response.utf8))
    let listingsData = ((json as? [String: Any])?["data"] as? [String: Any])?["listings"] as? [Any] ?? []
    var issues: [MappingIssue] = []
    let listings = try Mapper().objects(of: Listing.self, from: listingsData, issues: &issues)

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

    let request = SearchRequest(
        city: "Paris", guests: 2, maxPrice: Decimal(string: "150"), amenities: [.wifi])
    let parameters = try Mapper.dictionary(from: request)
    let body = try JSONSerialization.data(withJSONObject: parameters, options: [.sortedKeys])
    print("Request body: \(String(decoding: body, as: UTF8.self))")
    let summary = try Mapper.dictionary(from: listings[0], including: ["id", "title"])
    print("A listing as parameters (id and title only): \(summary.sorted { $0.key < $1.key })")
} catch {
    print("QuickStart failed: \(error)")
    exit(1)
}
