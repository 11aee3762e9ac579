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

    static let mapping = Mapping<Shop>([
        "type": \.type,
        "shopID": \.shopID,
        "name": \.name,
        "open": \.open,
        "rating": \.rating,
        "class": \.`class`,
        "default": \.`default`,
        "selfValue": \.selfValue,
        "website": \.website,
        "openedAt": \.openedAt,
        "lastModified": \.lastModified,
        "published": \.published,
        "visitorCount": \.visitorCount,
        "manager": \.manager,
        "orders": \.orders,
        "value2xLogo": \.value2xLogo,
    ])
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

    static let mapping = Mapping<Manager>([
        "user": \.user,
        "homeAddress": \.homeAddress,
        "createdAt": \.createdAt,
        "httpHeaders": \.httpHeaders,
    ])
    .keyStrategy(.snakeCase)
    .renaming([
        "httpHeaders": "http-headers"
    ])
    .dateStrategy(.twitter)
}

/// Found at `manager.user` in `shop.json`.
final class User: Mappable {
    var id = 0
    var name = ""
    required init() {}

    static let mapping: Mapping<User> = [
        "id": \.id,
        "name": \.name,
    ]
}

/// Found at `manager.home_address`, `orders[].billing_address` and `orders[].shipping_address` in
/// `shop.json`.
final class Address: Mappable {
    var street = ""
    var city = ""
    required init() {}

    static let mapping: Mapping<Address> = [
        "street": \.street,
        "city": \.city,
    ]
}

/// Found at `manager.http-headers` in `shop.json`.
final class HTTPHeaders: Mappable {
    var contentType = ""
    var cacheControl = ""
    var xRequestID = ""
    required init() {}

    static let mapping = Mapping<HTTPHeaders>([
        "contentType": \.contentType,
        "cacheControl": \.cacheControl,
        "xRequestID": \.xRequestID,
    ])
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

    static let mapping = Mapping<Order>([
        "orderID": \.orderID,
        "placedAt": \.placedAt,
        "updatedTimestamp": \.updatedTimestamp,
        "count": \.count,
        "total": \.total,
        "tax": \.tax,
        "exactTotal": \.exactTotal,
        "note": \.note,
        "gift": \.gift,
        "trackingURL": \.trackingURL,
        "billingAddress": \.billingAddress,
        "shippingAddress": \.shippingAddress,
        "user": \.user,
        "lines": \.lines,
        "scores": \.scores,
        "coupon": \.coupon,
    ])
    .keyStrategy(.snakeCase)
    .dateStrategy(.secondsSince1970, for: "placedAt")
    .dateStrategy(.millisecondsSince1970, for: "updatedTimestamp")
}

/// Found at `orders[].user` in `shop.json`.
final class OrderUser: Mappable {
    var id = 0
    var email = ""
    required init() {}

    static let mapping: Mapping<OrderUser> = [
        "id": \.id,
        "email": \.email,
    ]
}

/// Found at `orders[].lines[]` in `shop.json`.
final class Line: Mappable {
    var sku = ""
    var quantity = 0
    var price = 0.0
    required init() {}

    static let mapping: Mapping<Line> = [
        "sku": \.sku,
        "quantity": \.quantity,
        "price": \.price,
    ]
}

/// Found at `orders[].coupon` in `shop.json`.
final class Coupon: Mappable {
    var code = ""
    var percent = 0
    required init() {}

    static let mapping: Mapping<Coupon> = [
        "code": \.code,
        "percent": \.percent,
    ]
}
