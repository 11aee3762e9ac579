import Foundation

/// Generates a search-API timeline shaped like the real `twitter.json`: at scale 1, 100 statuses,
/// about 73 of them with a `retweeted_status`, which gives about 813 model objects. Larger scales
/// repeat the shape with fresh ids and text.
struct TwitterDocumentGenerator {
    private var random: SeededRandom
    private var nextStatusID: Int64 = 505_874_924_095_815_681
    private let dateFormatter = TwitterDateFormat.makeFormatter()

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// The JSON bytes of a timeline of `100 × scale` statuses, generated 100 statuses at a time.
    mutating func document(scale: Int) throws -> Data {
        var json = JSONAssembly()
        json.append("{\"statuses\":")
        json.open("[")
        for _ in 0..<scale {
            try json.append(membersOf: (0..<100).map { _ in status(allowingRetweet: true) })
        }
        let maxID = Int64(505_874_924_095_815_681)
        json.append("],\"search_metadata\":")
        try json.append(
            value: [
                "completed_in": 0.087,
                "max_id": maxID,
                "max_id_str": String(maxID),
                "next_results": "?max_id=\(nextStatusID)&q=%E4%B8%80&count=100&include_entities=1",
                "query": "%E4%B8%80",
                "refresh_url": "?since_id=\(maxID)&q=%E4%B8%80&include_entities=1",
                "count": 100 * scale,
                "since_id": 0,
                "since_id_str": "0",
            ] as [String: Any])
        json.append("}")
        return json.bytes
    }

    private mutating func status(allowingRetweet: Bool) -> [String: Any] {
        nextStatusID -= Int64(random.int(in: 1...90_000_000))
        let id = nextStatusID
        let isReply = random.chance(0.2)
        let replyStatusID = isReply && random.chance(0.5) ? id - Int64(random.int(in: 1...1_000_000)) : nil
        let replyUserID = isReply ? Int64(random.int(in: 10_000...3_000_000_000)) : nil
        var status: [String: Any] = [
            "metadata": [
                "result_type": "recent", "iso_language_code": random.element(of: ["ja", "en", "es"]),
            ],
            "created_at": dateText(),
            "id": id,
            "id_str": String(id),
            "text": random.sentence(words: random.int(in: 3...24)),
            "source":
                "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
            "truncated": false,
            "in_reply_to_status_id": replyStatusID ?? NSNull(),
            "in_reply_to_status_id_str": replyStatusID.map { String($0) } ?? NSNull(),
            "in_reply_to_user_id": replyUserID ?? NSNull(),
            "in_reply_to_user_id_str": replyUserID.map { String($0) } ?? NSNull(),
            "in_reply_to_screen_name": isReply ? random.handle(length: 8) : NSNull(),
            "user": user(),
            "geo": NSNull(),
            "coordinates": NSNull(),
            "place": NSNull(),
            "contributors": NSNull(),
            "retweet_count": random.int(in: 0...5000),
            "favorite_count": random.int(in: 0...300),
            "entities": entities(),
            "favorited": random.chance(0.05),
            "retweeted": false,
            "lang": random.element(of: ["ja", "en", "es"]),
        ]
        if random.chance(0.15) { status["possibly_sensitive"] = random.chance(0.1) }
        if allowingRetweet && random.chance(0.73) {
            status["retweeted_status"] = self.status(allowingRetweet: false)
        }
        return status
    }

    private mutating func user() -> [String: Any] {
        let id = Int64(random.int(in: 10_000...3_000_000_000))
        let hasTimeZone = random.chance(0.19)
        let screenName = random.handle(length: random.int(in: 5...14))
        return [
            "id": id,
            "id_str": String(id),
            "name": random.sentence(words: random.int(in: 1...3)),
            "screen_name": screenName,
            "location": random.chance(0.5) ? random.sentence(words: 2) : "",
            "description": random.sentence(words: random.int(in: 0...20)),
            "url": random.chance(0.11) ? "http://t.co/\(random.handle(length: 10))" : NSNull(),
            "entities": ["description": ["urls": [Any]()]],
            "protected": random.chance(0.02),
            "followers_count": random.int(in: 0...100_000),
            "friends_count": random.int(in: 0...5000),
            "listed_count": random.int(in: 0...300),
            "created_at": dateText(),
            "favourites_count": random.int(in: 0...20_000),
            "utc_offset": hasTimeZone ? random.int(in: -12...14) * 3600 : NSNull(),
            "time_zone": hasTimeZone ? random.element(of: ["Tokyo", "Irkutsk", "Hawaii"]) : NSNull(),
            "geo_enabled": random.chance(0.3),
            "verified": random.chance(0.01),
            "statuses_count": random.int(in: 1...200_000),
            "lang": random.element(of: ["ja", "en", "es"]),
            "contributors_enabled": false,
            "is_translator": false,
            "is_translation_enabled": false,
            "profile_background_color": "C0DEED",
            "profile_background_image_url": "http://abs.twimg.com/images/themes/theme1/bg.png",
            "profile_background_image_url_https": "https://abs.twimg.com/images/themes/theme1/bg.png",
            "profile_background_tile": random.chance(0.2),
            "profile_image_url": "http://pbs.twimg.com/profile_images/\(id)/\(screenName)_normal.jpeg",
            "profile_image_url_https": "https://pbs.twimg.com/profile_images/\(id)/\(screenName)_normal.jpeg",
            "profile_banner_url": random.chance(0.86)
                ? "https://pbs.twimg.com/profile_banners/\(id)/1409318784" : NSNull(),
            "profile_link_color": "0084B4",
            "profile_sidebar_border_color": "C0DEED",
            "profile_sidebar_fill_color": "DDEEF6",
            "profile_text_color": "333333",
            "profile_use_background_image": random.chance(0.9),
            "default_profile": random.chance(0.5),
            "default_profile_image": random.chance(0.05),
            "following": false,
            "follow_request_sent": false,
            "notifications": false,
        ]
    }

    private mutating func entities() -> [String: Any] {
        let hashtags = random.chance(0.06) ? [tagged(text: "#" + random.handle(length: 6))] : []
        let urls = random.chance(0.11) ? [url()] : []
        let mentionCount = random.chance(0.6) ? random.int(in: 1...2) : 0
        return [
            "hashtags": hashtags,
            "symbols": [Any](),
            "urls": urls,
            "user_mentions": (0..<mentionCount).map { _ in mention() },
        ]
    }

    private mutating func tagged(text: String) -> [String: Any] {
        ["text": text, "indices": indices()]
    }

    private mutating func url() -> [String: Any] {
        let path = random.handle(length: 10)
        return [
            "url": "http://t.co/\(path)",
            "expanded_url": "http://twitter.com/\(random.handle(length: 8))/status/\(nextStatusID)/photo/1",
            "display_url": "pic.twitter.com/\(path)",
            "indices": indices(),
        ]
    }

    private mutating func mention() -> [String: Any] {
        let id = Int64(random.int(in: 10_000...3_000_000_000))
        return [
            "screen_name": random.handle(length: 8),
            "name": random.sentence(words: 2),
            "id": id,
            "id_str": String(id),
            "indices": indices(),
        ]
    }

    private mutating func indices() -> [Int] {
        let start = random.int(in: 0...100)
        return [start, start + random.int(in: 3...30)]
    }

    /// A date in the summer of 2014, in Twitter's format, whole seconds.
    private mutating func dateText() -> String {
        let seconds = 1_400_000_000 + random.int(in: 0...10_000_000)
        return dateFormatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
