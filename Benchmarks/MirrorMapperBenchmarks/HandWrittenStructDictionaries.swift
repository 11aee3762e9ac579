import Foundation

/// Struct models → JSON-compatible dictionaries written by hand, with the same keys as the mapping
/// tables and nil properties left out (the mapper's default). Dictionaries are sized up front.
enum HandWrittenStructDictionaries {
    // MARK: Twitter

    static func dictionary<Dates>(from timeline: TwitterTimelineStruct<Dates>) -> [String: Any] {
        let formatter = TwitterDateFormat.makeFormatter()
        return [
            "statuses": timeline.statuses.map { status in
                dictionary(from: status, formatter: formatter) { retweet in
                    dictionary(from: retweet, formatter: formatter) { _ in [:] }
                }
            },
            "search_metadata": dictionary(from: timeline.searchMetadata),
        ]
    }

    /// The dictionary of a status whose retweet, if any, becomes `retweet`'s dictionary.
    static func dictionary<Dates, Retweet>(
        from status: StatusStruct<Dates, Retweet>, formatter: DateFormatter,
        retweet: (Retweet) -> [String: Any]
    ) -> [String: Any] {
        var result: [String: Any] = [:]
        result.reserveCapacity(21)
        result["metadata"] = [
            "result_type": status.metadata.resultType, "iso_language_code": status.metadata.isoLanguageCode,
        ]
        result["created_at"] = Dates.twitterText(of: status.createdAt, formatter: formatter)
        result["id"] = status.id
        result["id_str"] = status.idStr
        result["text"] = status.text
        result["source"] = status.source
        result["truncated"] = status.truncated
        if let value = status.inReplyToStatusId { result["in_reply_to_status_id"] = value }
        if let value = status.inReplyToStatusIdStr { result["in_reply_to_status_id_str"] = value }
        if let value = status.inReplyToUserId { result["in_reply_to_user_id"] = value }
        if let value = status.inReplyToUserIdStr { result["in_reply_to_user_id_str"] = value }
        if let value = status.inReplyToScreenName { result["in_reply_to_screen_name"] = value }
        result["user"] = dictionary(from: status.user, formatter: formatter)
        result["retweet_count"] = status.retweetCount
        result["favorite_count"] = status.favoriteCount
        result["entities"] = dictionary(from: status.entities)
        result["favorited"] = status.favorited
        result["retweeted"] = status.retweeted
        if let value = status.possiblySensitive { result["possibly_sensitive"] = value }
        result["lang"] = status.lang
        if let retweeted = status.retweetedStatus {
            result["retweeted_status"] = retweet(retweeted)
        }
        return result
    }

    static func dictionary<Dates>(from user: TwitterUserStruct<Dates>, formatter: DateFormatter) -> [String:
        Any]
    {
        var result: [String: Any] = [:]
        result.reserveCapacity(39)
        result["id"] = user.id
        result["id_str"] = user.idStr
        result["name"] = user.name
        result["screen_name"] = user.screenName
        result["location"] = user.location
        result["description"] = user.description
        if let value = user.url { result["url"] = value }
        result["protected"] = user.protected
        result["followers_count"] = user.followersCount
        result["friends_count"] = user.friendsCount
        result["listed_count"] = user.listedCount
        result["created_at"] = Dates.twitterText(of: user.createdAt, formatter: formatter)
        result["favourites_count"] = user.favouritesCount
        if let value = user.utcOffset { result["utc_offset"] = value }
        if let value = user.timeZone { result["time_zone"] = value }
        result["geo_enabled"] = user.geoEnabled
        result["verified"] = user.verified
        result["statuses_count"] = user.statusesCount
        result["lang"] = user.lang
        result["contributors_enabled"] = user.contributorsEnabled
        result["is_translator"] = user.isTranslator
        result["is_translation_enabled"] = user.isTranslationEnabled
        result["profile_background_color"] = user.profileBackgroundColor
        result["profile_background_image_url"] = user.profileBackgroundImageUrl
        result["profile_background_image_url_https"] = user.profileBackgroundImageUrlHttps
        result["profile_background_tile"] = user.profileBackgroundTile
        result["profile_image_url"] = user.profileImageUrl
        result["profile_image_url_https"] = user.profileImageUrlHttps
        if let value = user.profileBannerUrl { result["profile_banner_url"] = value }
        result["profile_link_color"] = user.profileLinkColor
        result["profile_sidebar_border_color"] = user.profileSidebarBorderColor
        result["profile_sidebar_fill_color"] = user.profileSidebarFillColor
        result["profile_text_color"] = user.profileTextColor
        result["profile_use_background_image"] = user.profileUseBackgroundImage
        result["default_profile"] = user.defaultProfile
        result["default_profile_image"] = user.defaultProfileImage
        result["following"] = user.following
        result["follow_request_sent"] = user.followRequestSent
        result["notifications"] = user.notifications
        return result
    }

    static func dictionary(from entities: EntitiesStruct) -> [String: Any] {
        [
            "hashtags": entities.hashtags.map(dictionary(from:)),
            "symbols": entities.symbols.map(dictionary(from:)),
            "urls": entities.urls.map(dictionary(from:)),
            "user_mentions": entities.userMentions.map(dictionary(from:)),
        ]
    }

    static func dictionary(from hashtag: HashtagStruct) -> [String: Any] {
        ["text": hashtag.text, "indices": hashtag.indices]
    }

    static func dictionary(from url: URLEntityStruct) -> [String: Any] {
        [
            "url": url.url, "expanded_url": url.expandedUrl, "display_url": url.displayUrl,
            "indices": url.indices,
        ]
    }

    static func dictionary(from mention: UserMentionStruct) -> [String: Any] {
        [
            "screen_name": mention.screenName, "name": mention.name, "id": mention.id,
            "id_str": mention.idStr,
            "indices": mention.indices,
        ]
    }

    static func dictionary(from metadata: SearchMetadataStruct) -> [String: Any] {
        [
            "completed_in": metadata.completedIn, "max_id": metadata.maxId, "max_id_str": metadata.maxIdStr,
            "next_results": metadata.nextResults, "query": metadata.query, "refresh_url": metadata.refreshUrl,
            "count": metadata.count, "since_id": metadata.sinceId, "since_id_str": metadata.sinceIdStr,
        ]
    }

    // MARK: CatalogStruct

    static func dictionary(from catalog: CatalogStruct) -> [String: Any] {
        [
            "areaNames": catalog.areaNames,
            "audienceSubCategoryNames": catalog.audienceSubCategoryNames,
            "blockNames": catalog.blockNames,
            "events": catalog.events.mapValues(dictionary(from:)),
            "performances": catalog.performances.map(dictionary(from:)),
            "seatCategoryNames": catalog.seatCategoryNames,
            "subTopicNames": catalog.subTopicNames,
            "subjectNames": catalog.subjectNames,
            "topicNames": catalog.topicNames,
            "topicSubTopics": catalog.topicSubTopics,
            "venueNames": catalog.venueNames,
        ]
    }

    static func dictionary(from event: EventStruct) -> [String: Any] {
        var result: [String: Any] = ["id": event.id, "name": event.name, "subTopicIds": event.subTopicIds]
        result["topicIds"] = event.topicIds
        if let value = event.description { result["description"] = value }
        if let value = event.logo { result["logo"] = value }
        if let value = event.subjectCode { result["subjectCode"] = value }
        if let value = event.subtitle { result["subtitle"] = value }
        return result
    }

    static func dictionary(from performance: PerformanceStruct) -> [String: Any] {
        var result: [String: Any] = [
            "eventId": performance.eventId, "id": performance.id,
            "prices": performance.prices.map(dictionary(from:)),
            "seatCategories": performance.seatCategories.map(dictionary(from:)),
            "start": performance.start, "venueCode": performance.venueCode,
        ]
        if let value = performance.logo { result["logo"] = value }
        if let value = performance.name { result["name"] = value }
        if let value = performance.seatMapImage { result["seatMapImage"] = value }
        return result
    }

    static func dictionary(from price: PriceStruct) -> [String: Any] {
        [
            "amount": price.amount, "audienceSubCategoryId": price.audienceSubCategoryId,
            "seatCategoryId": price.seatCategoryId,
        ]
    }

    static func dictionary(from category: SeatCategoryStruct) -> [String: Any] {
        ["areas": category.areas.map(dictionary(from:)), "seatCategoryId": category.seatCategoryId]
    }

    static func dictionary(from area: AreaStruct) -> [String: Any] {
        ["areaId": area.areaId, "blockIds": area.blockIds]
    }
}
