// Generated from a sample by `mirrormapper generate Fixtures/catalog.json --struct`.

import Foundation
import MirrorMapper

/// The root object of `catalog.json`.
struct Catalog: Mappable {
    var catalogName = ""
    var venues: [String: Venue] = [:]
    var topicNames: [String: String] = [:]
    var topicSubTopics: [String: [Int]] = [:]
    var performances: [Performance] = []
    var layouts: [[[Int]]] = []
    // Mixed in the sample (number, string): declare a type that takes them all.
    var grid: [Any] = []
}

/// Found at `venues[]` in `catalog.json`.
struct Venue: Mappable {
    var venueID = 0
    var title = ""
    var seats: [[Double]] = []
    var website: URL?

    static let mapping = Mapping<Venue>.automatic
        .renaming([
            "venueID": "venueId"
        ])
}

/// Found at `performances[]` in `catalog.json`.
struct Performance: Mappable {
    var performanceID = 0
    var venueCode = ""
    var start = 0
    var prices: [Price] = []
    // Mixed in the sample (Bool, number, string): declare a type that takes them all.
    var extras: [Any] = []
    // Empty in every sample: generate again from a sample with elements, or declare the type.
    var blockIDs: [Any] = []
    // Always null in the sample: generate again from a sample with a value, or declare the type.
    var seatMapImage: Any?
    // Empty in every sample: generate again from a sample with members, or declare the type.
    var tags: [String: Any] = [:]
    var ticketInfo = TicketInfo()
    var subTitle = ""

    static let mapping = Mapping<Performance>.automatic
        .renaming([
            "performanceID": "performanceId",
            "blockIDs": "blockIds",
            "ticketInfo": "ticket-info",
            "subTitle": "sub_title",
        ])
}

/// Found at `performances[].prices[]` in `catalog.json`.
struct Price: Mappable {
    var amount = 0
    var seatCategoryID = 0

    static let mapping = Mapping<Price>.automatic
        .renaming([
            "seatCategoryID": "seatCategoryId"
        ])
}

/// Found at `performances[].ticket-info` in `catalog.json`.
struct TicketInfo: Mappable {
    // Dates that .dateStrategy(.iso8601) reads but writes back in another form (in UTC, without zero
    // fractions): declare Date with it if that is fine.
    var saleStart = ""
    var boxOffice = false

    static let mapping = Mapping<TicketInfo>.automatic
        .keyStrategy(.kebabCase)
}
