// Generated from a sample by `mirrormapper generate Fixtures/feed.json --at data.items --name FeedItem`.

import Foundation
import MirrorMapper

/// Found at `data.items[]` in `feed.json`.
final class FeedItem: Mappable {
    var id = 0
    var title: String?
    var createdAt = Date(timeIntervalSince1970: 0)
    // Mixed in the sample (number, string): declare a type that takes them all.
    var kind: Any?
    var author = Author()
    var pinned: Bool?
    required init() {}

    static let mapping = Mapping<FeedItem>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.iso8601)
}

/// Found at `data.items[].author` in `feed.json`.
final class Author: Mappable {
    var handle = ""
    var avatar: URL?
    required init() {}
}
