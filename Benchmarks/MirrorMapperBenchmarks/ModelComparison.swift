/// Compares two model graphs field by field and collects where they differ, so a wrong mapping
/// is shown by path (`statuses[3].user.utcOffset: 3600 ≠ nil`) instead of a bare `false`.
struct ModelComparison {
    private(set) var mismatches: [String] = []

    mutating func record(_ mismatch: String) {
        mismatches.append(mismatch)
    }

    /// Fails the run when the models differed, naming `check` and the first ten places.
    func requireNoMismatches(_ check: String) throws {
        guard mismatches.isEmpty else {
            let shown = mismatches.prefix(10).joined(separator: "\n  ")
            throw BenchmarkFailure(description: "\(check) differs in \(mismatches.count) places:\n  \(shown)")
        }
    }

    mutating func expect<Value: Equatable>(_ left: Value, _ right: Value, _ path: String) {
        if left != right { mismatches.append("\(path): \(left) ≠ \(right)") }
    }

    mutating func expect<Model>(
        _ left: [Model], _ right: [Model], _ path: String,
        elements: (inout Self, Model, Model, String) -> Void
    ) {
        guard left.count == right.count else {
            mismatches.append("\(path): \(left.count) elements ≠ \(right.count)")
            return
        }
        for index in left.indices { elements(&self, left[index], right[index], "\(path)[\(index)]") }
    }

    mutating func expect<Model>(
        _ left: [String: Model], _ right: [String: Model], _ path: String,
        values: (inout Self, Model, Model, String) -> Void
    ) {
        guard Set(left.keys) == Set(right.keys) else {
            mismatches.append("\(path): keys differ (\(left.count) ≠ \(right.count) entries)")
            return
        }
        for (key, value) in left {
            guard let other = right[key] else { continue }
            values(&self, value, other, "\(path)[\(key)]")
        }
    }

    mutating func expect<Model>(
        _ left: Model?, _ right: Model?, _ path: String, wrapped: (inout Self, Model, Model, String) -> Void
    ) {
        switch (left, right) {
        case (nil, nil): break
        case (let left?, let right?): wrapped(&self, left, right, path)
        default:
            mismatches.append(
                "\(path): \(left == nil ? "nil" : "present") ≠ \(right == nil ? "nil" : "present")")
        }
    }
}

// MARK: - Twitter

extension ModelComparison {
    mutating func compare<Dates>(
        _ left: TwitterTimeline<Dates>, _ right: TwitterTimeline<Dates>, _ path: String
    ) {
        expect(left.statuses, right.statuses, path + "statuses") { $0.compare($1, $2, $3) }
        compare(left.searchMetadata, right.searchMetadata, path + "searchMetadata")
    }

    mutating func compare<Dates>(_ left: Status<Dates>, _ right: Status<Dates>, _ path: String) {
        compare(left.metadata, right.metadata, path + ".metadata")
        expect(left.createdAt, right.createdAt, path + ".createdAt")
        expect(left.id, right.id, path + ".id")
        expect(left.idStr, right.idStr, path + ".idStr")
        expect(left.text, right.text, path + ".text")
        expect(left.source, right.source, path + ".source")
        expect(left.truncated, right.truncated, path + ".truncated")
        expect(left.inReplyToStatusId, right.inReplyToStatusId, path + ".inReplyToStatusId")
        expect(left.inReplyToStatusIdStr, right.inReplyToStatusIdStr, path + ".inReplyToStatusIdStr")
        expect(left.inReplyToUserId, right.inReplyToUserId, path + ".inReplyToUserId")
        expect(left.inReplyToUserIdStr, right.inReplyToUserIdStr, path + ".inReplyToUserIdStr")
        expect(left.inReplyToScreenName, right.inReplyToScreenName, path + ".inReplyToScreenName")
        compare(left.user, right.user, path + ".user")
        expect(left.retweetCount, right.retweetCount, path + ".retweetCount")
        expect(left.favoriteCount, right.favoriteCount, path + ".favoriteCount")
        compare(left.entities, right.entities, path + ".entities")
        expect(left.favorited, right.favorited, path + ".favorited")
        expect(left.retweeted, right.retweeted, path + ".retweeted")
        expect(left.possiblySensitive, right.possiblySensitive, path + ".possiblySensitive")
        expect(left.lang, right.lang, path + ".lang")
        expect(left.retweetedStatus, right.retweetedStatus, path + ".retweetedStatus") {
            $0.compare($1, $2, $3)
        }
    }

    mutating func compare<Dates>(_ left: TwitterUser<Dates>, _ right: TwitterUser<Dates>, _ path: String) {
        expect(left.id, right.id, path + ".id")
        expect(left.idStr, right.idStr, path + ".idStr")
        expect(left.name, right.name, path + ".name")
        expect(left.screenName, right.screenName, path + ".screenName")
        expect(left.location, right.location, path + ".location")
        expect(left.description, right.description, path + ".description")
        expect(left.url, right.url, path + ".url")
        expect(left.protected, right.protected, path + ".protected")
        expect(left.followersCount, right.followersCount, path + ".followersCount")
        expect(left.friendsCount, right.friendsCount, path + ".friendsCount")
        expect(left.listedCount, right.listedCount, path + ".listedCount")
        expect(left.createdAt, right.createdAt, path + ".createdAt")
        expect(left.favouritesCount, right.favouritesCount, path + ".favouritesCount")
        expect(left.utcOffset, right.utcOffset, path + ".utcOffset")
        expect(left.timeZone, right.timeZone, path + ".timeZone")
        expect(left.geoEnabled, right.geoEnabled, path + ".geoEnabled")
        expect(left.verified, right.verified, path + ".verified")
        expect(left.statusesCount, right.statusesCount, path + ".statusesCount")
        expect(left.lang, right.lang, path + ".lang")
        expect(left.contributorsEnabled, right.contributorsEnabled, path + ".contributorsEnabled")
        expect(left.isTranslator, right.isTranslator, path + ".isTranslator")
        expect(left.isTranslationEnabled, right.isTranslationEnabled, path + ".isTranslationEnabled")
        expect(left.profileBackgroundColor, right.profileBackgroundColor, path + ".profileBackgroundColor")
        expect(
            left.profileBackgroundImageUrl, right.profileBackgroundImageUrl,
            path + ".profileBackgroundImageUrl")
        expect(
            left.profileBackgroundImageUrlHttps, right.profileBackgroundImageUrlHttps,
            path + ".profileBackgroundImageUrlHttps")
        expect(left.profileBackgroundTile, right.profileBackgroundTile, path + ".profileBackgroundTile")
        expect(left.profileImageUrl, right.profileImageUrl, path + ".profileImageUrl")
        expect(left.profileImageUrlHttps, right.profileImageUrlHttps, path + ".profileImageUrlHttps")
        expect(left.profileBannerUrl, right.profileBannerUrl, path + ".profileBannerUrl")
        expect(left.profileLinkColor, right.profileLinkColor, path + ".profileLinkColor")
        expect(
            left.profileSidebarBorderColor, right.profileSidebarBorderColor,
            path + ".profileSidebarBorderColor")
        expect(left.profileSidebarFillColor, right.profileSidebarFillColor, path + ".profileSidebarFillColor")
        expect(left.profileTextColor, right.profileTextColor, path + ".profileTextColor")
        expect(
            left.profileUseBackgroundImage, right.profileUseBackgroundImage,
            path + ".profileUseBackgroundImage")
        expect(left.defaultProfile, right.defaultProfile, path + ".defaultProfile")
        expect(left.defaultProfileImage, right.defaultProfileImage, path + ".defaultProfileImage")
        expect(left.following, right.following, path + ".following")
        expect(left.followRequestSent, right.followRequestSent, path + ".followRequestSent")
        expect(left.notifications, right.notifications, path + ".notifications")
    }

    mutating func compare(_ left: StatusMetadata, _ right: StatusMetadata, _ path: String) {
        expect(left.resultType, right.resultType, path + ".resultType")
        expect(left.isoLanguageCode, right.isoLanguageCode, path + ".isoLanguageCode")
    }

    mutating func compare(_ left: Entities, _ right: Entities, _ path: String) {
        expect(left.hashtags, right.hashtags, path + ".hashtags") { $0.compare($1, $2, $3) }
        expect(left.symbols, right.symbols, path + ".symbols") { $0.compare($1, $2, $3) }
        expect(left.urls, right.urls, path + ".urls") { $0.compare($1, $2, $3) }
        expect(left.userMentions, right.userMentions, path + ".userMentions") { $0.compare($1, $2, $3) }
    }

    mutating func compare(_ left: Hashtag, _ right: Hashtag, _ path: String) {
        expect(left.text, right.text, path + ".text")
        expect(left.indices, right.indices, path + ".indices")
    }

    mutating func compare(_ left: URLEntity, _ right: URLEntity, _ path: String) {
        expect(left.url, right.url, path + ".url")
        expect(left.expandedUrl, right.expandedUrl, path + ".expandedUrl")
        expect(left.displayUrl, right.displayUrl, path + ".displayUrl")
        expect(left.indices, right.indices, path + ".indices")
    }

    mutating func compare(_ left: UserMention, _ right: UserMention, _ path: String) {
        expect(left.screenName, right.screenName, path + ".screenName")
        expect(left.name, right.name, path + ".name")
        expect(left.id, right.id, path + ".id")
        expect(left.idStr, right.idStr, path + ".idStr")
        expect(left.indices, right.indices, path + ".indices")
    }

    mutating func compare(_ left: SearchMetadata, _ right: SearchMetadata, _ path: String) {
        expect(left.completedIn, right.completedIn, path + ".completedIn")
        expect(left.maxId, right.maxId, path + ".maxId")
        expect(left.maxIdStr, right.maxIdStr, path + ".maxIdStr")
        expect(left.nextResults, right.nextResults, path + ".nextResults")
        expect(left.query, right.query, path + ".query")
        expect(left.refreshUrl, right.refreshUrl, path + ".refreshUrl")
        expect(left.count, right.count, path + ".count")
        expect(left.sinceId, right.sinceId, path + ".sinceId")
        expect(left.sinceIdStr, right.sinceIdStr, path + ".sinceIdStr")
    }
}

// MARK: - Catalog

extension ModelComparison {
    mutating func compare(_ left: Catalog, _ right: Catalog, _ path: String) {
        expect(left.areaNames, right.areaNames, path + "areaNames")
        expect(
            left.audienceSubCategoryNames, right.audienceSubCategoryNames, path + "audienceSubCategoryNames")
        expect(left.blockNames, right.blockNames, path + "blockNames")
        expect(left.events, right.events, path + "events") { $0.compare($1, $2, $3) }
        expect(left.performances, right.performances, path + "performances") { $0.compare($1, $2, $3) }
        expect(left.seatCategoryNames, right.seatCategoryNames, path + "seatCategoryNames")
        expect(left.subTopicNames, right.subTopicNames, path + "subTopicNames")
        expect(left.subjectNames, right.subjectNames, path + "subjectNames")
        expect(left.topicNames, right.topicNames, path + "topicNames")
        expect(left.topicSubTopics, right.topicSubTopics, path + "topicSubTopics")
        expect(left.venueNames, right.venueNames, path + "venueNames")
    }

    mutating func compare(_ left: Event, _ right: Event, _ path: String) {
        expect(left.description, right.description, path + ".description")
        expect(left.id, right.id, path + ".id")
        expect(left.logo, right.logo, path + ".logo")
        expect(left.name, right.name, path + ".name")
        expect(left.subTopicIds, right.subTopicIds, path + ".subTopicIds")
        expect(left.subjectCode, right.subjectCode, path + ".subjectCode")
        expect(left.subtitle, right.subtitle, path + ".subtitle")
        expect(left.topicIds, right.topicIds, path + ".topicIds")
    }

    mutating func compare(_ left: Performance, _ right: Performance, _ path: String) {
        expect(left.eventId, right.eventId, path + ".eventId")
        expect(left.id, right.id, path + ".id")
        expect(left.logo, right.logo, path + ".logo")
        expect(left.name, right.name, path + ".name")
        expect(left.prices, right.prices, path + ".prices") { $0.compare($1, $2, $3) }
        expect(left.seatCategories, right.seatCategories, path + ".seatCategories") { $0.compare($1, $2, $3) }
        expect(left.seatMapImage, right.seatMapImage, path + ".seatMapImage")
        expect(left.start, right.start, path + ".start")
        expect(left.venueCode, right.venueCode, path + ".venueCode")
    }

    mutating func compare(_ left: Price, _ right: Price, _ path: String) {
        expect(left.amount, right.amount, path + ".amount")
        expect(left.audienceSubCategoryId, right.audienceSubCategoryId, path + ".audienceSubCategoryId")
        expect(left.seatCategoryId, right.seatCategoryId, path + ".seatCategoryId")
    }

    mutating func compare(_ left: SeatCategory, _ right: SeatCategory, _ path: String) {
        expect(left.areas, right.areas, path + ".areas") { $0.compare($1, $2, $3) }
        expect(left.seatCategoryId, right.seatCategoryId, path + ".seatCategoryId")
    }

    mutating func compare(_ left: Area, _ right: Area, _ path: String) {
        expect(left.areaId, right.areaId, path + ".areaId")
        expect(left.blockIds, right.blockIds, path + ".blockIds")
    }
}
