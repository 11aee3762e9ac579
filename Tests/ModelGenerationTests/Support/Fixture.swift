import Foundation
import MirrorMapper
import Testing

/// A sample response the tests generate models from, and the models generated from it, checked in
/// under `Generated/` and compiled into this target.
///
/// After a change to the generator, regenerate them from this folder (`Tests/ModelGenerationTests`):
///
/// ```sh
/// swift run --package-path ../.. mirrormapper generate Fixtures/shop.json --name Shop > Generated/Shop.swift
/// swift run --package-path ../.. mirrormapper generate Fixtures/catalog.json --struct > Generated/Catalog.swift
/// swift run --package-path ../.. mirrormapper generate Fixtures/feed.json --at data.items --name FeedItem \
///     > Generated/FeedItem.swift
/// swift run --package-path ../.. mirrormapper generate Fixtures/wide.json > Generated/Wide.swift
/// swift run --package-path ../.. mirrormapper generate Fixtures/repo.json --name Repo --prefix GH --public \
///     > Generated/GHRepo.swift
/// swift run --package-path ../.. mirrormapper generate Fixtures/timeline.json --prefix TW > Generated/TWTimeline.swift
/// swift run --package-path ../.. mirrormapper generate Fixtures/timeline.json --prefix TS --struct \
///     > Generated/TSTimeline.swift
/// ```
struct Fixture: CustomTestStringConvertible, Sendable {
    /// The file in `Fixtures/`.
    let sample: String
    /// The file in `Generated/`.
    let generated: String
    /// The command line after `mirrormapper generate`, with the sample's path relative to this folder.
    let arguments: [String]
    /// What the command reports on standard error.
    let summary: String
    /// The key path given with `--at`, if any.
    let keyPath: String?
    /// Maps the whole sample, as a JSON reader read it, through the generated root model in strict
    /// mode, and returns what `dictionary(from:)` gives back (an array of them with `--at`).
    let map: @Sendable (Any) throws -> Any
    /// Validates every generated type, by name.
    let validations: [String: @Sendable () throws -> Void]

    var testDescription: String { sample }

    static let all = [shop, catalog, feed, wide, repo, timeline, timelineStructs]

    static let shop = Fixture(
        sample: "shop.json", generated: "Shop.swift", arguments: ["Fixtures/shop.json", "--name", "Shop"],
        summary: "9 models, 50 properties, 4 renames", keyPath: nil, map: mapObject(Shop.self),
        validations: [
            "Shop": { try Mapper.validate(Shop.self) }, "Manager": { try Mapper.validate(Manager.self) },
            "User": { try Mapper.validate(User.self) }, "Address": { try Mapper.validate(Address.self) },
            "HTTPHeaders": { try Mapper.validate(HTTPHeaders.self) },
            "Order": { try Mapper.validate(Order.self) },
            "OrderUser": { try Mapper.validate(OrderUser.self) }, "Line": { try Mapper.validate(Line.self) },
            "Coupon": { try Mapper.validate(Coupon.self) },
        ])

    static let catalog = Fixture(
        sample: "catalog.json", generated: "Catalog.swift", arguments: ["Fixtures/catalog.json", "--struct"],
        summary: "5 models, 25 properties, 6 renames", keyPath: nil, map: mapObject(Catalog.self),
        validations: [
            "Catalog": { try Mapper.validate(Catalog.self) }, "Venue": { try Mapper.validate(Venue.self) },
            "Performance": { try Mapper.validate(Performance.self) },
            "Price": { try Mapper.validate(Price.self) },
            "TicketInfo": { try Mapper.validate(TicketInfo.self) },
        ])

    static let feed = Fixture(
        sample: "feed.json", generated: "FeedItem.swift",
        arguments: ["Fixtures/feed.json", "--at", "data.items", "--name", "FeedItem"],
        summary: "2 models, 8 properties, 0 renames", keyPath: "data.items",
        map: mapObjects(FeedItem.self, at: "data.items"),
        validations: [
            "FeedItem": { try Mapper.validate(FeedItem.self) },
            "Author": { try Mapper.validate(Author.self) },
        ])

    /// A model of 230 properties, 220 of them renamed: more exceptions than one expression states,
    /// so its table is joined from parts, each with its renames and date strategies.
    static let wide = Fixture(
        sample: "wide.json", generated: "Wide.swift", arguments: ["Fixtures/wide.json"],
        summary: "2 models, 231 properties, 220 renames", keyPath: nil, map: mapObject(Wide.self),
        validations: [
            "Wide": { try Mapper.validate(Wide.self) }, "Row": { try Mapper.validate(Row.self) },
        ])

    /// Public models with a prefix, as a library module exports them (`Scripts/check-plugin.sh`
    /// generates from the same sample through the package plugin, into a module of its own).
    static let repo = Fixture(
        sample: "repo.json", generated: "GHRepo.swift",
        arguments: ["Fixtures/repo.json", "--name", "Repo", "--prefix", "GH", "--public"],
        summary: "3 models, 11 properties, 0 renames", keyPath: nil, map: mapObject(GHRepo.self),
        validations: [
            "GHRepo": { try Mapper.validate(GHRepo.self) }, "GHOwner": { try Mapper.validate(GHOwner.self) },
            "GHLicense": { try Mapper.validate(GHLicense.self) },
        ])

    /// A timeline as twitter.json has it, whose retweets are statuses without a retweet of their
    /// own: one model, `TWStatus`, which holds itself (`var retweetedStatus: TWStatus?`).
    static let timeline = Fixture(
        sample: "timeline.json", generated: "TWTimeline.swift",
        arguments: ["Fixtures/timeline.json", "--prefix", "TW"],
        summary: "7 models, 27 properties, 1 rename", keyPath: nil, map: mapObject(TWTimeline.self),
        validations: [
            "TWTimeline": { try Mapper.validate(TWTimeline.self) },
            "TWStatus": { try Mapper.validate(TWStatus.self) },
            "TWUser": { try Mapper.validate(TWUser.self) },
            "TWEntities": { try Mapper.validate(TWEntities.self) },
            "TWHashtag": { try Mapper.validate(TWHashtag.self) },
            "TWURL": { try Mapper.validate(TWURL.self) },
            "TWSearchMetadata": { try Mapper.validate(TWSearchMetadata.self) },
        ])

    /// The same timeline as structs, which cannot hold themselves: the retweet is a model of its
    /// own, `TSRetweetedStatus`, that shares the statuses' users and entities.
    static let timelineStructs = Fixture(
        sample: "timeline.json", generated: "TSTimeline.swift",
        arguments: ["Fixtures/timeline.json", "--prefix", "TS", "--struct"],
        summary: "8 models, 36 properties, 1 rename", keyPath: nil, map: mapObject(TSTimeline.self),
        validations: [
            "TSTimeline": { try Mapper.validate(TSTimeline.self) },
            "TSStatus": { try Mapper.validate(TSStatus.self) },
            "TSUser": { try Mapper.validate(TSUser.self) },
            "TSEntities": { try Mapper.validate(TSEntities.self) },
            "TSHashtag": { try Mapper.validate(TSHashtag.self) },
            "TSURL": { try Mapper.validate(TSURL.self) },
            "TSRetweetedStatus": { try Mapper.validate(TSRetweetedStatus.self) },
            "TSSearchMetadata": { try Mapper.validate(TSSearchMetadata.self) },
        ])

    /// This folder, `Tests/ModelGenerationTests`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The contents of a file of this folder, by its path relative to it.
    static func contents(of relativePath: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(relativePath))
    }

    private static func mapObject<Root: Mappable>(_ type: Root.Type) -> @Sendable (Any) throws -> Any {
        { sample in
            let mapper = Mapper(mode: .strict)
            return try mapper.dictionary(from: mapper.object(of: type, from: sample as? [String: Any] ?? [:]))
        }
    }

    private static func mapObjects<Root: Mappable>(_ type: Root.Type, at keyPath: String)
        -> @Sendable (Any) throws -> Any
    {
        { sample in
            let mapper = Mapper(mode: .strict)
            let models = try mapper.objects(of: type, from: sample as? [String: Any] ?? [:], at: keyPath)
            return try models.map { try mapper.dictionary(from: $0) }
        }
    }
}
