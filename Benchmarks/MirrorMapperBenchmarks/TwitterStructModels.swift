import MirrorMapper

// The struct twins of the twitter models (TwitterModels.swift): the same properties, defaults and
// tables, as structs. A status nests its retweet one level deep, as the data does (see
// ``NoRetweet``).

struct TwitterTimelineStruct<Dates: TimestampStyle>: Mappable, Equatable {
    var statuses: [TimelineStatusStruct<Dates>] = []
    var searchMetadata = SearchMetadataStruct()

    static var mapping: Mapping<TwitterTimelineStruct> {
        Mapping(["statuses": \.statuses, "searchMetadata": \.searchMetadata])
            .renaming(TwitterDataKeys.timeline)
    }
}

/// A status of the timeline, which may hold the status it retweets.
typealias TimelineStatusStruct<Dates: TimestampStyle> = StatusStruct<Dates, RetweetedStatusStruct<Dates>>
/// A retweeted status, which holds no retweet.
typealias RetweetedStatusStruct<Dates: TimestampStyle> = StatusStruct<Dates, NoRetweet>

struct StatusStruct<Dates: TimestampStyle, Retweet: Mappable & Equatable>: Mappable, Equatable {
    var metadata = StatusMetadataStruct()
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
    var user = TwitterUserStruct<Dates>()
    var retweetCount = 0
    var favoriteCount = 0
    var entities = EntitiesStruct()
    var favorited = false
    var retweeted = false
    var possiblySensitive: Bool?
    var lang = ""
    var retweetedStatus: Retweet?

    static var mapping: Mapping<StatusStruct> {
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

struct TwitterUserStruct<Dates: TimestampStyle>: Mappable, Equatable {
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

    static var mapping: Mapping<TwitterUserStruct> {
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

struct StatusMetadataStruct: Mappable, Equatable {
    var resultType = ""
    var isoLanguageCode = ""

    static let mapping = Mapping<StatusMetadataStruct>([
        "resultType": \.resultType, "isoLanguageCode": \.isoLanguageCode,
    ])
    .renaming(TwitterDataKeys.statusMetadata)
}

struct EntitiesStruct: Mappable, Equatable {
    var hashtags: [HashtagStruct] = []
    var symbols: [HashtagStruct] = []
    var urls: [URLEntityStruct] = []
    var userMentions: [UserMentionStruct] = []

    static let mapping = Mapping<EntitiesStruct>([
        "hashtags": \.hashtags, "symbols": \.symbols, "urls": \.urls, "userMentions": \.userMentions,
    ])
    .renaming(TwitterDataKeys.entities)
}

struct HashtagStruct: Mappable, Equatable {
    var text = ""
    var indices: [Int] = []

    static let mapping: Mapping<HashtagStruct> = ["text": \.text, "indices": \.indices]
}

struct URLEntityStruct: Mappable, Equatable {
    var url = ""
    var expandedUrl = ""
    var displayUrl = ""
    var indices: [Int] = []

    static let mapping = Mapping<URLEntityStruct>([
        "url": \.url, "expandedUrl": \.expandedUrl, "displayUrl": \.displayUrl, "indices": \.indices,
    ])
    .renaming(TwitterDataKeys.urlEntity)
}

struct UserMentionStruct: Mappable, Equatable {
    var screenName = ""
    var name = ""
    var id: Int64 = 0
    var idStr = ""
    var indices: [Int] = []

    static let mapping = Mapping<UserMentionStruct>([
        "screenName": \.screenName, "name": \.name, "id": \.id, "idStr": \.idStr, "indices": \.indices,
    ])
    .renaming(TwitterDataKeys.userMention)
}

struct SearchMetadataStruct: Mappable, Equatable {
    var completedIn = 0.0
    var maxId: Int64 = 0
    var maxIdStr = ""
    var nextResults = ""
    var query = ""
    var refreshUrl = ""
    var count = 0
    var sinceId: Int64 = 0
    var sinceIdStr = ""

    static let mapping = Mapping<SearchMetadataStruct>([
        "completedIn": \.completedIn, "maxId": \.maxId, "maxIdStr": \.maxIdStr, "nextResults": \.nextResults,
        "query": \.query, "refreshUrl": \.refreshUrl, "count": \.count, "sinceId": \.sinceId,
        "sinceIdStr": \.sinceIdStr,
    ])
    .renaming(TwitterDataKeys.searchMetadata)
}
