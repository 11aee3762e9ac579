import Foundation
import Testing

@testable import MirrorMapper

/// `Codable` types as property types: read through the in-memory decoder, written through the
/// in-memory encoder, by the mapper's rules, in every place a model goes.
@Suite struct CodablePropertyTests {
    static var price: [String: Any] { ["amount": 12.5, "currency": "NOK"] }

    @Test func codablePropertiesMapFromDictionariesInEveryWrapper() throws {
        let listing = try Mapper(mode: .strict).object(
            of: Listing.self,
            from: [
                "id": 1, "price": Self.price, "deposit": ["amount": "100", "currency": "EUR"],
                "history": [Self.price, ["amount": 3, "currency": "SEK"]],
                "currencies": [Self.price, Self.price],
                "byRoom": ["a": Self.price], "byFloor": ["2": Self.price],
                "stay": [
                    "price": Self.price, "nights": "3", "checkIn": "2024-05-01T12:00:00Z",
                    "bookingID": NSNumber(value: Int64.max),
                ],
                "amenities": ["wifi", "pool"],
            ])
        let money = Money(amount: 12.5, currency: "NOK")
        #expect(listing.price == money)
        #expect(listing.deposit == Money(amount: 100, currency: "EUR"))
        #expect(listing.history == [money, Money(amount: 3, currency: "SEK")])
        #expect(listing.currencies == [money])
        #expect(listing.byRoom == ["a": money])
        #expect(listing.byFloor == [2: money])
        #expect(listing.stay?.nights == 3)
        #expect(listing.stay?.checkIn == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(listing.stay?.bookingID == Int64.max)
        #expect(listing.amenities == [.wifi, .pool])
    }

    @Test func codablePropertiesWriteJSONCompatibleValues() throws {
        let listing = Listing()
        listing.deposit = Money(amount: 1, currency: "EUR")
        listing.byFloor = [3: Money(amount: 2, currency: "SEK")]
        listing.stay = Stay(
            price: listing.price, nights: 2, checkIn: Date(timeIntervalSince1970: 0), bookingID: Int64.min)
        let dictionary = try Mapper.dictionary(from: listing)
        #expect(JSONSerialization.isValidJSONObject(dictionary))
        #expect(sameJSON(dictionary["deposit"] ?? NSNull(), ["amount": 1.0, "currency": "EUR"]))
        #expect(
            sameJSON(
                dictionary["byFloor"] ?? NSNull(),
                ["3": ["amount": 2.0, "currency": "SEK"] as [String: Any]] as [String: Any]))
        let stay = dictionary["stay"] as? [String: Any]
        #expect(stay?["checkIn"] as? String == "1970-01-01T00:00:00Z")
        #expect(stay?["bookingID"] as? Int64 == Int64.min)
        #expect(dictionary["history"] as? [Any] != nil)
    }

    @Test func codablePropertiesRoundTripThroughJSONText() throws {
        let listing = Listing()
        listing.history = [Money(amount: 0.1, currency: "EUR")]
        listing.stay = Stay(
            price: Money(amount: 9, currency: "USD"), nights: 1,
            checkIn: Date(timeIntervalSince1970: 86_400.5),
            bookingID: 148_423_162_444_258_920)
        listing.amenities = [.pool]
        let json = try Mapper().jsonData(from: listing, sortingKeys: true)
        #expect(String(decoding: json, as: UTF8.self).contains(#""bookingID":148423162444258920"#))
        let read = try Mapper(mode: .strict).object(of: Listing.self, fromJSON: json)
        #expect(read.history == listing.history)
        #expect(read.stay == listing.stay)
        #expect(read.amenities == [.pool])
    }

    @Test func problemsInsideACodableValueCarryTheFullPath() throws {
        let rooms: [Any] = [
            ["number": 1, "price": Self.price], ["number": 2, "price": Self.price],
            ["number": 3, "price": ["amount": "ten", "currency": "EUR"]],
        ]
        var issues: [MappingIssue] = []
        let hotel = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Hotel.self, from: ["rooms": rooms])
        }
        // issues[0].description:
        // rooms[2].price.amount: expected Double, found String "ten" (kept the current value)
        #expect(hotel.rooms.count == 3)
        #expect(hotel.rooms[2].price == Money(amount: 0, currency: "EUR"))
        #expect(
            issues.map(\.description) == [
                #"rooms[2].price.amount: expected Double, found String "ten" (kept the current value)"#
            ])
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Hotel.self, from: ["rooms": rooms])
        }
        #expect(error?.description == #"rooms[2].price.amount: expected Double, found String "ten""#)
    }

    @Test func missingKeysAndWrongShapesInsideACodableValueAreReported() throws {
        var issues: [MappingIssue] = []
        let listing = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Listing.self,
                from: [
                    "price": ["amount": 1], "deposit": "cheap", "stay": ["price": Self.price, "nights": 1],
                ])
        }
        #expect(listing.price == Money(amount: 0, currency: "EUR"))
        #expect(listing.deposit == nil)
        #expect(
            Set(issues.map(\.description)) == [
                "price.currency: expected String, found no value (kept the current value)",
                #"deposit: expected Money, found String "cheap" (kept the current value)"#,
                "stay.checkIn: expected Date, found no value (kept the current value)",
            ])
    }

    @Test func aBadElementOfACollectionOfCodableValuesIsDroppedLikeAnyOther() throws {
        var issues: [MappingIssue] = []
        let listing = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Listing.self,
                from: [
                    "history": [Self.price, ["amount": true, "currency": "EUR"], "x"],
                    "byRoom": ["a": Self.price, "b": ["currency": "EUR"]], "byFloor": ["one": Self.price],
                    "amenities": ["wifi", "sauna"],
                ])
        }
        #expect(listing.history == [Money(amount: 12.5, currency: "NOK")])
        #expect(listing.byRoom.keys.sorted() == ["a"])
        #expect(listing.byFloor.isEmpty)
        #expect(listing.amenities == [.wifi])
        #expect(
            Set(issues.map(\.description)) == [
                "history[1].amount: expected Double, found Bool true (dropped the element)",
                #"history[2]: expected Money, found String "x" (dropped the element)"#,
                "byRoom.b.amount: expected Double, found no value (dropped the element)",
                #"byFloor.one: expected Int, found key "one" (dropped the element)"#,
                "amenities[1]: Cannot initialize Amenity from invalid String value sauna (dropped the element)",
            ])
        #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Listing.self, from: ["history": [Self.price, "x"]])
        }
    }

    @Test func nullClearsAnOptionalCodableValueAndIsAMismatchOtherwise() throws {
        let listing = Listing()
        listing.deposit = Money(amount: 1, currency: "EUR")
        var issues: [MappingIssue] = []
        try Mapper().collectingIssues(into: &issues) {
            try $0.populate(listing, from: ["deposit": NSNull(), "price": NSNull()])
        }
        #expect(listing.deposit == nil)
        #expect(issues.map(\.description) == ["price: expected Money, found null (kept the current value)"])
        #expect(try Mapper.dictionary(from: listing)["deposit"] == nil)
        #expect(try Mapper(nilEncoding: .null).dictionary(from: listing)["deposit"] is NSNull)
    }

    @Test func theMappersDateStrategyAppliesToDatesInsideACodableValue() throws {
        struct Booking: Mappable {
            var stay: Stay?
            var paidStay: Stay?
            static let mapping = Mapping<Booking>(["stay": \.stay, "paidStay": \.paidStay])
                .dateStrategy(.rfc1123, for: "paidStay")
        }
        let stay: [String: Any] = ["price": Self.price, "nights": 1, "checkIn": 1_000, "bookingID": 1]
        var paidStay = stay
        paidStay["checkIn"] = "Sun, 06 Nov 1994 08:49:37 GMT"
        let mapper = Mapper(mode: .strict, dateStrategy: .millisecondsSince1970)
        let booking = try mapper.object(of: Booking.self, from: ["stay": stay, "paidStay": paidStay])
        #expect(booking.stay?.checkIn == Date(timeIntervalSince1970: 1))
        #expect(booking.paidStay?.checkIn == Date(timeIntervalSince1970: 784_111_777))
        let written = try mapper.dictionary(from: booking)
        #expect((written["stay"] as? [String: Any])?["checkIn"] as? Double == 1_000)
        #expect(
            (written["paidStay"] as? [String: Any])?["checkIn"] as? String == "Sun, 06 Nov 1994 08:49:37 GMT")
    }

    @Test func validationAcceptsCodableProperties() throws {
        try Mapper.validate(Listing.self)
        #expect(Mapper.properties(of: Listing.self).first { $0.name == "stay" }?.type == Stay?.self)
    }

    @Test func requestParametersIncludeCodableValues() throws {
        let listing = Listing()
        listing.price = Money(amount: 5, currency: "EUR")
        let query = try Mapper().percentEncodedQuery(from: listing, including: ["price"])
        #expect(query == "price%5Bamount%5D=5&price%5Bcurrency%5D=EUR")
    }

    @Test func theStoreKeepsModelsWithCodableProperties() throws {
        try withTemporaryStore { store, log in
            let listing = Listing()
            listing.stay = Stay(
                price: Money(amount: 7, currency: "DKK"), nights: 4, checkIn: Date(timeIntervalSince1970: 60),
                bookingID: Int64.max)
            try store.set(listing, forKey: "listing")
            let read = try store.value(of: Listing.self, forKey: "listing")
            #expect(read?.stay == listing.stay)
            #expect(log.issues.isEmpty)
        }
    }
}
