import MirrorMapper

/// What a retweeted status holds in its `retweeted_status`: nothing. Twitter never sends a retweet
/// of a retweet (retweeting one retweets the original), and a struct cannot hold a value of its own
/// type, so the struct twins nest a status's retweet one level deep, as the data does:
/// `StatusRecord<Dates, StatusRecord<Dates, NoRetweet>>`, and likewise `StatusStruct`.
struct NoRetweet: Mappable, Codable, Equatable {
    static let mapping: Mapping<NoRetweet> = [:]
}
