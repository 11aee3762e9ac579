/// The headline ratios for the Performance article, in Markdown: one row per comparison with what a
/// user would otherwise write or pick, the ratio on the real documents of `../shared/data/` when the
/// run measured them and on the generated ones; then every `ratio` line as the summary prints it.
struct RatioTable {
    let ratios: [HeadlineRatio]
    /// The run's date, machine and load, written above the table.
    let conditions: String

    /// What a row compares, and the names of its ratio on the generated and on the real documents.
    private static let rows: [(comparison: String, generated: String, real: String?)] = [
        (
            "JSON → structs: `Mapper.object(of:fromJSON:)` / `JSONDecoder`", "json-to-structs-vs-jsondecoder",
            "real-json-to-structs-vs-jsondecoder"
        ),
        (
            "JSON → class models: `Mapper.object(of:fromJSON:)` / `JSONDecoder`",
            "json-to-objects-vs-jsondecoder", "real-json-to-objects-vs-jsondecoder"
        ),
        (
            "JSON → class models, the catalog: `Mapper` / `JSONDecoder`",
            "json-to-objects-catalog-vs-jsondecoder",
            "real-json-to-objects-catalog-vs-jsondecoder"
        ),
        (
            "structs → JSON: `Mapper.jsonData` / `JSONEncoder`", "structs-to-json-vs-jsonencoder",
            "real-structs-to-json-vs-jsonencoder"
        ),
        (
            "class models → JSON: `Mapper.jsonData` / `JSONEncoder`", "objects-to-json-vs-jsonencoder",
            "real-objects-to-json-vs-jsonencoder"
        ),
        (
            "dictionary → structs: `Mapper.object` / hand-written tuned", "struct-object-vs-handwritten",
            "real-struct-object-vs-handwritten"
        ),
        (
            "dictionary → structs: `Mapper.object` / hand-written applying the same rules",
            "struct-object-vs-rules-handwritten", "real-struct-object-vs-rules-handwritten"
        ),
        (
            "dictionary → class models: `Mapper.object` / hand-written tuned", "object-vs-handwritten",
            "real-object-vs-handwritten"
        ),
        (
            "dictionary → class models: `Mapper.object` / hand-written plain (`as? Int`)",
            "object-vs-handwritten-plain", nil
        ),
        (
            "dictionary → class models: `Mapper.object` / (hand-written tuned + key path writes)",
            "object-vs-keypath-floor", nil
        ),
        (
            "structs → dictionary: `Mapper.dictionary` / hand-written", "struct-dictionary-vs-handwritten",
            "real-struct-dictionary-vs-handwritten"
        ),
        ("class models → dictionary: `Mapper.dictionary` / hand-written", "dictionary-vs-handwritten", nil),
        (
            "class models → dictionary: `Mapper.dictionary` / (hand-written + key path reads)",
            "dictionary-vs-keypath-floor", nil
        ),
        (
            "peak memory growth, 3,000 statuses → class models, fresh process: `Mapper` / `JSONDecoder`",
            "json-peak-memory-vs-jsondecoder", nil
        ),
        (
            "first decode of one status, fresh process: `Mapper` / `JSONDecoder`",
            "cold-start-vs-jsondecoder",
            nil
        ),
        (
            "first decode of one status, fresh process: table-free model / model with a table",
            "cold-start-table-free-vs-table", nil
        ),
        ("dictionary → class models: table-free / with tables", "table-free-object-vs-table", nil),
        ("class models → dictionary: table-free / with tables", "table-free-dictionary-vs-table", nil),
        ("JSON → class models: table-free / with tables", "table-free-json-to-objects-vs-table", nil),
        ("class models → JSON: table-free / with tables", "table-free-objects-to-json-vs-table", nil),
        ("dictionary → structs: table-free / with tables", "table-free-struct-object-vs-table", nil),
        ("structs → dictionary: table-free / with tables", "table-free-struct-dictionary-vs-table", nil),
        ("JSON → structs: table-free / with tables", "table-free-json-to-structs-vs-table", nil),
        ("structs → JSON: table-free / with tables", "table-free-structs-to-json-vs-table", nil),
        ("`Mapper.object` per object, 100× document / 1× document", "scaling-100x-vs-1x", nil),
        (
            "`DefaultsStore.set`, 10 keys / `UserDefaults.set` + `synchronize()`",
            "store-set-10-vs-userdefaults",
            nil
        ),
        (
            "`DefaultsStore.set`, 1,000 keys / `UserDefaults.set` + `synchronize()`",
            "store-set-1k-vs-userdefaults", nil
        ),
        (
            "`DefaultsStore.set`, 10,000 keys / durably writing the same bytes",
            "store-set-10k-vs-write-floor",
            nil
        ),
        (
            "journaled `DefaultsStore.set`, 10 keys / `UserDefaults.set`",
            "store-set-fast-10-vs-userdefaults", nil
        ),
        (
            "journaled `DefaultsStore.set`, 10,000 keys / `UserDefaults.set`",
            "store-set-fast-10k-vs-userdefaults", nil
        ),
        (
            "JSON → polymorphic media (subtypes, dotted and fallback keys): `Mapper` / `JSONDecoder`",
            "json-to-polymorphic-media-vs-jsondecoder", nil
        ),
        (
            "`JSONDecoder`, 1,000 chains of 30 models: `MappableCodable` / plain `Codable`",
            "mappablecodable-vs-codable", nil
        ),
        (
            "`JSONDecoder`, one chain of 91 models: `MappableCodable` / plain `Codable`",
            "mappablecodable-deep-vs-codable", nil
        ),
        (
            "JSON array → class models: streamed (`JSONModelReader`) / `Mapper.objects(of:fromJSON:)`",
            "streaming-vs-in-memory", nil
        ),
        (
            "JSON array → class models: streamed (`JSONModelReader`) / `JSONDecoder`",
            "streaming-vs-jsondecoder",
            nil
        ),
    ]

    func markdown() -> String {
        var lines = [
            "Run of \(conditions).", "",
            "| compares (lower is better) | real documents | generated documents |",
            "| --- | ---: | ---: |",
        ]
        for row in Self.rows {
            let real = row.real.map { value(named: $0) ?? "not measured" } ?? "—"
            lines.append("| \(row.comparison) | \(real) | \(value(named: row.generated) ?? "not measured") |")
        }
        lines += ["", "```"] + ratios.map(\.line) + ["```"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The ratio `name` of this run, as the table shows it; nil when the run did not measure it.
    private func value(named name: String) -> String? {
        ratios.first { $0.name == name }.map { String(format: "%.2f", $0.value) }
    }
}
