// A tour of what MirrorMapper adds beyond RMMapper, one section per group: keys, values,
// objects, request parameters, Codable. Run it with `swift run Tour`.
import Foundation
import MirrorMapper

// MARK: - Models

class Media: Mappable {
    var id: Int64 = 0
    var url: URL?
    required init() {}
    class var mapping: ClassMapping {
        let table: ClassMapping = ["id": \Media.id, "url": \Media.url]
        return table.subtypes(on: "type", ["photo": Photo.self, "video": Video.self])
    }
}

final class Photo: Media {
    var width = 0
    override class var mapping: ClassMapping { ["width": \Photo.width] }
}

final class Video: Media {
    var seconds = 0.0
    override class var mapping: ClassMapping { ["seconds": \Video.seconds] }
}

final class Post: Mappable, MappingHooks {
    var postID: Int64 = 0
    var authorName = ""
    var firstTag = ""
    var createdAt = Date(timeIntervalSince1970: 0)
    var editedAt: Date?
    var accentColor = 0
    var keywords: [String] = []
    var price = Decimal(0)
    var media: [Media] = []
    var likes = 0
    var summary: String?
    required init() {}
    static let mapping = Mapping<Post>([
        "postID": \.postID, "authorName": \.authorName, "firstTag": \.firstTag, "createdAt": \.createdAt,
        "editedAt": \.editedAt, "accentColor": \.accentColor, "keywords": \.keywords, "price": \.price,
        "media": \.media, "likes": \.likes, "summary": \.summary,
    ])
    .renaming(["postID": "id", "authorName": "author.name", "firstTag": "tags.0"])
    .fallbackKeys(["postID": ["post_id", "ID"]])
    .dateStrategy(.twitter, for: "createdAt")
    .transform("accentColor", with: .hexadecimal)
    .transform("keywords", with: .separated(by: ","))

    static func willMap(_ dictionary: [String: Any]) -> [String: Any]? {
        dictionary["hidden"] as? Bool == true ? nil : dictionary
    }

    func didMap(from dictionary: [String: Any]) throws {
        if summary == nil, let first = keywords.first { summary = "about \(first)" }
    }
}

struct SearchFilter: Mappable {
    var query = ""
    var tags: [String] = []
    var minPrice: Decimal?
    var includeDrafts = false
    static let mapping: Mapping<SearchFilter> = [
        "query": \.query, "tags": \.tags, "minPrice": \.minPrice, "includeDrafts": \.includeDrafts,
    ]
}

// MARK: - Codable

// A plain Codable type works as a property type: the mapper reads it through an in-memory decoder.
struct Coordinates: Codable {
    var latitude: Double
    var longitude: Double
}

// A model that opts into Codable: JSONDecoder, JSONEncoder and property lists go through its table.
struct Venue: MappableCodable {
    var name = ""
    var coordinates = Coordinates(latitude: 0, longitude: 0)
    var openedAt: Date?
    var capacity = 100  // added after the saved data below was written
    static let mapping = Mapping<Venue>([
        "name": \.name, "coordinates": \.coordinates, "openedAt": \.openedAt, "capacity": \.capacity,
    ])
    .renaming(["name": "venue.name"])
    .keyStrategy(.snakeCase)
}

// MirrorMapper's names qualified by the module, for a module that also imports ObjectMapper (which
// exports `Mapper` and `Mappable` too).
typealias MirrorMappable = MirrorMapper.Mappable
let mirrorMapper = MirrorMapper.Mapper(mode: .lenient)

/// JSON text of any MirrorMapper model from the package's own writer, keys sorted.
func sortedJSON<Model: MirrorMappable>(of model: Model) throws -> String {
    String(decoding: try mirrorMapper.jsonData(from: model, sortingKeys: true), as: UTF8.self)
}

let response: [String: Any] = [
    "data": [
        "posts": [
            [
                "post_id": "148423162444258920", "author": ["name": "Ada"], "tags": ["swift", "json"],
                "created_at": "Sun Aug 31 00:29:15 +0000 2014", "edited_at": 1_409_500_000_000,
                "accent_color": "#ff8800", "keywords": "mapping, swift", "price": "19.99",
                "media": [
                    ["type": "photo", "id": 1, "width": 1024], ["type": "video", "id": 2, "seconds": 12.5],
                ],
                "likes": [3],
            ],
            ["id": 2, "author": ["name": "Grace"], "hidden": true],
            [
                "ID": 3, "author": ["name": "Linus"],
                "media": [["type": "photo", "id": 9, "width": "wide"], "junk"],
            ],
        ]
    ]
]

do {
    // MARK: Keys: dotted paths with indices, fallback keys, the response's key path, snake_case.
    print("== Keys")
    let mapper = Mapper(keyStrategy: .snakeCase)
    var issues: [MappingIssue] = []
    let posts = try mapper.collectingIssues(into: &issues) {
        try $0.objects(of: Post.self, from: response, at: "data.posts")
    }
    for post in posts {
        print("  post \(post.postID) by \(post.authorName), first tag \"\(post.firstTag)\"")
    }

    // MARK: Values: dates, transforms, money, lossy arrays, polymorphism, issues with paths.
    print("== Values")
    let first = posts[0]
    print("  created \(first.createdAt), edited \(first.editedAt.map { "\($0)" } ?? "never") (milliseconds)")
    print(
        "  accent 0x\(String(first.accentColor, radix: 16)), keywords \(first.keywords), price \(first.price)"
    )
    print("  media: \(first.media.map { "\(type(of: $0)) \($0.id)" })")
    print("  \(issues.count) problems worked around:")
    for issue in issues { print("    \(issue)") }

    // MARK: Objects: hooks, merge by identity, copy, differences, description.
    print("== Objects")
    print("  hidden post rejected by willMap; summary filled by didMap: \(first.summary ?? "-")")
    let merged = try mapper.merge(
        posts, with: [["id": 3, "likes": 10], ["id": 4, "author": ["name": "Barbara"]]],
        identifiedBy: "postID",
        orphans: .remove)
    print(
        "  merged: \(merged.map { "\($0.postID):\($0.likes)" }), post 3 kept its identity: \(merged[0] === posts[1])"
    )
    let draft = try Mapper().copy(of: first)
    draft.likes = 99
    for difference in try Mapper().differences(between: first, and: draft) {
        print("  changed \(difference)")
    }
    print(Mapper().description(of: posts[1]).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))

    // MARK: Request parameters: query, form body, JSON body.
    print("== Request parameters")
    let filter = SearchFilter(query: "C++ & Swift", tags: ["a", "b"], minPrice: Decimal(string: "9.5"))
    print("  query: \(try Mapper().percentEncodedQuery(from: filter))")
    print("  form:  \(String(decoding: try Mapper().formURLEncodedBody(from: filter), as: UTF8.self))")
    print(
        "  json:  \(String(decoding: try Mapper().jsonData(from: filter, sortingKeys: true), as: UTF8.self))")

    // MARK: Codable: a Codable property, a model through JSONEncoder and JSONDecoder.
    print("== Codable")
    let venue = try mirrorMapper.object(
        of: Venue.self,
        from: [
            "venue": ["name": "Vega"], "coordinates": ["latitude": "55.67", "longitude": 12.55],
            "opened_at": "2008-02-01T18:00:00Z",
        ])
    print("  \(venue.name) at \(venue.coordinates.latitude), \(venue.coordinates.longitude)")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print("  JSONEncoder: \(String(decoding: try encoder.encode(venue), as: UTF8.self))")
    print("  jsonData:    \(try sortedJSON(of: venue))")
    let saved = Data(
        #"{"venue": {"name": "Vega"}, "coordinates": {"latitude": 55.67, "longitude": 12.55}}"#.utf8)
    let decoded = try JSONDecoder().decode(Venue.self, from: saved)  // capacity == 100
    print("  JSONDecoder on data saved before `capacity` existed: capacity \(decoded.capacity) (the default)")
} catch {
    print("Tour failed: \(error)")
    exit(1)
}
