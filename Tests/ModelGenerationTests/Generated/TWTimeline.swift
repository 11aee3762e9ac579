// Generated from a sample by `mirrormapper generate Fixtures/timeline.json --prefix TW`.

import Foundation
import MirrorMapper

/// The root object of `timeline.json`.
final class TWTimeline: Mappable {
    var statuses: [TWStatus] = []
    var searchMetadata = TWSearchMetadata()
    required init() {}

    static let mapping = Mapping<TWTimeline>.automatic
        .keyStrategy(.snakeCase)
}

/// Found at `statuses[]` and `statuses[].retweeted_status` in `timeline.json`.
final class TWStatus: Mappable {
    var createdAt = Date(timeIntervalSince1970: 0)
    var id = 0
    var idStr = ""
    var text = ""
    var inReplyToStatusID: Int?
    var user = TWUser()
    var entities = TWEntities()
    var retweetCount = 0
    var retweetedStatus: TWStatus?
    var possiblySensitive: Bool?
    required init() {}

    static let mapping = Mapping<TWStatus>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.twitter)
}

/// Found at `statuses[].user` in `timeline.json`.
final class TWUser: Mappable {
    var id = 0
    var idStr = ""
    var screenName = ""
    var profileImageURL: URL?
    var profileImageURLHTTPS: URL?
    var verified = false
    required init() {}

    static let mapping = Mapping<TWUser>.automatic
        .keyStrategy(.snakeCase)
        .renaming([
            "profileImageURLHTTPS": "profile_image_url_https"
        ])
}

/// Found at `statuses[].entities` in `timeline.json`.
final class TWEntities: Mappable {
    var hashtags: [TWHashtag] = []
    var urls: [TWURL] = []
    required init() {}
}

/// Found at `statuses[].entities.hashtags[]` in `timeline.json`.
final class TWHashtag: Mappable {
    var text = ""
    var indices: [Int] = []
    required init() {}
}

/// Found at `statuses[].entities.urls[]` in `timeline.json`.
final class TWURL: Mappable {
    var url: URL?
    var expandedURL: URL?
    var indices: [Int] = []
    required init() {}

    static let mapping = Mapping<TWURL>.automatic
        .keyStrategy(.snakeCase)
}

/// Found at `search_metadata` in `timeline.json`.
final class TWSearchMetadata: Mappable {
    var count = 0
    var maxIDStr = ""
    required init() {}

    static let mapping = Mapping<TWSearchMetadata>.automatic
        .keyStrategy(.snakeCase)
}
