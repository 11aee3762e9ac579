/// The goal for a headline ratio (lower is better) and what the ratio compares: issue 14's, with
/// the struct, cold-start and Codable goals set again by issue 46. The chart shows each measured
/// ratio against it.
struct RatioTarget {
    let name: String
    let target: Double
    let comparison: String

    /// In the order the chart and the table show them.
    static let all = [
        RatioTarget(
            name: "json-to-objects-vs-jsondecoder", target: 0.75,
            comparison: "JSON → class models, Mapper.object(of:fromJSON:) / JSONDecoder"),
        RatioTarget(
            name: "json-to-structs-vs-jsondecoder", target: 0.6,
            comparison: "JSON → structs, Mapper.object(of:fromJSON:) / JSONDecoder"),
        RatioTarget(
            name: "json-to-objects-catalog-vs-jsondecoder", target: 0.6,
            comparison: "JSON → class models on the catalog, Mapper / JSONDecoder"),
        RatioTarget(
            name: "json-to-polymorphic-media-vs-jsondecoder", target: 0.75,
            comparison: "JSON → polymorphic media (subtypes, dotted and fallback keys), Mapper / JSONDecoder"),
        RatioTarget(
            name: "objects-to-json-vs-jsonencoder", target: 0.6,
            comparison: "class models → JSON, Mapper.jsonData / JSONEncoder"),
        RatioTarget(
            name: "structs-to-json-vs-jsonencoder", target: 0.6,
            comparison: "structs → JSON, Mapper.jsonData / JSONEncoder"),
        RatioTarget(
            name: "object-vs-keypath-floor", target: 1.25,
            comparison: "dictionary → class models, Mapper.object / (hand-written tuned + key path writes)"),
        RatioTarget(
            name: "struct-object-vs-handwritten", target: 1.25,
            comparison: "dictionary → structs, Mapper.object / hand-written tuned"),
        RatioTarget(
            name: "dictionary-vs-keypath-floor", target: 1.25,
            comparison: "class models → dictionary, Mapper.dictionary / (hand-written + key path reads)"),
        RatioTarget(
            name: "struct-object-vs-rules-handwritten", target: 1.15,
            comparison: "dictionary → structs, Mapper.object / hand-written applying the same rules"),
        RatioTarget(
            name: "struct-dictionary-vs-handwritten", target: 1.5,
            comparison: "structs → dictionary, Mapper.dictionary / hand-written"),
        RatioTarget(
            name: "json-peak-memory-vs-jsondecoder", target: 1.0,
            comparison: "peak memory growth, large JSON → class models, fresh process, Mapper / JSONDecoder"),
        RatioTarget(
            name: "cold-start-vs-jsondecoder", target: 2.5,
            comparison: "first decode of one status, fresh process, Mapper / JSONDecoder"),
        RatioTarget(
            name: "store-set-10k-vs-write-floor", target: 1.5,
            comparison: "DefaultsStore.set with 10,000 keys / durably writing the same bytes"),
        RatioTarget(
            name: "store-set-1k-vs-userdefaults", target: 0.15,
            comparison: "DefaultsStore.set with 1,000 keys / UserDefaults.set + synchronize"),
        RatioTarget(
            name: "store-set-10-vs-userdefaults", target: 1.0,
            comparison: "DefaultsStore.set with 10 keys / UserDefaults.set + synchronize"),
        RatioTarget(
            name: "store-set-fast-10-vs-userdefaults", target: 1.0,
            comparison: "journaled DefaultsStore.set with 10 keys / UserDefaults.set"),
        RatioTarget(
            name: "store-set-fast-10k-vs-userdefaults", target: 1.0,
            comparison: "journaled DefaultsStore.set with 10,000 keys / UserDefaults.set"),
        RatioTarget(
            name: "mappablecodable-vs-codable", target: 1.6,
            comparison: "JSONDecoder, 1,000 chains of 30 models, MappableCodable / plain Codable"),
        RatioTarget(
            name: "streaming-vs-in-memory", target: 1.1,
            comparison: "JSON array → class models streamed, JSONModelReader / Mapper.objects(of:fromJSON:)"),
    ]
}
