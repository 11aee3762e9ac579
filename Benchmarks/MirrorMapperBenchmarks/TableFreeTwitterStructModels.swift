import MirrorMapper

// The table-free twins of the twitter struct models (TwitterStructModels.swift): the same properties,
// defaults and data keys, with no key path per property; a table states only the exceptions, as in
// TableFreeTwitterModels.swift. A status nests its retweet one level deep (see ``NoRetweet``).

struct TableFreeTimelineStruct<Dates: TimestampStyle>: Mappable {
    var statuses: [TableFreeTimelineStatusStruct<Dates>] = []
    var searchMetadata = TableFreeSearchMetadataStruct()

    static var mapping: Mapping<TableFreeTimelineStruct> { .automatic.keyStrategy(.snakeCase) }
}

/// A status of the timeline, which may hold the status it retweets.
typealias TableFreeTimelineStatusStruct<Dates: TimestampStyle> =
    TableFreeStatusStruct<Dates, TableFreeRetweetedStatusStruct<Dates>>
/// A retweeted status, which holds no retweet.
typealias TableFreeRetweetedStatusStruct<Dates: TimestampStyle> = TableFreeStatusStruct<Dates, NoRetweet>

struct TableFreeStatusStruct<Dates: TimestampStyle, Retweet: Mappable>: Mappable {
    var metadata = TableFreeStatusMetadataStruct()
    var createdAt: Dates.Value = Dates.initial
    var id: Int64 = 0
    var idStr = ""
    var text = ""
    var source = ""
    var truncated = false
    var inReplyToStatusId: Int64?
    var inReplyToStatusIdStr: String?
    var inReplyToUserId: Int64?
    var inReplyToUserIdStr: String?
    var inReplyToScreenName: String?
    var user = TableFreeUserStruct<Dates>()
    var retweetCount = 0
    var favoriteCount = 0
    var entities = TableFreeEntitiesStruct()
    var favorited = false
    var retweeted = false
    var possiblySensitive: Bool?
    var lang = ""
    var retweetedStatus: Retweet?

    static var mapping: Mapping<TableFreeStatusStruct> {
        .automatic.keyStrategy(.snakeCase).dateStrategy(.twitter, for: "createdAt")
    }
}

struct TableFreeUserStruct<Dates: TimestampStyle>: Mappable {
    var id: Int64 = 0
    var idStr = ""
    var name = ""
    var screenName = ""
    var location = ""
    var description = ""
    var url: String?
    var protected = false
    var followersCount = 0
    var friendsCount = 0
    var listedCount = 0
    var createdAt: Dates.Value = Dates.initial
    var favouritesCount = 0
    var utcOffset: Int?
    var timeZone: String?
    var geoEnabled = false
    var verified = false
    var statusesCount = 0
    var lang = ""
    var contributorsEnabled = false
    var isTranslator = false
    var isTranslationEnabled = false
    var profileBackgroundColor = ""
    var profileBackgroundImageUrl = ""
    var profileBackgroundImageUrlHttps = ""
    var profileBackgroundTile = false
    var profileImageUrl = ""
    var profileImageUrlHttps = ""
    var profileBannerUrl: String?
    var profileLinkColor = ""
    var profileSidebarBorderColor = ""
    var profileSidebarFillColor = ""
    var profileTextColor = ""
    var profileUseBackgroundImage = false
    var defaultProfile = false
    var defaultProfileImage = false
    var following = false
    var followRequestSent = false
    var notifications = false

    static var mapping: Mapping<TableFreeUserStruct> {
        .automatic.keyStrategy(.snakeCase).dateStrategy(.twitter, for: "createdAt")
    }
}

struct TableFreeStatusMetadataStruct: Mappable {
    var resultType = ""
    var isoLanguageCode = ""

    static let mapping = Mapping<TableFreeStatusMetadataStruct>.automatic.keyStrategy(.snakeCase)
}

struct TableFreeEntitiesStruct: Mappable {
    var hashtags: [TableFreeHashtagStruct] = []
    var symbols: [TableFreeHashtagStruct] = []
    var urls: [TableFreeURLEntityStruct] = []
    var userMentions: [TableFreeUserMentionStruct] = []

    static let mapping = Mapping<TableFreeEntitiesStruct>.automatic.keyStrategy(.snakeCase)
}

struct TableFreeHashtagStruct: Mappable {
    var text = ""
    var indices: [Int] = []
}

struct TableFreeURLEntityStruct: Mappable {
    var url = ""
    var expandedUrl = ""
    var displayUrl = ""
    var indices: [Int] = []

    static let mapping = Mapping<TableFreeURLEntityStruct>.automatic.keyStrategy(.snakeCase)
}

struct TableFreeUserMentionStruct: Mappable {
    var screenName = ""
    var name = ""
    var id: Int64 = 0
    var idStr = ""
    var indices: [Int] = []

    static let mapping = Mapping<TableFreeUserMentionStruct>.automatic.keyStrategy(.snakeCase)
}

struct TableFreeSearchMetadataStruct: Mappable {
    var completedIn = 0.0
    var maxId: Int64 = 0
    var maxIdStr = ""
    var nextResults = ""
    var query = ""
    var refreshUrl = ""
    var count = 0
    var sinceId: Int64 = 0
    var sinceIdStr = ""

    static let mapping = Mapping<TableFreeSearchMetadataStruct>.automatic.keyStrategy(.snakeCase)
}
