import Foundation
import MirrorMapper

/// Everything the benchmark does with one kind of document, gathered so that the twitter and
/// catalog documents go through the same checks and measurements.
struct DocumentKind<Model: Mappable, Record: Codable> {
    let name: String
    let tuned: ([String: Any]) -> Model
    let plain: ([String: Any]) -> Model
    let handWrittenDictionary: (Model) -> [String: Any]
    let compare: (inout ModelComparison, Model, Model) -> Void
    /// The number of model objects in a mapped document, for the per-object column.
    let objectCount: (Model) -> Int
    let makeDecoder: () -> JSONDecoder
    let makeEncoder: () -> JSONEncoder
}

extension DocumentKind {
    static func twitter<Dates>(_: Dates.Type) -> Self
    where Model == TwitterTimeline<Dates>, Record == TwitterTimelineRecord<Dates> {
        DocumentKind(
            name: "twitter (\(Dates.label))",
            tuned: { TunedHandWrittenMapping.timeline(from: $0, as: Dates.self) },
            plain: { PlainHandWrittenMapping.timeline(from: $0, as: Dates.self) },
            handWrittenDictionary: { HandWrittenDictionaries.dictionary(from: $0) },
            compare: { $0.compare($1, $2, "") },
            objectCount: { timeline in 1 + timeline.statuses.reduce(0) { $0 + objectCount(of: $1) } },
            makeDecoder: Dates.makeDecoder,
            makeEncoder: Dates.makeEncoder
        )
    }

    private static func objectCount<Dates>(of status: Status<Dates>) -> Int {
        let entities = status.entities
        let items =
            entities.hashtags.count + entities.symbols.count + entities.urls.count
            + entities.userMentions.count
        // The status, its metadata, user and entities, the entities' items, and the retweet.
        return 4 + items + (status.retweetedStatus.map { objectCount(of: $0) } ?? 0)
    }
}

extension DocumentKind where Model == Catalog, Record == CatalogRecord {
    static var catalog: Self {
        DocumentKind(
            name: "catalog",
            tuned: TunedHandWrittenMapping.catalog,
            plain: PlainHandWrittenMapping.catalog,
            handWrittenDictionary: HandWrittenDictionaries.dictionary,
            compare: { $0.compare($1, $2, "") },
            objectCount: { catalog in
                let performances = catalog.performances.reduce(0) { count, performance in
                    count + 1 + performance.prices.count
                        + performance.seatCategories.reduce(0) { $0 + 1 + $1.areas.count }
                }
                return 1 + catalog.events.count + performances
            },
            makeDecoder: { JSONDecoder() },
            makeEncoder: { JSONEncoder() }
        )
    }
}
