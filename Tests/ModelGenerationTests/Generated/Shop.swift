// Generated from a sample by `mirrormapper generate Fixtures/shop.json --name Shop`.

import Foundation
import MirrorMapper

/// The root object of `shop.json`.
final class Shop: Mappable {
    var type = ""
    var shopID = 0
    var name = ""
    var open = false
    var rating = 0.0
    var `class` = ""
    var `default` = false
    var selfValue: URL?
    var website: URL?
    var openedAt = Date(timeIntervalSince1970: 0)
    var lastModified = Date(timeIntervalSince1970: 0)
    // Dates that .dateStrategy(.iso8601) reads but writes back in another form (in UTC, without zero
    // fractions): declare Date with it if that is fine.
    var published = ""
    var visitorCount: Decimal = 0
    var manager = Manager()
    var orders: [Order] = []
    var value2xLogo: URL?
    required init() {}

    static let mapping = Mapping<Shop>.automatic
        .keyStrategy(.snakeCase)
        .renaming([
            "type": "@type",
            "selfValue": "self",
            "value2xLogo": "2x_logo",
        ])
        .dateStrategy(.iso8601, for: "openedAt")
        .dateStrategy(.rfc1123, for: "lastModified")
}

/// Found at `manager` in `shop.json`.
final class Manager: Mappable {
    var user = User()
    var homeAddress = Address()
    var createdAt = Date(timeIntervalSince1970: 0)
    var httpHeaders = HTTPHeaders()
    required init() {}

    static let mapping = Mapping<Manager>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.twitter)
        .renaming([
            "httpHeaders": "http-headers"
        ])
}

/// Found at `manager.user` in `shop.json`.
final class User: Mappable {
    var id = 0
    var name = ""
    required init() {}
}

/// Found at `manager.home_address`, `orders[].billing_address` and `orders[].shipping_address` in
/// `shop.json`.
final class Address: Mappable {
    var street = ""
    var city = ""
    required init() {}
}

/// Found at `manager.http-headers` in `shop.json`.
final class HTTPHeaders: Mappable {
    var contentType = ""
    var cacheControl = ""
    var xRequestID = ""
    required init() {}

    static let mapping = Mapping<HTTPHeaders>.automatic
        .keyStrategy(.kebabCase)
}

/// Found at `orders[]` in `shop.json`.
final class Order: Mappable {
    var orderID = 0
    var placedAt = Date(timeIntervalSince1970: 0)
    var updatedTimestamp = Date(timeIntervalSince1970: 0)
    var count = 0
    var total = 0.0
    var tax = 0.0
    var exactTotal: Decimal = 0
    var note: String?
    var gift = false
    var trackingURL = ""
    var billingAddress = Address()
    var shippingAddress = Address()
    var user = OrderUser()
    var lines: [Line] = []
    var scores: [Int?] = []
    var coupon: Coupon?
    required init() {}

    static let mapping = Mapping<Order>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.secondsSince1970, for: "placedAt")
        .dateStrategy(.millisecondsSince1970, for: "updatedTimestamp")
}

/// Found at `orders[].user` in `shop.json`.
final class OrderUser: Mappable {
    var id = 0
    var email = ""
    required init() {}
}

/// Found at `orders[].lines[]` in `shop.json`.
final class Line: Mappable {
    var sku = ""
    var quantity = 0
    var price = 0.0
    required init() {}
}

/// Found at `orders[].coupon` in `shop.json`.
final class Coupon: Mappable {
    var code = ""
    var percent = 0
    required init() {}
}
