import Foundation

/// The struct twins' documents: the same data, checks and works as the class models', with the
/// struct baselines, and the same Codable twins.
extension DocumentKind {
    static func twitterStructs<Dates>(_: Dates.Type) -> Self
    where Model == TwitterTimelineStruct<Dates>, Record == TwitterTimelineRecord<Dates> {
        DocumentKind(
            name: "twitter structs (\(Dates.label))",
            tuned: { TunedHandWrittenStructMapping.timeline(from: $0, as: Dates.self) },
            plain: { PlainHandWrittenStructMapping.timeline(from: $0, as: Dates.self) },
            ruleApplying: { RuleApplyingHandWrittenStructMapping.timeline(from: $0, as: Dates.self) },
            handWrittenDictionary: { HandWrittenStructDictionaries.dictionary(from: $0) },
            compare: { $0.expectEqual(values: $1, $2) },
            makeDecoder: Dates.makeDecoder,
            makeEncoder: Dates.makeEncoder
        )
    }

}

extension DocumentKind where Model == CatalogStruct, Record == CatalogRecord {
    static var catalogStructs: Self {
        DocumentKind(
            name: "catalog structs",
            tuned: TunedHandWrittenStructMapping.catalog,
            plain: PlainHandWrittenStructMapping.catalog,
            ruleApplying: RuleApplyingHandWrittenStructMapping.catalog,
            handWrittenDictionary: HandWrittenStructDictionaries.dictionary,
            compare: { $0.expectEqual(values: $1, $2) },
            makeDecoder: { JSONDecoder() },
            makeEncoder: { JSONEncoder() }
        )
    }
}
