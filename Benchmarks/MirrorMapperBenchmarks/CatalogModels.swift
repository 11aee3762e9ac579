import MirrorMapper

// Mappable models of an event catalog (citm_catalog.json): dictionaries keyed by numeric-string
// ids and deep arrays of small number-only objects. The keys are the property names.

final class Catalog: Mappable {
    var areaNames: [String: String] = [:]
    var audienceSubCategoryNames: [String: String] = [:]
    var blockNames: [String: String] = [:]
    var events: [String: Event] = [:]
    var performances: [Performance] = []
    var seatCategoryNames: [String: String] = [:]
    var subTopicNames: [String: String] = [:]
    var subjectNames: [String: String] = [:]
    var topicNames: [String: String] = [:]
    var topicSubTopics: [String: [Int64]] = [:]
    var venueNames: [String: String] = [:]
    required init() {}

    static let mapping = Mapping<Catalog>([
        "areaNames": \.areaNames, "audienceSubCategoryNames": \.audienceSubCategoryNames,
        "blockNames": \.blockNames, "events": \.events, "performances": \.performances,
        "seatCategoryNames": \.seatCategoryNames, "subTopicNames": \.subTopicNames,
        "subjectNames": \.subjectNames,
        "topicNames": \.topicNames, "topicSubTopics": \.topicSubTopics, "venueNames": \.venueNames,
    ])
}

final class Event: Mappable {
    var description: String?
    var id: Int64 = 0
    var logo: String?
    var name = ""
    var subTopicIds: [Int64] = []
    var subjectCode: String?
    var subtitle: String?
    var topicIds: [Int64] = []
    required init() {}

    static let mapping = Mapping<Event>([
        "description": \.description, "id": \.id, "logo": \.logo, "name": \.name,
        "subTopicIds": \.subTopicIds,
        "subjectCode": \.subjectCode, "subtitle": \.subtitle, "topicIds": \.topicIds,
    ])
}

final class Performance: Mappable {
    var eventId: Int64 = 0
    var id: Int64 = 0
    var logo: String?
    var name: String?
    var prices: [Price] = []
    var seatCategories: [SeatCategory] = []
    var seatMapImage: String?
    var start: Int64 = 0
    var venueCode = ""
    required init() {}

    static let mapping = Mapping<Performance>([
        "eventId": \.eventId, "id": \.id, "logo": \.logo, "name": \.name, "prices": \.prices,
        "seatCategories": \.seatCategories, "seatMapImage": \.seatMapImage, "start": \.start,
        "venueCode": \.venueCode,
    ])
}

final class Price: Mappable {
    var amount = 0
    var audienceSubCategoryId: Int64 = 0
    var seatCategoryId: Int64 = 0
    required init() {}

    static let mapping = Mapping<Price>([
        "amount": \.amount, "audienceSubCategoryId": \.audienceSubCategoryId,
        "seatCategoryId": \.seatCategoryId,
    ])
}

final class SeatCategory: Mappable {
    var areas: [Area] = []
    var seatCategoryId: Int64 = 0
    required init() {}

    static let mapping = Mapping<SeatCategory>(["areas": \.areas, "seatCategoryId": \.seatCategoryId])
}

final class Area: Mappable {
    var areaId: Int64 = 0
    var blockIds: [Int64] = []
    required init() {}

    static let mapping = Mapping<Area>(["areaId": \.areaId, "blockIds": \.blockIds])
}
