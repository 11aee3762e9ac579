import Foundation

/// The figures measured in fresh child processes, one per contestant and repetition: peak memory
/// and cold start (see ``PeakMemoryBenchmark`` and ``ColdStartBenchmark``).
extension BenchmarkPlan {
    /// The statuses of the memory document: 3,000, a document of about 11 MiB; in a quick run, the
    /// 1× document's 100.
    private static let memoryDocumentScale = 30

    func measurePeakMemory(twitter1: Data) throws -> [HeadlineRatio] {
        guard options.includes(section: "peak memory") else { return [] }
        var generator = TwitterDocumentGenerator(seed: Self.twitterSeed)
        let document = options.quick ? twitter1 : try generator.document(scale: Self.memoryDocumentScale)
        let repetitions = options.quick ? 1 : 3
        let growth = try PeakMemoryBenchmark.measure(document: document, repetitions: repetitions)
        let figures = growth.map { String(format: "%@ %.1f MiB", $0.0.title, $0.1 / 1024) }
        report.note(
            String(
                format:
                    "peak memory, JSON → twitter class models, %d statuses (%.1f MiB)%@, each decode in a "
                    + "fresh process, median of %d: growth of the peak resident set over the loaded input: ",
                options.quick ? 100 : Self.memoryDocumentScale * 100, Double(document.count) / 1_048_576,
                options.quick ? " (quick run: the 1× document instead of 3,000 statuses)" : "", repetitions)
                + figures.joined(separator: ", "))
        return HeadlineRatio.measured([
            ("json-peak-memory-vs-jsondecoder", ratio(of: .mapper, over: .jsonDecoder, in: growth))
        ])
    }

    func measureColdStart(twitter1: Data) throws -> [HeadlineRatio] {
        guard options.includes(section: "cold start") else { return [] }
        let repetitions = options.quick ? 3 : 9
        let times = try ColdStartBenchmark.measure(twitter: twitter1, repetitions: repetitions)
        report.note(
            "cold start, the first decode of one status (with a retweet and every kind of entity: 7 model "
                + "types) in a fresh process, median of \(repetitions): "
                + times.map { String(format: "%@ %.2f ms", $0.0.title, $0.1) }.joined(
                    separator: ", "))
        return HeadlineRatio.measured([
            ("cold-start-vs-jsondecoder", ratio(of: .mapper, over: .jsonDecoder, in: times)),
            ("cold-start-table-free-vs-table", ratio(of: .mapperTableFree, over: .mapper, in: times)),
        ])
    }

    private func ratio<Contestant: Equatable>(
        of contestant: Contestant, over baseline: Contestant, in figures: [(Contestant, Double)]
    ) -> Double? {
        guard let value = figures.first(where: { $0.0 == contestant })?.1,
            let base = figures.first(where: { $0.0 == baseline })?.1, base > 0
        else { return nil }
        return value / base
    }
}
