import Foundation

/// Dictionary → class models written by hand as fast as safe Swift allows on Linux, the bar the
/// mapper is held to: loose values read as ``TunedLooseReading`` describes, and nested objects that
/// the model creates anyway filled in place, not replaced.
enum TunedHandWrittenMapping: TunedLooseReading {
    // MARK: Twitter

    static func timeline<Dates>(from dictionary: [String: Any], as _: Dates.Type) -> TwitterTimeline<Dates> {
        let formatter = TwitterDateFormat.makeFormatter()
        let timeline = TwitterTimeline<Dates>()
        let statuses: [Status<Dates>]? = objects(dictionary["statuses"]) {
            status(from: $0, formatter: formatter)
        }
        if let statuses {
            timeline.statuses = statuses
        }
        if let metadata = object(dictionary["search_metadata"]) {
            fill(timeline.searchMetadata, from: metadata)
        }
        return timeline
    }

    static func status<Dates>(from dictionary: [String: Any], formatter: DateFormatter) -> Status<Dates> {
        let status = Status<Dates>()
        if let metadata = object(dictionary["metadata"]) {
            if let value = string(metadata["result_type"]) { status.metadata.resultType = value }
            if let value = string(metadata["iso_language_code"]) { status.metadata.isoLanguageCode = value }
        }
        if let text = string(dictionary["created_at"]),
            let date = Dates.value(fromTwitterText: text, formatter: formatter)
        {
            status.createdAt = date
        }
        if let value = number(dictionary["id"]) { status.id = value.int64Value }
        if let value = string(dictionary["id_str"]) { status.idStr = value }
        if let value = string(dictionary["text"]) { status.text = value }
        if let value = string(dictionary["source"]) { status.source = value }
        if let value = number(dictionary["truncated"]) { status.truncated = value.boolValue }
        status.inReplyToStatusId = number(dictionary["in_reply_to_status_id"])?.int64Value
        status.inReplyToStatusIdStr = string(dictionary["in_reply_to_status_id_str"])
        status.inReplyToUserId = number(dictionary["in_reply_to_user_id"])?.int64Value
        status.inReplyToUserIdStr = string(dictionary["in_reply_to_user_id_str"])
        status.inReplyToScreenName = string(dictionary["in_reply_to_screen_name"])
        if let user = object(dictionary["user"]) { fill(status.user, from: user, formatter: formatter) }
        if let value = number(dictionary["retweet_count"]) { status.retweetCount = value.intValue }
        if let value = number(dictionary["favorite_count"]) { status.favoriteCount = value.intValue }
        if let entities = object(dictionary["entities"]) { fill(status.entities, from: entities) }
        if let value = number(dictionary["favorited"]) { status.favorited = value.boolValue }
        if let value = number(dictionary["retweeted"]) { status.retweeted = value.boolValue }
        status.possiblySensitive = number(dictionary["possibly_sensitive"])?.boolValue
        if let value = string(dictionary["lang"]) { status.lang = value }
        if let retweeted = object(dictionary["retweeted_status"]) {
            status.retweetedStatus = self.status(from: retweeted, formatter: formatter)
        }
        return status
    }

    static func fill<Dates>(
        _ user: TwitterUser<Dates>, from dictionary: [String: Any], formatter: DateFormatter
    ) {
        if let value = number(dictionary["id"]) { user.id = value.int64Value }
        if let value = string(dictionary["id_str"]) { user.idStr = value }
        if let value = string(dictionary["name"]) { user.name = value }
        if let value = string(dictionary["screen_name"]) { user.screenName = value }
        if let value = string(dictionary["location"]) { user.location = value }
        if let value = string(dictionary["description"]) { user.description = value }
        user.url = string(dictionary["url"])
        if let value = number(dictionary["protected"]) { user.protected = value.boolValue }
        if let value = number(dictionary["followers_count"]) { user.followersCount = value.intValue }
        if let value = number(dictionary["friends_count"]) { user.friendsCount = value.intValue }
        if let value = number(dictionary["listed_count"]) { user.listedCount = value.intValue }
        if let text = string(dictionary["created_at"]),
            let date = Dates.value(fromTwitterText: text, formatter: formatter)
        {
            user.createdAt = date
        }
        if let value = number(dictionary["favourites_count"]) { user.favouritesCount = value.intValue }
        user.utcOffset = number(dictionary["utc_offset"])?.intValue
        user.timeZone = string(dictionary["time_zone"])
        if let value = number(dictionary["geo_enabled"]) { user.geoEnabled = value.boolValue }
        if let value = number(dictionary["verified"]) { user.verified = value.boolValue }
        if let value = number(dictionary["statuses_count"]) { user.statusesCount = value.intValue }
        if let value = string(dictionary["lang"]) { user.lang = value }
        if let value = number(dictionary["contributors_enabled"]) {
            user.contributorsEnabled = value.boolValue
        }
        if let value = number(dictionary["is_translator"]) { user.isTranslator = value.boolValue }
        if let value = number(dictionary["is_translation_enabled"]) {
            user.isTranslationEnabled = value.boolValue
        }
        if let value = string(dictionary["profile_background_color"]) { user.profileBackgroundColor = value }
        if let value = string(dictionary["profile_background_image_url"]) {
            user.profileBackgroundImageUrl = value
        }
        if let value = string(dictionary["profile_background_image_url_https"]) {
            user.profileBackgroundImageUrlHttps = value
        }
        if let value = number(dictionary["profile_background_tile"]) {
            user.profileBackgroundTile = value.boolValue
        }
        if let value = string(dictionary["profile_image_url"]) { user.profileImageUrl = value }
        if let value = string(dictionary["profile_image_url_https"]) { user.profileImageUrlHttps = value }
        user.profileBannerUrl = string(dictionary["profile_banner_url"])
        if let value = string(dictionary["profile_link_color"]) { user.profileLinkColor = value }
        if let value = string(dictionary["profile_sidebar_border_color"]) {
            user.profileSidebarBorderColor = value
        }
        if let value = string(dictionary["profile_sidebar_fill_color"]) {
            user.profileSidebarFillColor = value
        }
        if let value = string(dictionary["profile_text_color"]) { user.profileTextColor = value }
        if let value = number(dictionary["profile_use_background_image"]) {
            user.profileUseBackgroundImage = value.boolValue
        }
        if let value = number(dictionary["default_profile"]) { user.defaultProfile = value.boolValue }
        if let value = number(dictionary["default_profile_image"]) {
            user.defaultProfileImage = value.boolValue
        }
        if let value = number(dictionary["following"]) { user.following = value.boolValue }
        if let value = number(dictionary["follow_request_sent"]) { user.followRequestSent = value.boolValue }
        if let value = number(dictionary["notifications"]) { user.notifications = value.boolValue }
    }

    static func fill(_ entities: Entities, from dictionary: [String: Any]) {
        if let items = objects(dictionary["hashtags"], hashtag) { entities.hashtags = items }
        if let items = objects(dictionary["symbols"], hashtag) { entities.symbols = items }
        if let items = objects(dictionary["urls"], url) { entities.urls = items }
        if let items = objects(dictionary["user_mentions"], mention) { entities.userMentions = items }
    }

    static func hashtag(from dictionary: [String: Any]) -> Hashtag {
        let hashtag = Hashtag()
        if let value = string(dictionary["text"]) { hashtag.text = value }
        if let value = integers(dictionary["indices"], as: Int.self) { hashtag.indices = value }
        return hashtag
    }

    static func url(from dictionary: [String: Any]) -> URLEntity {
        let url = URLEntity()
        if let value = string(dictionary["url"]) { url.url = value }
        if let value = string(dictionary["expanded_url"]) { url.expandedUrl = value }
        if let value = string(dictionary["display_url"]) { url.displayUrl = value }
        if let value = integers(dictionary["indices"], as: Int.self) { url.indices = value }
        return url
    }

    static func mention(from dictionary: [String: Any]) -> UserMention {
        let mention = UserMention()
        if let value = string(dictionary["screen_name"]) { mention.screenName = value }
        if let value = string(dictionary["name"]) { mention.name = value }
        if let value = number(dictionary["id"]) { mention.id = value.int64Value }
        if let value = string(dictionary["id_str"]) { mention.idStr = value }
        if let value = integers(dictionary["indices"], as: Int.self) { mention.indices = value }
        return mention
    }

    static func fill(_ metadata: SearchMetadata, from dictionary: [String: Any]) {
        if let value = number(dictionary["completed_in"]) { metadata.completedIn = value.doubleValue }
        if let value = number(dictionary["max_id"]) { metadata.maxId = value.int64Value }
        if let value = string(dictionary["max_id_str"]) { metadata.maxIdStr = value }
        if let value = string(dictionary["next_results"]) { metadata.nextResults = value }
        if let value = string(dictionary["query"]) { metadata.query = value }
        if let value = string(dictionary["refresh_url"]) { metadata.refreshUrl = value }
        if let value = number(dictionary["count"]) { metadata.count = value.intValue }
        if let value = number(dictionary["since_id"]) { metadata.sinceId = value.int64Value }
        if let value = string(dictionary["since_id_str"]) { metadata.sinceIdStr = value }
    }

    // MARK: Catalog

    static func catalog(from dictionary: [String: Any]) -> Catalog {
        let catalog = Catalog()
        catalog.areaNames = values(byKey: dictionary["areaNames"], string) ?? [:]
        catalog.audienceSubCategoryNames =
            values(byKey: dictionary["audienceSubCategoryNames"], string) ?? [:]
        catalog.blockNames = values(byKey: dictionary["blockNames"], string) ?? [:]
        if let events = values(byKey: dictionary["events"], { object($0).map(event) }) {
            catalog.events = events
        }
        if let performances = objects(dictionary["performances"], performance) {
            catalog.performances = performances
        }
        catalog.seatCategoryNames = values(byKey: dictionary["seatCategoryNames"], string) ?? [:]
        catalog.subTopicNames = values(byKey: dictionary["subTopicNames"], string) ?? [:]
        catalog.subjectNames = values(byKey: dictionary["subjectNames"], string) ?? [:]
        catalog.topicNames = values(byKey: dictionary["topicNames"], string) ?? [:]
        if let subTopics = values(byKey: dictionary["topicSubTopics"], { integers($0, as: Int64.self) }) {
            catalog.topicSubTopics = subTopics
        }
        catalog.venueNames = values(byKey: dictionary["venueNames"], string) ?? [:]
        return catalog
    }

    static func event(from dictionary: [String: Any]) -> Event {
        let event = Event()
        event.description = string(dictionary["description"])
        if let value = number(dictionary["id"]) { event.id = value.int64Value }
        event.logo = string(dictionary["logo"])
        if let value = string(dictionary["name"]) { event.name = value }
        if let value = integers(dictionary["subTopicIds"], as: Int64.self) { event.subTopicIds = value }
        event.subjectCode = string(dictionary["subjectCode"])
        event.subtitle = string(dictionary["subtitle"])
        if let value = integers(dictionary["topicIds"], as: Int64.self) { event.topicIds = value }
        return event
    }

    static func performance(from dictionary: [String: Any]) -> Performance {
        let performance = Performance()
        if let value = number(dictionary["eventId"]) { performance.eventId = value.int64Value }
        if let value = number(dictionary["id"]) { performance.id = value.int64Value }
        performance.logo = string(dictionary["logo"])
        performance.name = string(dictionary["name"])
        if let value = objects(dictionary["prices"], price) { performance.prices = value }
        if let value = objects(dictionary["seatCategories"], seatCategory) {
            performance.seatCategories = value
        }
        performance.seatMapImage = string(dictionary["seatMapImage"])
        if let value = number(dictionary["start"]) { performance.start = value.int64Value }
        if let value = string(dictionary["venueCode"]) { performance.venueCode = value }
        return performance
    }

    static func price(from dictionary: [String: Any]) -> Price {
        let price = Price()
        if let value = number(dictionary["amount"]) { price.amount = value.intValue }
        if let value = number(dictionary["audienceSubCategoryId"]) {
            price.audienceSubCategoryId = value.int64Value
        }
        if let value = number(dictionary["seatCategoryId"]) { price.seatCategoryId = value.int64Value }
        return price
    }

    static func seatCategory(from dictionary: [String: Any]) -> SeatCategory {
        let category = SeatCategory()
        if let value = objects(dictionary["areas"], area) { category.areas = value }
        if let value = number(dictionary["seatCategoryId"]) { category.seatCategoryId = value.int64Value }
        return category
    }

    static func area(from dictionary: [String: Any]) -> Area {
        let area = Area()
        if let value = number(dictionary["areaId"]) { area.areaId = value.int64Value }
        if let value = integers(dictionary["blockIds"], as: Int64.self) { area.blockIds = value }
        return area
    }
}
