/// What a decoded twitter document holds, in brief: the child processes that measure memory and
/// cold start print it, and the parent compares it with its own decode of the same bytes, so a
/// child that skipped work or read other data fails the run.
struct DecodedSummary: Equatable, CustomStringConvertible {
    private var statuses = 0
    private var retweets = 0
    private var idSum: Int64 = 0
    private var textBytes = 0
    private var followers = 0
    private var entityItems = 0

    init(_ timeline: TwitterTimeline<TextDates>) {
        for status in timeline.statuses { add(status) }
    }

    init(_ timeline: TwitterTimelineRecord<TextDates>) {
        for status in timeline.statuses { add(status) }
    }

    init(_ status: Status<TextDates>) {
        add(status)
    }

    init(_ status: TimelineStatusRecord<TextDates>) {
        add(status)
    }

    private mutating func add(_ status: Status<TextDates>) {
        let entities = status.entities
        add(
            id: status.id, text: status.text, followers: status.user.followersCount,
            entityItems: entities.hashtags.count + entities.urls.count + entities.userMentions.count,
            retweetID: status.retweetedStatus?.id)
    }

    private mutating func add(_ status: TimelineStatusRecord<TextDates>) {
        let entities = status.entities
        add(
            id: status.id, text: status.text, followers: status.user.followersCount,
            entityItems: entities.hashtags.count + entities.urls.count + entities.userMentions.count,
            retweetID: status.retweetedStatus?.id)
    }

    private mutating func add(id: Int64, text: String, followers: Int, entityItems: Int, retweetID: Int64?) {
        statuses += 1
        idSum &+= id &+ (retweetID ?? 0)
        textBytes += text.utf8.count
        self.followers += followers
        self.entityItems += entityItems
        if retweetID != nil { retweets += 1 }
    }

    var description: String {
        "\(statuses) statuses, \(retweets) retweets, id sum \(idSum), \(textBytes) text bytes, "
            + "\(followers) followers, \(entityItems) entity items"
    }
}
