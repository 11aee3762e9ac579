// Codable twins of the models: the same properties, decoded with `JSONDecoder` from the same bytes
// and encoded with `JSONEncoder`. Explicit coding keys, the fastest form of Codable (no key
// strategy conversion at run time); all structs, Codable's fastest models, so a status nests its
// retweet one level deep (see ``NoRetweet``). Optional properties use the synthesized
// `decodeIfPresent`, so absent and null keys both decode as nil, as in the models.

struct TwitterTimelineRecord<Dates: TimestampStyle>: Codable {
    var statuses: [TimelineStatusRecord<Dates>]
    var searchMetadata: SearchMetadataRecord

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

/// A status of the timeline, which may hold the status it retweets.
typealias TimelineStatusRecord<Dates: TimestampStyle> = StatusRecord<Dates, RetweetedStatusRecord<Dates>>
/// A retweeted status, which holds no retweet.
typealias RetweetedStatusRecord<Dates: TimestampStyle> = StatusRecord<Dates, NoRetweet>

struct StatusRecord<Dates: TimestampStyle, Retweet: Codable>: Codable {
    var metadata: StatusMetadataRecord
    var createdAt: Dates.Value
    var id: Int64
    var idStr: String
    var text: String
    var source: String
    var truncated: Bool
    var inReplyToStatusId: Int64?
    var inReplyToStatusIdStr: String?
    var inReplyToUserId: Int64?
    var inReplyToUserIdStr: String?
    var inReplyToScreenName: String?
    var user: TwitterUserRecord<Dates>
    var retweetCount: Int
    var favoriteCount: Int
    var entities: EntitiesRecord
    var favorited: Bool
    var retweeted: Bool
    var possiblySensitive: Bool?
    var lang: String
    var retweetedStatus: Retweet?

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text, source, truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities, favorited, retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
        case retweetedStatus = "retweeted_status"
    }
}

struct TwitterUserRecord<Dates: TimestampStyle>: Codable {
    var id: Int64
    var idStr: String
    var name: String
    var screenName: String
    var location: String
    var description: String
    var url: String?
    var protected: Bool
    var followersCount: Int
    var friendsCount: Int
    var listedCount: Int
    var createdAt: Dates.Value
    var favouritesCount: Int
    var utcOffset: Int?
    var timeZone: String?
    var geoEnabled: Bool
    var verified: Bool
    var statusesCount: Int
    var lang: String
    var contributorsEnabled: Bool
    var isTranslator: Bool
    var isTranslationEnabled: Bool
    var profileBackgroundColor: String
    var profileBackgroundImageUrl: String
    var profileBackgroundImageUrlHttps: String
    var profileBackgroundTile: Bool
    var profileImageUrl: String
    var profileImageUrlHttps: String
    var profileBannerUrl: String?
    var profileLinkColor: String
    var profileSidebarBorderColor: String
    var profileSidebarFillColor: String
    var profileTextColor: String
    var profileUseBackgroundImage: Bool
    var defaultProfile: Bool
    var defaultProfileImage: Bool
    var following: Bool
    var followRequestSent: Bool
    var notifications: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location, description, url, protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageUrl = "profile_background_image_url"
        case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageUrl = "profile_image_url"
        case profileImageUrlHttps = "profile_image_url_https"
        case profileBannerUrl = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }
}

struct StatusMetadataRecord: Codable {
    var resultType: String
    var isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}

struct EntitiesRecord: Codable {
    var hashtags: [HashtagRecord]
    var symbols: [HashtagRecord]
    var urls: [URLEntityRecord]
    var userMentions: [UserMentionRecord]

    enum CodingKeys: String, CodingKey {
        case hashtags, symbols, urls
        case userMentions = "user_mentions"
    }
}

struct HashtagRecord: Codable {
    var text: String
    var indices: [Int]
}

struct URLEntityRecord: Codable {
    var url: String
    var expandedUrl: String
    var displayUrl: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case url
        case expandedUrl = "expanded_url"
        case displayUrl = "display_url"
        case indices
    }
}

struct UserMentionRecord: Codable {
    var screenName: String
    var name: String
    var id: Int64
    var idStr: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name, id
        case idStr = "id_str"
        case indices
    }
}

struct SearchMetadataRecord: Codable {
    var completedIn: Double
    var maxId: Int64
    var maxIdStr: String
    var nextResults: String
    var query: String
    var refreshUrl: String
    var count: Int
    var sinceId: Int64
    var sinceIdStr: String

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshUrl = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }
}

// MARK: - Catalog

struct CatalogRecord: Codable {
    var areaNames: [String: String]
    var audienceSubCategoryNames: [String: String]
    var blockNames: [String: String]
    var events: [String: EventRecord]
    var performances: [PerformanceRecord]
    var seatCategoryNames: [String: String]
    var subTopicNames: [String: String]
    var subjectNames: [String: String]
    var topicNames: [String: String]
    var topicSubTopics: [String: [Int64]]
    var venueNames: [String: String]
}

struct EventRecord: Codable {
    var description: String?
    var id: Int64
    var logo: String?
    var name: String
    var subTopicIds: [Int64]
    var subjectCode: String?
    var subtitle: String?
    var topicIds: [Int64]
}

struct PerformanceRecord: Codable {
    var eventId: Int64
    var id: Int64
    var logo: String?
    var name: String?
    var prices: [PriceRecord]
    var seatCategories: [SeatCategoryRecord]
    var seatMapImage: String?
    var start: Int64
    var venueCode: String
}

struct PriceRecord: Codable {
    var amount: Int
    var audienceSubCategoryId: Int64
    var seatCategoryId: Int64
}

struct SeatCategoryRecord: Codable {
    var areas: [AreaRecord]
    var seatCategoryId: Int64
}

struct AreaRecord: Codable {
    var areaId: Int64
    var blockIds: [Int64]
}
