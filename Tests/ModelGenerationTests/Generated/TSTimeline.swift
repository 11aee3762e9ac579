// Generated from a sample by `mirrormapper generate Fixtures/timeline.json --prefix TS --struct`.

import Foundation
import MirrorMapper

/// The root object of `timeline.json`.
struct TSTimeline: Mappable {
    var statuses: [TSStatus] = []
    var searchMetadata = TSSearchMetadata()

    static let mapping = Mapping<TSTimeline>.automatic
        .keyStrategy(.snakeCase)
}

/// Found at `statuses[]` in `timeline.json`.
struct TSStatus: Mappable {
    var createdAt = Date(timeIntervalSince1970: 0)
    var id = 0
    var idStr = ""
    var text = ""
    // Always null in the sample: generate again from a sample with a value, or declare the type.
    var inReplyToStatusID: Any?
    var user = TSUser()
    var entities = TSEntities()
    var retweetCount = 0
    var retweetedStatus: TSRetweetedStatus?
    var possiblySensitive: Bool?

    static let mapping = Mapping<TSStatus>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.twitter)
}

/// Found at `statuses[].user` and `statuses[].retweeted_status.user` in `timeline.json`.
struct TSUser: Mappable {
    var id = 0
    var idStr = ""
    var screenName = ""
    var profileImageURL: URL?
    var profileImageURLHTTPS: URL?
    var verified = false

    static let mapping = Mapping<TSUser>.automatic
        .keyStrategy(.snakeCase)
        .renaming([
            "profileImageURLHTTPS": "profile_image_url_https"
        ])
}

/// Found at `statuses[].entities` and `statuses[].retweeted_status.entities` in `timeline.json`.
struct TSEntities: Mappable {
    var hashtags: [TSHashtag] = []
    var urls: [TSURL] = []
}

/// Found at `statuses[].entities.hashtags[]` in `timeline.json`.
struct TSHashtag: Mappable {
    var text = ""
    var indices: [Int] = []
}

/// Found at `statuses[].entities.urls[]` in `timeline.json`.
struct TSURL: Mappable {
    var url: URL?
    var expandedURL: URL?
    var indices: [Int] = []

    static let mapping = Mapping<TSURL>.automatic
        .keyStrategy(.snakeCase)
}

/// Found at `statuses[].retweeted_status` in `timeline.json`.
struct TSRetweetedStatus: Mappable {
    var createdAt = Date(timeIntervalSince1970: 0)
    var id = 0
    var idStr = ""
    var text = ""
    var inReplyToStatusID = 0
    var user = TSUser()
    var entities = TSEntities()
    var retweetCount = 0
    var possiblySensitive = false

    static let mapping = Mapping<TSRetweetedStatus>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.twitter)
}

/// Found at `search_metadata` in `timeline.json`.
struct TSSearchMetadata: Mappable {
    var count = 0
    var maxIDStr = ""

    static let mapping = Mapping<TSSearchMetadata>.automatic
        .keyStrategy(.snakeCase)
}
