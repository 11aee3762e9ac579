import Foundation
import MirrorMapper

/// Everything the benchmark does with one kind of document, gathered so that the twitter and
/// catalog documents go through the same checks and measurements.
struct DocumentKind<Model: Mappable, Record: Codable> {
    let name: String
    let tuned: ([String: Any]) -> Model
    let plain: ([String: Any]) -> Model
    /// The tuned mapping with the package's rules applied to each leaf, where the kind has one
    /// (the struct twins).
    var ruleApplying: (([String: Any]) -> Model)? = nil
    let handWrittenDictionary: (Model) -> [String: Any]
    let compare: (inout ModelComparison, Model, Model) -> Void
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
            makeDecoder: Dates.makeDecoder,
            makeEncoder: Dates.makeEncoder
        )
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
            makeDecoder: { JSONDecoder() },
            makeEncoder: { JSONEncoder() }
        )
    }
}
