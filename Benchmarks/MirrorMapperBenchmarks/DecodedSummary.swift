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

    /// A summary of no status yet, for statuses added one at a time.
    init() {}

    init(_ timeline: TwitterTimeline<TextDates>) {
        for status in timeline.statuses { add(status) }
    }

    init(_ timeline: TwitterTimelineRecord<TextDates>) {
        for status in timeline.statuses { add(status) }
    }

    init(_ status: some SummarizedStatus) {
        add(status)
    }

    mutating func add(_ status: some SummarizedStatus) {
        statuses += 1
        idSum &+= status.id &+ (status.retweetID ?? 0)
        textBytes += status.text.utf8.count
        followers += status.followers
        entityItems += status.entityItems
        if status.retweetID != nil { retweets += 1 }
    }

    var description: String {
        "\(statuses) statuses, \(retweets) retweets, id sum \(idSum), \(textBytes) text bytes, "
            + "\(followers) followers, \(entityItems) entity items"
    }
}

/// A decoded status as ``DecodedSummary`` reads it, whichever model holds it: the class model, its
/// table-free twin or the Codable twin.
protocol SummarizedStatus {
    var id: Int64 { get }
    var text: String { get }
    /// The followers of the status's user.
    var followers: Int { get }
    /// The status's hashtags, URLs and mentions.
    var entityItems: Int { get }
    /// The id of the status it retweets, if any.
    var retweetID: Int64? { get }
}

extension Status: SummarizedStatus where Dates == TextDates {
    var followers: Int { user.followersCount }
    var entityItems: Int { entities.hashtags.count + entities.urls.count + entities.userMentions.count }
    var retweetID: Int64? { retweetedStatus?.id }
}

extension TableFreeStatus: SummarizedStatus where Dates == TextDates {
    var followers: Int { user.followersCount }
    var entityItems: Int { entities.hashtags.count + entities.urls.count + entities.userMentions.count }
    var retweetID: Int64? { retweetedStatus?.id }
}

extension StatusRecord: SummarizedStatus
where Dates == TextDates, Retweet == RetweetedStatusRecord<TextDates> {
    var followers: Int { user.followersCount }
    var entityItems: Int { entities.hashtags.count + entities.urls.count + entities.userMentions.count }
    var retweetID: Int64? { retweetedStatus?.id }
}
