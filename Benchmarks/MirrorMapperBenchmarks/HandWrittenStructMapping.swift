import Foundation

/// The tuned baseline: leaves read through `NSNumber`'s accessors, no rule applied.
typealias TunedHandWrittenStructMapping = HandWrittenStructMapping<TunedLeaves>
/// The same code with the package's conversion rules applied to each leaf.
typealias RuleApplyingHandWrittenStructMapping = HandWrittenStructMapping<RuleApplyingLeaves>

/// Dictionary → struct models written by hand in the fastest safe Swift on Linux: containers read as
/// ``TunedLooseReading`` describes, nested values filled in place through `inout`, not replaced,
/// and each leaf read by `Leaves`. ``TunedHandWrittenStructMapping`` is the bar the mapper's struct
/// path is compared with; ``RuleApplyingHandWrittenStructMapping`` applies the package's rules to
/// every leaf, the bar it is held to.
enum HandWrittenStructMapping<Leaves: LeafReading>: TunedLooseReading {
    // MARK: Twitter

    static func timeline<Dates>(from dictionary: [String: Any], as _: Dates.Type) -> TwitterTimelineStruct<
        Dates
    > {
        let formatter = TwitterDateFormat.makeFormatter()
        var timeline = TwitterTimelineStruct<Dates>()
        let statuses: [TimelineStatusStruct<Dates>]? = objects(dictionary["statuses"]) {
            status(from: $0, formatter: formatter) { retweet in
                status(from: retweet, formatter: formatter) { _ in NoRetweet() }
            }
        }
        if let statuses {
            timeline.statuses = statuses
        }
        if let metadata = object(dictionary["search_metadata"]) {
            fill(&timeline.searchMetadata, from: metadata)
        }
        return timeline
    }

    /// A status whose retweet, if any, `retweet` makes.
    static func status<Dates, Retweet>(
        from dictionary: [String: Any], formatter: DateFormatter, retweet: ([String: Any]) -> Retweet
    ) -> StatusStruct<Dates, Retweet> {
        var status = StatusStruct<Dates, Retweet>()
        if let metadata = object(dictionary["metadata"]) {
            if let value = Leaves.string(metadata["result_type"]) { status.metadata.resultType = value }
            if let value = Leaves.string(metadata["iso_language_code"]) {
                status.metadata.isoLanguageCode = value
            }
        }
        if let text = Leaves.string(dictionary["created_at"]),
            let date = Dates.value(fromTwitterText: text, formatter: formatter)
        {
            status.createdAt = date
        }
        if let value = Leaves.int64(dictionary["id"]) { status.id = value }
        if let value = Leaves.string(dictionary["id_str"]) { status.idStr = value }
        if let value = Leaves.string(dictionary["text"]) { status.text = value }
        if let value = Leaves.string(dictionary["source"]) { status.source = value }
        if let value = Leaves.bool(dictionary["truncated"]) { status.truncated = value }
        status.inReplyToStatusId = Leaves.int64(dictionary["in_reply_to_status_id"])
        status.inReplyToStatusIdStr = Leaves.string(dictionary["in_reply_to_status_id_str"])
        status.inReplyToUserId = Leaves.int64(dictionary["in_reply_to_user_id"])
        status.inReplyToUserIdStr = Leaves.string(dictionary["in_reply_to_user_id_str"])
        status.inReplyToScreenName = Leaves.string(dictionary["in_reply_to_screen_name"])
        if let user = object(dictionary["user"]) { fill(&status.user, from: user, formatter: formatter) }
        if let value = Leaves.int(dictionary["retweet_count"]) { status.retweetCount = value }
        if let value = Leaves.int(dictionary["favorite_count"]) { status.favoriteCount = value }
        if let entities = object(dictionary["entities"]) { fill(&status.entities, from: entities) }
        if let value = Leaves.bool(dictionary["favorited"]) { status.favorited = value }
        if let value = Leaves.bool(dictionary["retweeted"]) { status.retweeted = value }
        status.possiblySensitive = Leaves.bool(dictionary["possibly_sensitive"])
        if let value = Leaves.string(dictionary["lang"]) { status.lang = value }
        if let retweeted = object(dictionary["retweeted_status"]) {
            status.retweetedStatus = retweet(retweeted)
        }
        return status
    }

    static func fill<Dates>(
        _ user: inout TwitterUserStruct<Dates>, from dictionary: [String: Any], formatter: DateFormatter
    ) {
        if let value = Leaves.int64(dictionary["id"]) { user.id = value }
        if let value = Leaves.string(dictionary["id_str"]) { user.idStr = value }
        if let value = Leaves.string(dictionary["name"]) { user.name = value }
        if let value = Leaves.string(dictionary["screen_name"]) { user.screenName = value }
        if let value = Leaves.string(dictionary["location"]) { user.location = value }
        if let value = Leaves.string(dictionary["description"]) { user.description = value }
        user.url = Leaves.string(dictionary["url"])
        if let value = Leaves.bool(dictionary["protected"]) { user.protected = value }
        if let value = Leaves.int(dictionary["followers_count"]) { user.followersCount = value }
        if let value = Leaves.int(dictionary["friends_count"]) { user.friendsCount = value }
        if let value = Leaves.int(dictionary["listed_count"]) { user.listedCount = value }
        if let text = Leaves.string(dictionary["created_at"]),
            let date = Dates.value(fromTwitterText: text, formatter: formatter)
        {
            user.createdAt = date
        }
        if let value = Leaves.int(dictionary["favourites_count"]) { user.favouritesCount = value }
        user.utcOffset = Leaves.int(dictionary["utc_offset"])
        user.timeZone = Leaves.string(dictionary["time_zone"])
        if let value = Leaves.bool(dictionary["geo_enabled"]) { user.geoEnabled = value }
        if let value = Leaves.bool(dictionary["verified"]) { user.verified = value }
        if let value = Leaves.int(dictionary["statuses_count"]) { user.statusesCount = value }
        if let value = Leaves.string(dictionary["lang"]) { user.lang = value }
        if let value = Leaves.bool(dictionary["contributors_enabled"]) {
            user.contributorsEnabled = value
        }
        if let value = Leaves.bool(dictionary["is_translator"]) { user.isTranslator = value }
        if let value = Leaves.bool(dictionary["is_translation_enabled"]) {
            user.isTranslationEnabled = value
        }
        if let value = Leaves.string(dictionary["profile_background_color"]) {
            user.profileBackgroundColor = value
        }
        if let value = Leaves.string(dictionary["profile_background_image_url"]) {
            user.profileBackgroundImageUrl = value
        }
        if let value = Leaves.string(dictionary["profile_background_image_url_https"]) {
            user.profileBackgroundImageUrlHttps = value
        }
        if let value = Leaves.bool(dictionary["profile_background_tile"]) {
            user.profileBackgroundTile = value
        }
        if let value = Leaves.string(dictionary["profile_image_url"]) { user.profileImageUrl = value }
        if let value = Leaves.string(dictionary["profile_image_url_https"]) {
            user.profileImageUrlHttps = value
        }
        user.profileBannerUrl = Leaves.string(dictionary["profile_banner_url"])
        if let value = Leaves.string(dictionary["profile_link_color"]) { user.profileLinkColor = value }
        if let value = Leaves.string(dictionary["profile_sidebar_border_color"]) {
            user.profileSidebarBorderColor = value
        }
        if let value = Leaves.string(dictionary["profile_sidebar_fill_color"]) {
            user.profileSidebarFillColor = value
        }
        if let value = Leaves.string(dictionary["profile_text_color"]) { user.profileTextColor = value }
        if let value = Leaves.bool(dictionary["profile_use_background_image"]) {
            user.profileUseBackgroundImage = value
        }
        if let value = Leaves.bool(dictionary["default_profile"]) { user.defaultProfile = value }
        if let value = Leaves.bool(dictionary["default_profile_image"]) {
            user.defaultProfileImage = value
        }
        if let value = Leaves.bool(dictionary["following"]) { user.following = value }
        if let value = Leaves.bool(dictionary["follow_request_sent"]) { user.followRequestSent = value }
        if let value = Leaves.bool(dictionary["notifications"]) { user.notifications = value }
    }

    static func fill(_ entities: inout EntitiesStruct, from dictionary: [String: Any]) {
        if let items = objects(dictionary["hashtags"], hashtag) { entities.hashtags = items }
        if let items = objects(dictionary["symbols"], hashtag) { entities.symbols = items }
        if let items = objects(dictionary["urls"], url) { entities.urls = items }
        if let items = objects(dictionary["user_mentions"], mention) { entities.userMentions = items }
    }

    static func hashtag(from dictionary: [String: Any]) -> HashtagStruct {
        var hashtag = HashtagStruct()
        if let value = Leaves.string(dictionary["text"]) { hashtag.text = value }
        if let value = Leaves.integers(dictionary["indices"], as: Int.self) { hashtag.indices = value }
        return hashtag
    }

    static func url(from dictionary: [String: Any]) -> URLEntityStruct {
        var url = URLEntityStruct()
        if let value = Leaves.string(dictionary["url"]) { url.url = value }
        if let value = Leaves.string(dictionary["expanded_url"]) { url.expandedUrl = value }
        if let value = Leaves.string(dictionary["display_url"]) { url.displayUrl = value }
        if let value = Leaves.integers(dictionary["indices"], as: Int.self) { url.indices = value }
        return url
    }

    static func mention(from dictionary: [String: Any]) -> UserMentionStruct {
        var mention = UserMentionStruct()
        if let value = Leaves.string(dictionary["screen_name"]) { mention.screenName = value }
        if let value = Leaves.string(dictionary["name"]) { mention.name = value }
        if let value = Leaves.int64(dictionary["id"]) { mention.id = value }
        if let value = Leaves.string(dictionary["id_str"]) { mention.idStr = value }
        if let value = Leaves.integers(dictionary["indices"], as: Int.self) { mention.indices = value }
        return mention
    }

    static func fill(_ metadata: inout SearchMetadataStruct, from dictionary: [String: Any]) {
        if let value = Leaves.double(dictionary["completed_in"]) { metadata.completedIn = value }
        if let value = Leaves.int64(dictionary["max_id"]) { metadata.maxId = value }
        if let value = Leaves.string(dictionary["max_id_str"]) { metadata.maxIdStr = value }
        if let value = Leaves.string(dictionary["next_results"]) { metadata.nextResults = value }
        if let value = Leaves.string(dictionary["query"]) { metadata.query = value }
        if let value = Leaves.string(dictionary["refresh_url"]) { metadata.refreshUrl = value }
        if let value = Leaves.int(dictionary["count"]) { metadata.count = value }
        if let value = Leaves.int64(dictionary["since_id"]) { metadata.sinceId = value }
        if let value = Leaves.string(dictionary["since_id_str"]) { metadata.sinceIdStr = value }
    }

    // MARK: CatalogStruct

    static func catalog(from dictionary: [String: Any]) -> CatalogStruct {
        var catalog = CatalogStruct()
        catalog.areaNames = values(byKey: dictionary["areaNames"], Leaves.string) ?? [:]
        catalog.audienceSubCategoryNames =
            values(byKey: dictionary["audienceSubCategoryNames"], Leaves.string) ?? [:]
        catalog.blockNames = values(byKey: dictionary["blockNames"], Leaves.string) ?? [:]
        if let events = values(byKey: dictionary["events"], { object($0).map(event) }) {
            catalog.events = events
        }
        if let performances = objects(dictionary["performances"], performance) {
            catalog.performances = performances
        }
        catalog.seatCategoryNames = values(byKey: dictionary["seatCategoryNames"], Leaves.string) ?? [:]
        catalog.subTopicNames = values(byKey: dictionary["subTopicNames"], Leaves.string) ?? [:]
        catalog.subjectNames = values(byKey: dictionary["subjectNames"], Leaves.string) ?? [:]
        catalog.topicNames = values(byKey: dictionary["topicNames"], Leaves.string) ?? [:]
        if let subTopics = values(
            byKey: dictionary["topicSubTopics"], { Leaves.integers($0, as: Int64.self) })
        {
            catalog.topicSubTopics = subTopics
        }
        catalog.venueNames = values(byKey: dictionary["venueNames"], Leaves.string) ?? [:]
        return catalog
    }

    static func event(from dictionary: [String: Any]) -> EventStruct {
        var event = EventStruct()
        event.description = Leaves.string(dictionary["description"])
        if let value = Leaves.int64(dictionary["id"]) { event.id = value }
        event.logo = Leaves.string(dictionary["logo"])
        if let value = Leaves.string(dictionary["name"]) { event.name = value }
        if let value = Leaves.integers(dictionary["subTopicIds"], as: Int64.self) {
            event.subTopicIds = value
        }
        event.subjectCode = Leaves.string(dictionary["subjectCode"])
        event.subtitle = Leaves.string(dictionary["subtitle"])
        if let value = Leaves.integers(dictionary["topicIds"], as: Int64.self) { event.topicIds = value }
        return event
    }

    static func performance(from dictionary: [String: Any]) -> PerformanceStruct {
        var performance = PerformanceStruct()
        if let value = Leaves.int64(dictionary["eventId"]) { performance.eventId = value }
        if let value = Leaves.int64(dictionary["id"]) { performance.id = value }
        performance.logo = Leaves.string(dictionary["logo"])
        performance.name = Leaves.string(dictionary["name"])
        if let value = objects(dictionary["prices"], price) { performance.prices = value }
        if let value = objects(dictionary["seatCategories"], seatCategory) {
            performance.seatCategories = value
        }
        performance.seatMapImage = Leaves.string(dictionary["seatMapImage"])
        if let value = Leaves.int64(dictionary["start"]) { performance.start = value }
        if let value = Leaves.string(dictionary["venueCode"]) { performance.venueCode = value }
        return performance
    }

    static func price(from dictionary: [String: Any]) -> PriceStruct {
        var price = PriceStruct()
        if let value = Leaves.int(dictionary["amount"]) { price.amount = value }
        if let value = Leaves.int64(dictionary["audienceSubCategoryId"]) {
            price.audienceSubCategoryId = value
        }
        if let value = Leaves.int64(dictionary["seatCategoryId"]) { price.seatCategoryId = value }
        return price
    }

    static func seatCategory(from dictionary: [String: Any]) -> SeatCategoryStruct {
        var category = SeatCategoryStruct()
        if let value = objects(dictionary["areas"], area) { category.areas = value }
        if let value = Leaves.int64(dictionary["seatCategoryId"]) { category.seatCategoryId = value }
        return category
    }

    static func area(from dictionary: [String: Any]) -> AreaStruct {
        var area = AreaStruct()
        if let value = Leaves.int64(dictionary["areaId"]) { area.areaId = value }
        if let value = Leaves.integers(dictionary["blockIds"], as: Int64.self) { area.blockIds = value }
        return area
    }
}
