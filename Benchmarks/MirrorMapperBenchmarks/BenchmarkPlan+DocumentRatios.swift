/// The headline ratios that compare two works on one document of the table.
extension BenchmarkPlan {
    private static let documentRatioDefinitions:
        [(name: String, work: Work, baseline: Work, document: String)] =
            [
                ("object-vs-handwritten", .mapperObjects, .tunedObjects, headlineDocument),
                ("object-vs-handwritten-plain", .mapperObjects, .plainObjects, headlineDocument),
                ("dictionary-vs-handwritten", .mapperDictionary, .handWrittenDictionary, headlineDocument),
                ("json-to-objects-vs-jsondecoder", .parseAndMapper, .jsonDecoder, headlineDocument),
                ("json-to-objects-catalog-vs-jsondecoder", .parseAndMapper, .jsonDecoder, "catalog 1×"),
                ("objects-to-json-vs-jsonencoder", .mapperAndSerialize, .jsonEncoder, headlineDocument),
                ("struct-object-vs-handwritten", .mapperObjects, .tunedObjects, headlineStructDocument),
                (
                    "struct-object-vs-rules-handwritten", .mapperObjects, .ruleApplyingObjects,
                    headlineStructDocument
                ),
                (
                    "struct-dictionary-vs-handwritten", .mapperDictionary, .handWrittenDictionary,
                    headlineStructDocument
                ),
                ("json-to-structs-vs-jsondecoder", .parseAndMapper, .jsonDecoder, headlineStructDocument),
                ("structs-to-json-vs-jsonencoder", .mapperAndSerialize, .jsonEncoder, headlineStructDocument),
            ]

    /// The same comparisons on the real documents of `../shared/data/`, named `real-…`: the figures
    /// a user sees on real data, which has far more non-ASCII text than the generated documents.
    /// A run that did not measure them (no such folder, `--quick`, `--filter`) leaves them out.
    private static let realDocumentRatioDefinitions:
        [(name: String, work: Work, baseline: Work, document: String)] =
            [
                ("real-json-to-structs-vs-jsondecoder", .parseAndMapper, .jsonDecoder, realTwitterStructs),
                ("real-json-to-objects-vs-jsondecoder", .parseAndMapper, .jsonDecoder, realTwitter),
                ("real-json-to-objects-catalog-vs-jsondecoder", .parseAndMapper, .jsonDecoder, realCatalog),
                (
                    "real-structs-to-json-vs-jsonencoder", .mapperAndSerialize, .jsonEncoder,
                    realTwitterStructs
                ),
                ("real-objects-to-json-vs-jsonencoder", .mapperAndSerialize, .jsonEncoder, realTwitter),
                ("real-struct-object-vs-handwritten", .mapperObjects, .tunedObjects, realTwitterStructs),
                (
                    "real-struct-object-vs-rules-handwritten", .mapperObjects, .ruleApplyingObjects,
                    realTwitterStructs
                ),
                ("real-object-vs-handwritten", .mapperObjects, .tunedObjects, realTwitter),
                (
                    "real-struct-dictionary-vs-handwritten", .mapperDictionary, .handWrittenDictionary,
                    realTwitterStructs
                ),
            ]

    /// The rows of the real documents, as `measureSharedData` labels them.
    static let realTwitter = "twitter (text dates) twitter.json"
    static let realTwitterStructs = "twitter structs (text dates) twitter.json"
    static let realCatalog = "catalog citm_catalog.json"

    func documentRatios() -> [HeadlineRatio] {
        HeadlineRatio.measured(
            (Self.documentRatioDefinitions + Self.realDocumentRatioDefinitions).map { definition in
                (
                    definition.name,
                    report.ratio(definition.work, over: definition.baseline, on: definition.document)
                )
            } + [
                (
                    "scaling-100x-vs-1x",
                    perObjectScaling(
                        of: .mapperObjects, from: Self.headlineDocument, to: "twitter (text dates) 100×")
                )
            ])
    }

    /// Time per object on `large` over time per object on `small`.
    private func perObjectScaling(of work: Work, from small: String, to large: String) -> Double? {
        func perObject(_ document: String) -> Double? {
            report.rows.first { $0.document == document && $0.work == work }.map {
                $0.measurement.medianMilliseconds / Double($0.objects)
            }
        }
        guard let small = perObject(small), let large = perObject(large) else { return nil }
        return large / small
    }
}
