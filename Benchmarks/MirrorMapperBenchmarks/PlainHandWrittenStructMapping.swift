import Foundation

/// Dictionary → struct models written by hand in the everyday style: `as? Int`, `as? String`,
/// `as? [String: Any]`. A missing or mistyped value leaves the declared default, as the mapper does.
enum PlainHandWrittenStructMapping {
    // MARK: Twitter

    static func timeline<Dates>(from dictionary: [String: Any], as _: Dates.Type) -> TwitterTimelineStruct<
        Dates
    > {
        let formatter = TwitterDateFormat.makeFormatter()
        var timeline = TwitterTimelineStruct<Dates>()
        if let statuses = dictionary["statuses"] as? [[String: Any]] {
            timeline.statuses = statuses.map {
                status(from: $0, formatter: formatter) { retweet in
                    status(from: retweet, formatter: formatter) { _ in NoRetweet() }
                }
            }
        }
        if let metadata = dictionary["search_metadata"] as? [String: Any] {
            timeline.searchMetadata = searchMetadata(from: metadata)
        }
        return timeline
    }

    /// A status whose retweet, if any, `retweet` makes.
    static func status<Dates, Retweet>(
        from dictionary: [String: Any], formatter: DateFormatter, retweet: ([String: Any]) -> Retweet
    ) -> StatusStruct<Dates, Retweet> {
        var status = StatusStruct<Dates, Retweet>()
        if let metadata = dictionary["metadata"] as? [String: Any] {
            status.metadata.resultType = metadata["result_type"] as? String ?? ""
            status.metadata.isoLanguageCode = metadata["iso_language_code"] as? String ?? ""
        }
        if let text = dictionary["created_at"] as? String,
            let date = Dates.value(fromTwitterText: text, formatter: formatter)
        {
            status.createdAt = date
        }
        if let id = dictionary["id"] as? Int64 { status.id = id }
        if let idStr = dictionary["id_str"] as? String { status.idStr = idStr }
        if let text = dictionary["text"] as? String { status.text = text }
        if let source = dictionary["source"] as? String { status.source = source }
        if let truncated = dictionary["truncated"] as? Bool { status.truncated = truncated }
        status.inReplyToStatusId = dictionary["in_reply_to_status_id"] as? Int64
        status.inReplyToStatusIdStr = dictionary["in_reply_to_status_id_str"] as? String
        status.inReplyToUserId = dictionary["in_reply_to_user_id"] as? Int64
        status.inReplyToUserIdStr = dictionary["in_reply_to_user_id_str"] as? String
        status.inReplyToScreenName = dictionary["in_reply_to_screen_name"] as? String
        if let user = dictionary["user"] as? [String: Any] {
            status.user = self.user(from: user, formatter: formatter)
        }
        if let count = dictionary["retweet_count"] as? Int { status.retweetCount = count }
        if let count = dictionary["favorite_count"] as? Int { status.favoriteCount = count }
        if let entities = dictionary["entities"] as? [String: Any] {
            status.entities = self.entities(from: entities)
        }
        if let favorited = dictionary["favorited"] as? Bool { status.favorited = favorited }
        if let retweeted = dictionary["retweeted"] as? Bool { status.retweeted = retweeted }
        status.possiblySensitive = dictionary["possibly_sensitive"] as? Bool
        if let lang = dictionary["lang"] as? String { status.lang = lang }
        if let retweeted = dictionary["retweeted_status"] as? [String: Any] {
            status.retweetedStatus = retweet(retweeted)
        }
        return status
    }

    static func user<Dates>(from dictionary: [String: Any], formatter: DateFormatter) -> TwitterUserStruct<
        Dates
    > {
        var user = TwitterUserStruct<Dates>()
        if let id = dictionary["id"] as? Int64 { user.id = id }
        if let value = dictionary["id_str"] as? String { user.idStr = value }
        if let value = dictionary["name"] as? String { user.name = value }
        if let value = dictionary["screen_name"] as? String { user.screenName = value }
        if let value = dictionary["location"] as? String { user.location = value }
        if let value = dictionary["description"] as? String { user.description = value }
        user.url = dictionary["url"] as? String
        if let value = dictionary["protected"] as? Bool { user.protected = value }
        if let value = dictionary["followers_count"] as? Int { user.followersCount = value }
        if let value = dictionary["friends_count"] as? Int { user.friendsCount = value }
        if let value = dictionary["listed_count"] as? Int { user.listedCount = value }
        if let text = dictionary["created_at"] as? String,
            let date = Dates.value(fromTwitterText: text, formatter: formatter)
        {
            user.createdAt = date
        }
        if let value = dictionary["favourites_count"] as? Int { user.favouritesCount = value }
        user.utcOffset = dictionary["utc_offset"] as? Int
        user.timeZone = dictionary["time_zone"] as? String
        if let value = dictionary["geo_enabled"] as? Bool { user.geoEnabled = value }
        if let value = dictionary["verified"] as? Bool { user.verified = value }
        if let value = dictionary["statuses_count"] as? Int { user.statusesCount = value }
        if let value = dictionary["lang"] as? String { user.lang = value }
        if let value = dictionary["contributors_enabled"] as? Bool { user.contributorsEnabled = value }
        if let value = dictionary["is_translator"] as? Bool { user.isTranslator = value }
        if let value = dictionary["is_translation_enabled"] as? Bool { user.isTranslationEnabled = value }
        if let value = dictionary["profile_background_color"] as? String {
            user.profileBackgroundColor = value
        }
        if let value = dictionary["profile_background_image_url"] as? String {
            user.profileBackgroundImageUrl = value
        }
        if let value = dictionary["profile_background_image_url_https"] as? String {
            user.profileBackgroundImageUrlHttps = value
        }
        if let value = dictionary["profile_background_tile"] as? Bool { user.profileBackgroundTile = value }
        if let value = dictionary["profile_image_url"] as? String { user.profileImageUrl = value }
        if let value = dictionary["profile_image_url_https"] as? String { user.profileImageUrlHttps = value }
        user.profileBannerUrl = dictionary["profile_banner_url"] as? String
        if let value = dictionary["profile_link_color"] as? String { user.profileLinkColor = value }
        if let value = dictionary["profile_sidebar_border_color"] as? String {
            user.profileSidebarBorderColor = value
        }
        if let value = dictionary["profile_sidebar_fill_color"] as? String {
            user.profileSidebarFillColor = value
        }
        if let value = dictionary["profile_text_color"] as? String { user.profileTextColor = value }
        if let value = dictionary["profile_use_background_image"] as? Bool {
            user.profileUseBackgroundImage = value
        }
        if let value = dictionary["default_profile"] as? Bool { user.defaultProfile = value }
        if let value = dictionary["default_profile_image"] as? Bool { user.defaultProfileImage = value }
        if let value = dictionary["following"] as? Bool { user.following = value }
        if let value = dictionary["follow_request_sent"] as? Bool { user.followRequestSent = value }
        if let value = dictionary["notifications"] as? Bool { user.notifications = value }
        return user
    }

    static func entities(from dictionary: [String: Any]) -> EntitiesStruct {
        var entities = EntitiesStruct()
        if let items = dictionary["hashtags"] as? [[String: Any]] { entities.hashtags = items.map(hashtag) }
        if let items = dictionary["symbols"] as? [[String: Any]] { entities.symbols = items.map(hashtag) }
        if let items = dictionary["urls"] as? [[String: Any]] { entities.urls = items.map(url) }
        if let items = dictionary["user_mentions"] as? [[String: Any]] {
            entities.userMentions = items.map(mention)
        }
        return entities
    }

    static func hashtag(from dictionary: [String: Any]) -> HashtagStruct {
        var hashtag = HashtagStruct()
        if let text = dictionary["text"] as? String { hashtag.text = text }
        if let indices = dictionary["indices"] as? [Int] { hashtag.indices = indices }
        return hashtag
    }

    static func url(from dictionary: [String: Any]) -> URLEntityStruct {
        var url = URLEntityStruct()
        if let value = dictionary["url"] as? String { url.url = value }
        if let value = dictionary["expanded_url"] as? String { url.expandedUrl = value }
        if let value = dictionary["display_url"] as? String { url.displayUrl = value }
        if let indices = dictionary["indices"] as? [Int] { url.indices = indices }
        return url
    }

    static func mention(from dictionary: [String: Any]) -> UserMentionStruct {
        var mention = UserMentionStruct()
        if let value = dictionary["screen_name"] as? String { mention.screenName = value }
        if let value = dictionary["name"] as? String { mention.name = value }
        if let value = dictionary["id"] as? Int64 { mention.id = value }
        if let value = dictionary["id_str"] as? String { mention.idStr = value }
        if let indices = dictionary["indices"] as? [Int] { mention.indices = indices }
        return mention
    }

    static func searchMetadata(from dictionary: [String: Any]) -> SearchMetadataStruct {
        var metadata = SearchMetadataStruct()
        if let value = dictionary["completed_in"] as? Double { metadata.completedIn = value }
        if let value = dictionary["max_id"] as? Int64 { metadata.maxId = value }
        if let value = dictionary["max_id_str"] as? String { metadata.maxIdStr = value }
        if let value = dictionary["next_results"] as? String { metadata.nextResults = value }
        if let value = dictionary["query"] as? String { metadata.query = value }
        if let value = dictionary["refresh_url"] as? String { metadata.refreshUrl = value }
        if let value = dictionary["count"] as? Int { metadata.count = value }
        if let value = dictionary["since_id"] as? Int64 { metadata.sinceId = value }
        if let value = dictionary["since_id_str"] as? String { metadata.sinceIdStr = value }
        return metadata
    }

    // MARK: CatalogStruct

    static func catalog(from dictionary: [String: Any]) -> CatalogStruct {
        var catalog = CatalogStruct()
        catalog.areaNames = dictionary["areaNames"] as? [String: String] ?? [:]
        catalog.audienceSubCategoryNames = dictionary["audienceSubCategoryNames"] as? [String: String] ?? [:]
        catalog.blockNames = dictionary["blockNames"] as? [String: String] ?? [:]
        if let events = dictionary["events"] as? [String: [String: Any]] {
            catalog.events = events.mapValues(event)
        }
        if let performances = dictionary["performances"] as? [[String: Any]] {
            catalog.performances = performances.map(performance)
        }
        catalog.seatCategoryNames = dictionary["seatCategoryNames"] as? [String: String] ?? [:]
        catalog.subTopicNames = dictionary["subTopicNames"] as? [String: String] ?? [:]
        catalog.subjectNames = dictionary["subjectNames"] as? [String: String] ?? [:]
        catalog.topicNames = dictionary["topicNames"] as? [String: String] ?? [:]
        catalog.topicSubTopics = dictionary["topicSubTopics"] as? [String: [Int64]] ?? [:]
        catalog.venueNames = dictionary["venueNames"] as? [String: String] ?? [:]
        return catalog
    }

    static func event(from dictionary: [String: Any]) -> EventStruct {
        var event = EventStruct()
        event.description = dictionary["description"] as? String
        if let id = dictionary["id"] as? Int64 { event.id = id }
        event.logo = dictionary["logo"] as? String
        if let name = dictionary["name"] as? String { event.name = name }
        if let ids = dictionary["subTopicIds"] as? [Int64] { event.subTopicIds = ids }
        event.subjectCode = dictionary["subjectCode"] as? String
        event.subtitle = dictionary["subtitle"] as? String
        if let ids = dictionary["topicIds"] as? [Int64] { event.topicIds = ids }
        return event
    }

    static func performance(from dictionary: [String: Any]) -> PerformanceStruct {
        var performance = PerformanceStruct()
        if let id = dictionary["eventId"] as? Int64 { performance.eventId = id }
        if let id = dictionary["id"] as? Int64 { performance.id = id }
        performance.logo = dictionary["logo"] as? String
        performance.name = dictionary["name"] as? String
        if let prices = dictionary["prices"] as? [[String: Any]] { performance.prices = prices.map(price) }
        if let categories = dictionary["seatCategories"] as? [[String: Any]] {
            performance.seatCategories = categories.map(seatCategory)
        }
        performance.seatMapImage = dictionary["seatMapImage"] as? String
        if let start = dictionary["start"] as? Int64 { performance.start = start }
        if let code = dictionary["venueCode"] as? String { performance.venueCode = code }
        return performance
    }

    static func price(from dictionary: [String: Any]) -> PriceStruct {
        var price = PriceStruct()
        if let amount = dictionary["amount"] as? Int { price.amount = amount }
        if let id = dictionary["audienceSubCategoryId"] as? Int64 { price.audienceSubCategoryId = id }
        if let id = dictionary["seatCategoryId"] as? Int64 { price.seatCategoryId = id }
        return price
    }

    static func seatCategory(from dictionary: [String: Any]) -> SeatCategoryStruct {
        var category = SeatCategoryStruct()
        if let areas = dictionary["areas"] as? [[String: Any]] { category.areas = areas.map(area) }
        if let id = dictionary["seatCategoryId"] as? Int64 { category.seatCategoryId = id }
        return category
    }

    static func area(from dictionary: [String: Any]) -> AreaStruct {
        var area = AreaStruct()
        if let id = dictionary["areaId"] as? Int64 { area.areaId = id }
        if let ids = dictionary["blockIds"] as? [Int64] { area.blockIds = ids }
        return area
    }
}
