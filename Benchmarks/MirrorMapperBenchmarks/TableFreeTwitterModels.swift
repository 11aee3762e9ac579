import MirrorMapper

// The table-free twins of the twitter class models (TwitterModels.swift): the same types, properties,
// defaults and data keys, with no key path per property. Every stored property maps under its own
// name; a table states only the exceptions: snake_case keys, and the Twitter date format of
// `createdAt`. `TableFreeHashtag`, whose keys are its property names, has no table at all.

final class TableFreeTimeline<Dates: TimestampStyle>: Mappable {
    var statuses: [TableFreeStatus<Dates>] = []
    var searchMetadata = TableFreeSearchMetadata()
    required init() {}

    static var mapping: Mapping<TableFreeTimeline> { .automatic.keyStrategy(.snakeCase) }
}

final class TableFreeStatus<Dates: TimestampStyle>: Mappable {
    var metadata = TableFreeStatusMetadata()
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
    var user = TableFreeUser<Dates>()
    var retweetCount = 0
    var favoriteCount = 0
    var entities = TableFreeEntities()
    var favorited = false
    var retweeted = false
    var possiblySensitive: Bool?
    var lang = ""
    var retweetedStatus: TableFreeStatus?
    required init() {}

    static var mapping: Mapping<TableFreeStatus> {
        .automatic.keyStrategy(.snakeCase).dateStrategy(.twitter, for: "createdAt")
    }
}

final class TableFreeUser<Dates: TimestampStyle>: Mappable {
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
    required init() {}

    static var mapping: Mapping<TableFreeUser> {
        .automatic.keyStrategy(.snakeCase).dateStrategy(.twitter, for: "createdAt")
    }
}

final class TableFreeStatusMetadata: Mappable {
    var resultType = ""
    var isoLanguageCode = ""
    required init() {}

    static let mapping = Mapping<TableFreeStatusMetadata>.automatic.keyStrategy(.snakeCase)
}

final class TableFreeEntities: Mappable {
    var hashtags: [TableFreeHashtag] = []
    var symbols: [TableFreeHashtag] = []
    var urls: [TableFreeURLEntity] = []
    var userMentions: [TableFreeUserMention] = []
    required init() {}

    static let mapping = Mapping<TableFreeEntities>.automatic.keyStrategy(.snakeCase)
}

final class TableFreeHashtag: Mappable {
    var text = ""
    var indices: [Int] = []
    required init() {}
}

final class TableFreeURLEntity: Mappable {
    var url = ""
    var expandedUrl = ""
    var displayUrl = ""
    var indices: [Int] = []
    required init() {}

    static let mapping = Mapping<TableFreeURLEntity>.automatic.keyStrategy(.snakeCase)
}

final class TableFreeUserMention: Mappable {
    var screenName = ""
    var name = ""
    var id: Int64 = 0
    var idStr = ""
    var indices: [Int] = []
    required init() {}

    static let mapping = Mapping<TableFreeUserMention>.automatic.keyStrategy(.snakeCase)
}

final class TableFreeSearchMetadata: Mappable {
    var completedIn = 0.0
    var maxId: Int64 = 0
    var maxIdStr = ""
    var nextResults = ""
    var query = ""
    var refreshUrl = ""
    var count = 0
    var sinceId: Int64 = 0
    var sinceIdStr = ""
    required init() {}

    static let mapping = Mapping<TableFreeSearchMetadata>.automatic.keyStrategy(.snakeCase)
}
