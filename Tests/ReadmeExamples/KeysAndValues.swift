// The models of the DocC articles "Data Keys" and "Conversion Rules", which quote this file's code
// (their polymorphic Media is the Tour example's). They share the README tour's models, hence this
// target.
import Foundation
import MirrorMapper

final class Post: Mappable {
    var postID: Int64 = 0
    var authorName = ""
    var firstTag = ""
    var likes = 0
    required init() {}

    static let mapping = Mapping<Post>([
        "postID": \.postID, "authorName": \.authorName, "firstTag": \.firstTag, "likes": \.likes,
    ])
    .renaming(["postID": "id", "authorName": "author.name", "firstTag": "tags.0"])  // dotted paths, indices
    .fallbackKeys(["postID": ["post_id", "ID"]])  // tried in order, first present non-null wins
    .keyStrategy(.snakeCase)  // for this type only; renames always win
}

final class Review: Mappable {
    var createdAt = Date(timeIntervalSince1970: 0)
    var accentColor = 0
    var keywords: [String] = []
    var stars = 0
    required init() {}

    static let mapping = Mapping<Review>([
        "createdAt": \.createdAt, "accentColor": \.accentColor, "keywords": \.keywords, "stars": \.stars,
    ])
    .dateStrategy(.twitter, for: "createdAt")  // per property; also per type, per mapper
    .transform("accentColor", with: .hexadecimal)  // reads "#ff8800" or "ff8800", writes "ff8800"
    .transform("keywords", with: .separated(by: ","))  // "a, b" ↔ ["a", "b"]
    .transform("stars", with: .stars)  // your own, below
}

extension PropertyTransform where Value == Int {
    /// Text of stars ↔ their count: "★★★" ↔ 3.
    static let stars = PropertyTransform(
        read: { value in
            guard let text = value as? String, text.allSatisfy({ $0 == "★" }) else {
                throw MappingError(.custom("expected stars, found \(value)"))
            }
            return text.count
        },
        write: { count in String(repeating: "★", count: count) })
}

final class Timeline: Mappable {
    var stops: [Any] = []  // dictionaries become locations, other values stay as they are
    var entries: [Any] = []
    required init() {}

    static let mapping = Mapping<Timeline>(["stops": \.stops, "entries": \.entries])
        .itemType(Location.self, forArray: "stops")
        .itemType(forArray: "entries") { element -> (any Mappable.Type)? in  // typed: unrelated classes
            element["stars"] != nil ? Review.self : Post.self
        }
}

enum Visibility: String { case `public`, `private` }

struct Repository: Mappable {
    var visibility = OpenEnum(Visibility.public)  // .known(.public), or .unknown("internal")
    static let mapping = Mapping<Repository>(["visibility": \.visibility])
}
