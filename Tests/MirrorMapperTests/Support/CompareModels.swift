import Foundation
import MirrorMapper

// Models of the copy, comparison and description tests.

final class CompareHost: Mappable {
    var name = ""
    var age = 0
    required init() {}
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    static let mapping: Mapping<CompareHost> = ["name": \.name, "age": \.age]
}

final class CompareRoom: Mappable {
    var id = 0
    var title = ""
    var countryCode = ""
    var opened = Date(timeIntervalSince1970: 0)
    var host: CompareHost?
    var tags: Set<String> = []
    var scores: [String: Int] = [:]
    var note: String?
    var cachedLayout = ""
    required init() {}
    static let mapping = Mapping<CompareRoom>([
        "id": \.id, "title": \.title, "countryCode": \.countryCode, "opened": \.opened, "host": \.host,
        "tags": \.tags, "scores": \.scores, "note": \.note,
    ])
    .renaming(["countryCode": "country_code"])
    .excluding("cachedLayout")
}

/// A struct model holding model objects, whose copy must not share them.
struct CompareBox: Mappable {
    var label = ""
    var host = CompareHost()
    var hostsByTeam: [String: [CompareHost]] = [:]
    static let mapping: Mapping<CompareBox> = [
        "label": \.label, "host": \.host, "hostsByTeam": \.hostsByTeam,
    ]
}

/// A value without a mapping table, compared and described through `Mirror`.
struct ComparePoint {
    var x = 0
    var y = 0.0
}
