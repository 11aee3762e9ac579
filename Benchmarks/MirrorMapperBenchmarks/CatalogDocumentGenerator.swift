import Foundation

/// Generates an event catalog shaped like the real `citm_catalog.json`: dictionaries keyed by
/// numeric-string ids (events, names), and performances holding arrays of prices and seat
/// categories, which hold arrays of areas. At scale 1: 184 events, 243 performances, about 11,000
/// model objects, nearly all numbers.
struct CatalogDocumentGenerator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// The JSON bytes of a catalog of `184 × scale` events and `243 × scale` performances,
    /// generated one scale unit at a time.
    mutating func document(scale: Int) throws -> Data {
        let areaIDs = (0..<(17 * scale)).map { 205_705_993 + $0 }
        let seatCategoryIDs = (0..<(64 * scale)).map { 338_937_235 + $0 }
        let subTopicIDs = (0..<(19 * scale)).map { 337_184_262 + $0 }
        let topicIDs = [107_888_604, 324_846_098, 324_846_099, 324_846_100]
        let audienceID = 337_100_890
        let eventIDs = (0..<(184 * scale)).map { 138_586_341 + $0 * 4 }

        var json = JSONAssembly()
        json.append("{\"areaNames\":")
        try json.append(value: names(for: areaIDs, words: 3))
        json.append(",\"audienceSubCategoryNames\":")
        try json.append(value: [String(audienceID): "Abonné"])
        json.append(",\"blockNames\":{},\"events\":")
        json.open("{")
        for batch in 0..<scale {
            let ids = eventIDs[(batch * 184)..<((batch + 1) * 184)]
            try json.append(
                membersOf: Dictionary(
                    uniqueKeysWithValues: ids.map { id in
                        (String(id), event(id: id, topicIDs: topicIDs, subTopicIDs: subTopicIDs))
                    }))
        }
        json.append("},\"performances\":")
        json.open("[")
        for batch in 0..<scale {
            try json.append(
                membersOf: (0..<243).map { index in
                    performance(
                        id: 339_887_544 + (batch * 243 + index) * 7, eventID: random.element(of: eventIDs),
                        seatCategoryIDs: seatCategoryIDs, areaIDs: areaIDs, audienceID: audienceID)
                })
        }
        json.append("],\"seatCategoryNames\":")
        try json.append(value: names(for: seatCategoryIDs, words: 2))
        json.append(",\"subTopicNames\":")
        try json.append(value: names(for: subTopicIDs, words: 2))
        json.append(",\"subjectNames\":{},\"topicNames\":")
        try json.append(value: names(for: topicIDs, words: 1))
        json.append(",\"topicSubTopics\":")
        try json.append(
            value: Dictionary(
                uniqueKeysWithValues: topicIDs.map { topic in
                    (String(topic), (0..<random.int(in: 1...4)).map { _ in random.element(of: subTopicIDs) })
                }))
        json.append(",\"venueNames\":")
        try json.append(value: ["PLEYEL_PLEYEL": "Salle Pleyel"])
        json.append("}")
        return json.bytes
    }

    private mutating func names(for ids: [Int], words: Int) -> [String: String] {
        Dictionary(uniqueKeysWithValues: ids.map { (String($0), random.sentence(words: words)) })
    }

    private mutating func event(id: Int, topicIDs: [Int], subTopicIDs: [Int]) -> [String: Any] {
        [
            "description": NSNull(),
            "id": id,
            "logo": random.chance(0.5) ? "/images/UE0AAAAACEKo6QAAAAZDSVRN" : NSNull(),
            "name": random.sentence(words: random.int(in: 2...6)),
            "subTopicIds": (0..<random.int(in: 1...3)).map { _ in random.element(of: subTopicIDs) },
            "subjectCode": NSNull(),
            "subtitle": NSNull(),
            "topicIds": (0..<random.int(in: 1...2)).map { _ in random.element(of: topicIDs) },
        ]
    }

    private mutating func performance(
        id: Int, eventID: Int, seatCategoryIDs: [Int], areaIDs: [Int], audienceID: Int
    ) -> [String: Any] {
        let categoryCount = random.int(in: 1...6)
        let categories = (0..<categoryCount).map { _ in random.element(of: seatCategoryIDs) }
        return [
            "eventId": eventID,
            "id": id,
            "logo": random.chance(0.45) ? "/images/UE0AAAAACEKo6QAAAAZDSVRN" : NSNull(),
            "name": NSNull(),
            "prices": categories.map { category in
                [
                    "amount": random.int(in: 10...200) * 250,
                    "audienceSubCategoryId": audienceID,
                    "seatCategoryId": category,
                ]
            },
            "seatCategories": categories.map { category in
                [
                    "areas": (0..<random.int(in: 3...16)).map { _ in
                        ["areaId": random.element(of: areaIDs), "blockIds": [Int]()] as [String: Any]
                    },
                    "seatCategoryId": category,
                ] as [String: Any]
            },
            "seatMapImage": NSNull(),
            "start": 1_372_701_600_000 + random.int(in: 0...40_000_000) * 1000,
            "venueCode": "PLEYEL_PLEYEL",
        ]
    }
}
