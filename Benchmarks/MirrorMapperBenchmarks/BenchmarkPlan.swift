import Foundation
import MirrorMapper

/// What a run measures, in order: generated documents at 1× (class models and their struct twins),
/// 10× and 100×, the real documents of `../shared/data/` when present, two threads against one;
/// then the summary and headline ratios.
struct BenchmarkPlan {
    let options: Options
    let stopwatch: Stopwatch
    let report = Report()

    init(options: Options) {
        self.options = options
        stopwatch = Stopwatch(policy: options.quick ? .quick : .full)
    }

    /// The documents the headline ratios are taken from: generated, so every machine has them.
    private static let headlineDocument = "twitter (text dates) 1×"
    private static let headlineStructDocument = "twitter structs (text dates) 1×"
    private static let datedWorks = Work.allCases.filter { $0 != .parse && $0 != .serializeDictionary }
    private static let mappingWorks: [Work] = [
        .mapperObjects, .tunedObjects, .plainObjects, .mapperDictionary, .handWrittenDictionary,
    ]
    private static let scalingWorks: [Work] = [.mapperObjects, .tunedObjects]

    func run() throws {
        let twitterText = DocumentKind.twitter(TextDates.self)
        let twitterDates = DocumentKind.twitter(ParsedDates.self)
        var twitterGenerator = TwitterDocumentGenerator(seed: 0x7477_6974)
        var catalogGenerator = CatalogDocumentGenerator(seed: 0x6369_746D)

        let twitter1 = try twitterGenerator.document(scale: 1)
        let catalog1 = try catalogGenerator.document(scale: 1)
        try measure(twitterText, "1×", twitter1, Work.allCases)
        try measure(twitterDates, "1×", twitter1, Self.datedWorks)
        try measure(.catalog, "1×", catalog1, Work.allCases)
        try measure(.twitterStructs(TextDates.self), "1×", twitter1, Work.allCases)
        try measure(.twitterStructs(ParsedDates.self), "1×", twitter1, Self.datedWorks)
        try measure(.catalogStructs, "1×", catalog1, Work.allCases)

        if !options.quick {
            try measure(twitterText, "10×", try twitterGenerator.document(scale: 10), Self.mappingWorks)
            try measure(.catalog, "10×", try catalogGenerator.document(scale: 10), Self.mappingWorks)
            try measure(twitterText, "100×", try twitterGenerator.document(scale: 100), Self.scalingWorks)
            try measure(.catalog, "100×", try catalogGenerator.document(scale: 100), Self.scalingWorks)
            report.note(
                String(
                    format: "peak memory (ru_maxrss) after the 100× documents: %.0f MiB",
                    peakResidentMebibytes()))
            try measureSharedData()
        }
        try measureThreads(twitter: twitter1)
        try measureKeyPathFloor(twitter: twitter1)
        let storeRatios = try measureStore()

        report.printSummary(ratios: headlineRatios() + storeRatios)
    }

    private func measure<Model, Record>(
        _ kind: DocumentKind<Model, Record>, _ size: String, _ bytes: Data, _ works: [Work]
    ) throws {
        let label = "\(kind.name) \(size)"
        let selected = works.filter { options.includes($0, on: label) }
        guard !selected.isEmpty else { return }
        try DocumentBenchmark(
            kind: kind, label: label, bytes: bytes, works: selected, stopwatch: stopwatch, report: report
        ).run()
    }

    private func measureSharedData() throws {
        guard let folder = SharedData.folder() else {
            report.note("../shared/data not found: real documents skipped")
            return
        }
        for file in try SharedData.documents(in: folder) {
            let bytes = try Data(contentsOf: file)
            let name = file.lastPathComponent
            switch name {
            case "twitter.json":
                try measure(.twitter(TextDates.self), name, bytes, Work.allCases)
                try measure(.twitter(ParsedDates.self), name, bytes, Self.datedWorks)
                try measure(.twitterStructs(TextDates.self), name, bytes, Work.allCases)
            case "citm_catalog.json":
                try measure(.catalog, name, bytes, Work.allCases)
                try measure(.catalogStructs, name, bytes, Work.allCases)
            default:
                report.note("\(folder.path)/\(name): no models for it, skipped")
            }
        }
    }

    /// Durable `DefaultsStore.set`s in stores of several sizes against `UserDefaults` and against
    /// durably writing the same bytes (see ``StoreBenchmark``); the headline ratios they give.
    private func measureStore() throws -> [(name: String, value: Double?)] {
        guard options.filter == nil || "store".localizedCaseInsensitiveContains(options.filter ?? "") else {
            return []
        }
        let figures = try StoreBenchmark.measure(quick: options.quick)
        for row in figures {
            report.note(
                String(
                    format: "DefaultsStore.set of a settings model with %d keys in the file: %.3f ms; "
                        + "UserDefaults.set + synchronize %.3f ms (%.2f×); durably writing the same bytes "
                        + "%.3f ms (%.2f×)", row.keys, row.store, row.userDefaults,
                    row.store / row.userDefaults,
                    row.writeFloor, row.store / row.writeFloor))
        }
        func ratio(keys: Int, _ baseline: KeyPath<StoreBenchmark.Figures, Double>) -> Double? {
            figures.first { $0.keys == keys }.map { $0.store / $0[keyPath: baseline] }
        }
        return [
            ("store-set-10k-vs-write-floor", ratio(keys: 10_000, \.writeFloor)),
            ("store-set-1k-vs-userdefaults", ratio(keys: 1_000, \.userDefaults)),
            ("store-set-10-vs-userdefaults", ratio(keys: 10, \.userDefaults)),
        ]
    }

    /// Two threads mapping at once, each its own copy of the 1× timeline.
    private func measureThreads(twitter bytes: Data) throws {
        guard options.filter == nil || options.includes(.mapperObjects, on: "threads") else { return }
        let perRound = report.median(document: Self.headlineDocument, work: .mapperObjects) ?? 5
        let iterations = options.quick ? 3 : max(5, Int(500 / perRound))
        let repetitions = options.quick ? 1 : 3
        let mapper = try ThreadScaling.speedup(bytes: bytes, iterations: iterations, repetitions: repetitions)
        {
            try Mapper.object(of: TwitterTimeline<TextDates>.self, from: $0)
        }
        let handWritten = try ThreadScaling.speedup(
            bytes: bytes, iterations: iterations, repetitions: repetitions
        ) {
            TunedHandWrittenMapping.timeline(from: $0, as: TextDates.self)
        }
        report.note(
            String(
                format: "2 threads vs 1, twitter 1× (throughput ratio, 2.0 = perfect): Mapper %.2f, "
                    + "hand-written tuned %.2f (%d iterations per thread)", mapper, handWritten, iterations))
    }

    /// What the key path accesses alone cost on the headline document, set against the
    /// hand-written figures of the same run (see ``KeyPathFloor``).
    private func measureKeyPathFloor(twitter bytes: Data) throws {
        let document = Self.headlineDocument
        guard options.filter == nil || options.includes(.mapperObjects, on: document),
            let tuned = report.median(document: document, work: .tunedObjects),
            let handWritten = report.median(document: document, work: .handWrittenDictionary)
        else { return }
        guard let dictionary = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
            throw BenchmarkFailure(description: "the twitter document is not a JSON object")
        }
        let values = try KeyPathFloor.mappedValueCount(
            of: try Mapper.object(of: TwitterTimeline<TextDates>.self, from: dictionary))
        let cost = try KeyPathFloor.measureAccessCost(stopwatch: stopwatch)
        let writes = Double(values) * (cost.classWrite - cost.directWrite) / 1e6
        let reads = Double(values) * (cost.classRead - cost.directRead) / 1e6
        report.note(
            String(
                format:
                    "key path cost per access (ns): class write %.1f, class read %.1f, struct write %.1f, "
                    + "struct read %.1f; direct write %.1f, direct read %.1f",
                cost.classWrite, cost.classRead, cost.structWrite, cost.structRead, cost.directWrite,
                cost.directRead))
        report.note(
            String(
                format: "key-path floor on %@ (%d mapped values, class models): hand-written tuned + key "
                    + "path writes = %.2f ms = %.2f× hand-written tuned; hand-written → dictionary + key path "
                    + "reads = %.2f ms = %.2f× hand-written", document, values, tuned + writes,
                (tuned + writes) / tuned, handWritten + reads, (handWritten + reads) / handWritten))
    }

    private func headlineRatios() -> [(name: String, value: Double?)] {
        let document = Self.headlineDocument
        let structs = Self.headlineStructDocument
        return [
            ("object-vs-handwritten", report.ratio(.mapperObjects, over: .tunedObjects, on: document)),
            ("object-vs-handwritten-plain", report.ratio(.mapperObjects, over: .plainObjects, on: document)),
            (
                "dictionary-vs-handwritten",
                report.ratio(.mapperDictionary, over: .handWrittenDictionary, on: document)
            ),
            (
                "json-to-objects-vs-jsondecoder",
                report.ratio(.parseAndMapper, over: .jsonDecoder, on: document)
            ),
            (
                "objects-to-json-vs-jsonencoder",
                report.ratio(.mapperAndSerialize, over: .jsonEncoder, on: document)
            ),
            (
                "struct-object-vs-handwritten",
                report.ratio(.mapperObjects, over: .tunedObjects, on: structs)
            ),
            (
                "struct-dictionary-vs-handwritten",
                report.ratio(.mapperDictionary, over: .handWrittenDictionary, on: structs)
            ),
            (
                "json-to-structs-vs-jsondecoder",
                report.ratio(.parseAndMapper, over: .jsonDecoder, on: structs)
            ),
            (
                "structs-to-json-vs-jsonencoder",
                report.ratio(.mapperAndSerialize, over: .jsonEncoder, on: structs)
            ),
            (
                "scaling-100x-vs-1x",
                perObjectScaling(of: .mapperObjects, from: document, to: "twitter (text dates) 100×")
            ),
        ]
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
