import Foundation
import MirrorMapper

// Models for the request parameter tests, prefixed so they cannot clash with other tests' models.

struct ParamsAddress: Mappable {
    var city = ""
    var postalCode = ""
    static let mapping = Mapping<ParamsAddress>(["city": \.city, "postalCode": \.postalCode])
        .renaming(["postalCode": "postal_code"])
}

final class ParamsUser: Mappable {
    var id: Int64 = 0
    var name = ""
    var nickname: String?
    var isAdmin = false
    var score = 0.0
    var tags: [String] = []
    var address = ParamsAddress()
    var signedUpAt = Date(timeIntervalSince1970: 0)
    var sessionToken = ""
    required init() {}
    static let mapping = Mapping<ParamsUser>([
        "id": \.id, "name": \.name, "nickname": \.nickname, "isAdmin": \.isAdmin, "score": \.score,
        "tags": \.tags, "address": \.address, "signedUpAt": \.signedUpAt,
    ])
    .renaming(["signedUpAt": "signed_up_at"])
    .excluding("sessionToken")

    /// Ada, with an id above 2^53 that a `Double` cannot hold, and no nickname.
    static func ada() -> ParamsUser {
        let user = ParamsUser()
        user.id = 9_007_199_254_740_993
        user.name = "Ada Lovelace"
        user.isAdmin = true
        user.score = 1.5
        user.tags = ["math", "poetry"]
        user.address = ParamsAddress(city: "London", postalCode: "W1")
        user.signedUpAt = Date(timeIntervalSince1970: 1_409_444_955)
        user.sessionToken = "secret"
        return user
    }
}
