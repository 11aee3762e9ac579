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
    static let headlineDocument = "twitter (text dates) 1×"
    static let headlineStructDocument = "twitter structs (text dates) 1×"
    static let twitterSeed: UInt64 = 0x7477_6974
    private static let datedWorks = Work.allCases.filter { $0 != .parse && $0 != .serializeDictionary }
    private static let mappingWorks: [Work] = [
        .mapperObjects, .tunedObjects, .plainObjects, .mapperDictionary, .handWrittenDictionary,
    ]
    private static let scalingWorks: [Work] = [.mapperObjects, .tunedObjects]

    func run() throws {
        let conditions = RunConditions()
        try RuleApplyingLeavesCheck.requireAgreement()
        let twitterText = DocumentKind.twitter(TextDates.self)
        let twitterDates = DocumentKind.twitter(ParsedDates.self)
        var twitterGenerator = TwitterDocumentGenerator(seed: Self.twitterSeed)
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
                    ResidentMemory.peakMebibytes))
            try measureSharedData()
        }
        try measureThreads(twitter: twitter1)
        let floorRatios = try measureKeyPathFloor(twitter: twitter1)
        let tableFreeRatios = try measureTableFree(twitter1: twitter1)
        let memoryRatios = try measurePeakMemory(twitter1: twitter1)
        let coldStartRatios = try measureColdStart(twitter1: twitter1)
        let storeRatios = try measureStore()
        let bridgeRatios = try measureCodableBridge()
        let mediaRatios = try measurePolymorphicMedia()
        let streamingRatios = try measureStreaming(twitter1: twitter1)

        let ratios =
            documentRatios() + floorRatios + tableFreeRatios + memoryRatios + coldStartRatios + storeRatios
            + bridgeRatios + mediaRatios + streamingRatios
        let conditionsText = conditions.description()
        report.note("run: \(conditionsText)")
        report.printSummary(ratios: ratios)
        if let path = options.chartPath {
            try write(ResultsChart(ratios: ratios, conditions: conditionsText).svg(), to: path)
        }
        if let path = options.ratioTablePath {
            try write(RatioTable(ratios: ratios, conditions: conditionsText).markdown(), to: path)
        }
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        printProgress("wrote \(path)")
    }

    private func measure<Model, Record>(
        _ kind: DocumentKind<Model, Record>, _ size: String, _ bytes: Data, _ works: [Work]
    ) throws {
        let label = "\(kind.name) \(size)"
        let selected = works.filter {
            options.includes($0, on: label) && ($0 != .ruleApplyingObjects || kind.ruleApplying != nil)
        }
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
}
