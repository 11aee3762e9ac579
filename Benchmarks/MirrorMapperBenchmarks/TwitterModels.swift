import MirrorMapper

// Mappable models of a twitter search response. Keys that are always null in the data (geo,
// coordinates, place, contributors) and the users' entities are not modelled, as in typical apps.
// At scale 1 a timeline holds about 813 model objects: the timeline's metadata, and per status
// (original or retweeted) the status, its user, entities and metadata, plus the entities' items.

final class TwitterTimeline<Dates: TimestampStyle>: Mappable {
    var statuses: [Status<Dates>] = []
    var searchMetadata = SearchMetadata()
    required init() {}

    static var mapping: Mapping<TwitterTimeline> {
        Mapping(["statuses": \.statuses, "searchMetadata": \.searchMetadata])
            .renaming(TwitterDataKeys.timeline)
    }
}

final class Status<Dates: TimestampStyle>: Mappable {
    var metadata = StatusMetadata()
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
    var user = TwitterUser<Dates>()
    var retweetCount = 0
    var favoriteCount = 0
    var entities = Entities()
    var favorited = false
    var retweeted = false
    var possiblySensitive: Bool?
    var lang = ""
    var retweetedStatus: Status?
    required init() {}

    static var mapping: Mapping<Status> {
        Mapping([
            "metadata": \.metadata, "createdAt": \.createdAt, "id": \.id, "idStr": \.idStr, "text": \.text,
            "source": \.source, "truncated": \.truncated, "inReplyToStatusId": \.inReplyToStatusId,
            "inReplyToStatusIdStr": \.inReplyToStatusIdStr, "inReplyToUserId": \.inReplyToUserId,
            "inReplyToUserIdStr": \.inReplyToUserIdStr, "inReplyToScreenName": \.inReplyToScreenName,
            "user": \.user, "retweetCount": \.retweetCount, "favoriteCount": \.favoriteCount,
            "entities": \.entities, "favorited": \.favorited, "retweeted": \.retweeted,
            "possiblySensitive": \.possiblySensitive, "lang": \.lang, "retweetedStatus": \.retweetedStatus,
        ])
        .renaming(TwitterDataKeys.status)
        .dateStrategy(.twitter)
    }
}

final class TwitterUser<Dates: TimestampStyle>: Mappable {
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

    static var mapping: Mapping<TwitterUser> {
        Mapping([
            "id": \.id, "idStr": \.idStr, "name": \.name, "screenName": \.screenName, "location": \.location,
            "description": \.description, "url": \.url, "protected": \.protected,
            "followersCount": \.followersCount, "friendsCount": \.friendsCount, "listedCount": \.listedCount,
            "createdAt": \.createdAt, "favouritesCount": \.favouritesCount, "utcOffset": \.utcOffset,
            "timeZone": \.timeZone, "geoEnabled": \.geoEnabled, "verified": \.verified,
            "statusesCount": \.statusesCount, "lang": \.lang, "contributorsEnabled": \.contributorsEnabled,
            "isTranslator": \.isTranslator, "isTranslationEnabled": \.isTranslationEnabled,
            "profileBackgroundColor": \.profileBackgroundColor,
            "profileBackgroundImageUrl": \.profileBackgroundImageUrl,
            "profileBackgroundImageUrlHttps": \.profileBackgroundImageUrlHttps,
            "profileBackgroundTile": \.profileBackgroundTile, "profileImageUrl": \.profileImageUrl,
            "profileImageUrlHttps": \.profileImageUrlHttps, "profileBannerUrl": \.profileBannerUrl,
            "profileLinkColor": \.profileLinkColor, "profileSidebarBorderColor": \.profileSidebarBorderColor,
            "profileSidebarFillColor": \.profileSidebarFillColor, "profileTextColor": \.profileTextColor,
            "profileUseBackgroundImage": \.profileUseBackgroundImage, "defaultProfile": \.defaultProfile,
            "defaultProfileImage": \.defaultProfileImage, "following": \.following,
            "followRequestSent": \.followRequestSent, "notifications": \.notifications,
        ])
        .renaming(TwitterDataKeys.user)
        .dateStrategy(.twitter)
    }
}

final class StatusMetadata: Mappable {
    var resultType = ""
    var isoLanguageCode = ""
    required init() {}

    static let mapping = Mapping<StatusMetadata>([
        "resultType": \.resultType, "isoLanguageCode": \.isoLanguageCode,
    ])
    .renaming(TwitterDataKeys.statusMetadata)
}

final class Entities: Mappable {
    var hashtags: [Hashtag] = []
    var symbols: [Hashtag] = []
    var urls: [URLEntity] = []
    var userMentions: [UserMention] = []
    required init() {}

    static let mapping = Mapping<Entities>([
        "hashtags": \.hashtags, "symbols": \.symbols, "urls": \.urls, "userMentions": \.userMentions,
    ])
    .renaming(TwitterDataKeys.entities)
}

final class Hashtag: Mappable {
    var text = ""
    var indices: [Int] = []
    required init() {}

    static let mapping: Mapping<Hashtag> = ["text": \.text, "indices": \.indices]
}

final class URLEntity: Mappable {
    var url = ""
    var expandedUrl = ""
    var displayUrl = ""
    var indices: [Int] = []
    required init() {}

    static let mapping = Mapping<URLEntity>([
        "url": \.url, "expandedUrl": \.expandedUrl, "displayUrl": \.displayUrl, "indices": \.indices,
    ])
    .renaming(TwitterDataKeys.urlEntity)
}

final class UserMention: Mappable {
    var screenName = ""
    var name = ""
    var id: Int64 = 0
    var idStr = ""
    var indices: [Int] = []
    required init() {}

    static let mapping = Mapping<UserMention>([
        "screenName": \.screenName, "name": \.name, "id": \.id, "idStr": \.idStr, "indices": \.indices,
    ])
    .renaming(TwitterDataKeys.userMention)
}

final class SearchMetadata: Mappable {
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

    static let mapping = Mapping<SearchMetadata>([
        "completedIn": \.completedIn, "maxId": \.maxId, "maxIdStr": \.maxIdStr, "nextResults": \.nextResults,
        "query": \.query, "refreshUrl": \.refreshUrl, "count": \.count, "sinceId": \.sinceId,
        "sinceIdStr": \.sinceIdStr,
    ])
    .renaming(TwitterDataKeys.searchMetadata)
}
