// The data keys of the twitter models that differ from their property names, for each model's
// `.renaming`: one table for the class models and their struct twins. (The Codable twins spell the
// same keys in their `CodingKeys`, as Codable code does.)
enum TwitterDataKeys {
    static let timeline = ["searchMetadata": "search_metadata"]

    static let status = [
        "createdAt": "created_at", "idStr": "id_str", "inReplyToStatusId": "in_reply_to_status_id",
        "inReplyToStatusIdStr": "in_reply_to_status_id_str", "inReplyToUserId": "in_reply_to_user_id",
        "inReplyToUserIdStr": "in_reply_to_user_id_str", "inReplyToScreenName": "in_reply_to_screen_name",
        "retweetCount": "retweet_count", "favoriteCount": "favorite_count",
        "possiblySensitive": "possibly_sensitive", "retweetedStatus": "retweeted_status",
    ]

    static let user = [
        "idStr": "id_str", "screenName": "screen_name", "followersCount": "followers_count",
        "friendsCount": "friends_count", "listedCount": "listed_count", "createdAt": "created_at",
        "favouritesCount": "favourites_count", "utcOffset": "utc_offset", "timeZone": "time_zone",
        "geoEnabled": "geo_enabled", "statusesCount": "statuses_count",
        "contributorsEnabled": "contributors_enabled", "isTranslator": "is_translator",
        "isTranslationEnabled": "is_translation_enabled",
        "profileBackgroundColor": "profile_background_color",
        "profileBackgroundImageUrl": "profile_background_image_url",
        "profileBackgroundImageUrlHttps": "profile_background_image_url_https",
        "profileBackgroundTile": "profile_background_tile", "profileImageUrl": "profile_image_url",
        "profileImageUrlHttps": "profile_image_url_https", "profileBannerUrl": "profile_banner_url",
        "profileLinkColor": "profile_link_color",
        "profileSidebarBorderColor": "profile_sidebar_border_color",
        "profileSidebarFillColor": "profile_sidebar_fill_color", "profileTextColor": "profile_text_color",
        "profileUseBackgroundImage": "profile_use_background_image", "defaultProfile": "default_profile",
        "defaultProfileImage": "default_profile_image", "followRequestSent": "follow_request_sent",
    ]

    static let statusMetadata = ["resultType": "result_type", "isoLanguageCode": "iso_language_code"]

    static let entities = ["userMentions": "user_mentions"]

    static let urlEntity = ["expandedUrl": "expanded_url", "displayUrl": "display_url"]

    static let userMention = ["screenName": "screen_name", "idStr": "id_str"]

    static let searchMetadata = [
        "completedIn": "completed_in", "maxId": "max_id", "maxIdStr": "max_id_str",
        "nextResults": "next_results", "refreshUrl": "refresh_url", "sinceId": "since_id",
        "sinceIdStr": "since_id_str",
    ]
}
