import MirrorMapper

// The struct twins of the catalog models (CatalogModels.swift): the same properties, defaults and
// tables, as structs.

struct CatalogStruct: Mappable, Equatable {
    var areaNames: [String: String] = [:]
    var audienceSubCategoryNames: [String: String] = [:]
    var blockNames: [String: String] = [:]
    var events: [String: EventStruct] = [:]
    var performances: [PerformanceStruct] = []
    var seatCategoryNames: [String: String] = [:]
    var subTopicNames: [String: String] = [:]
    var subjectNames: [String: String] = [:]
    var topicNames: [String: String] = [:]
    var topicSubTopics: [String: [Int64]] = [:]
    var venueNames: [String: String] = [:]

    static let mapping = Mapping<CatalogStruct>([
        "areaNames": \.areaNames, "audienceSubCategoryNames": \.audienceSubCategoryNames,
        "blockNames": \.blockNames, "events": \.events, "performances": \.performances,
        "seatCategoryNames": \.seatCategoryNames, "subTopicNames": \.subTopicNames,
        "subjectNames": \.subjectNames,
        "topicNames": \.topicNames, "topicSubTopics": \.topicSubTopics, "venueNames": \.venueNames,
    ])
}

struct EventStruct: Mappable, Equatable {
    var description: String?
    var id: Int64 = 0
    var logo: String?
    var name = ""
    var subTopicIds: [Int64] = []
    var subjectCode: String?
    var subtitle: String?
    var topicIds: [Int64] = []

    static let mapping = Mapping<EventStruct>([
        "description": \.description, "id": \.id, "logo": \.logo, "name": \.name,
        "subTopicIds": \.subTopicIds,
        "subjectCode": \.subjectCode, "subtitle": \.subtitle, "topicIds": \.topicIds,
    ])
}

struct PerformanceStruct: Mappable, Equatable {
    var eventId: Int64 = 0
    var id: Int64 = 0
    var logo: String?
    var name: String?
    var prices: [PriceStruct] = []
    var seatCategories: [SeatCategoryStruct] = []
    var seatMapImage: String?
    var start: Int64 = 0
    var venueCode = ""

    static let mapping = Mapping<PerformanceStruct>([
        "eventId": \.eventId, "id": \.id, "logo": \.logo, "name": \.name, "prices": \.prices,
        "seatCategories": \.seatCategories, "seatMapImage": \.seatMapImage, "start": \.start,
        "venueCode": \.venueCode,
    ])
}

struct PriceStruct: Mappable, Equatable {
    var amount = 0
    var audienceSubCategoryId: Int64 = 0
    var seatCategoryId: Int64 = 0

    static let mapping = Mapping<PriceStruct>([
        "amount": \.amount, "audienceSubCategoryId": \.audienceSubCategoryId,
        "seatCategoryId": \.seatCategoryId,
    ])
}

struct SeatCategoryStruct: Mappable, Equatable {
    var areas: [AreaStruct] = []
    var seatCategoryId: Int64 = 0

    static let mapping = Mapping<SeatCategoryStruct>(["areas": \.areas, "seatCategoryId": \.seatCategoryId])
}

struct AreaStruct: Mappable, Equatable {
    var areaId: Int64 = 0
    var blockIds: [Int64] = []

    static let mapping = Mapping<AreaStruct>(["areaId": \.areaId, "blockIds": \.blockIds])
}
