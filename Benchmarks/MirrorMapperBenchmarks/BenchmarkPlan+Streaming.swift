import Foundation
import MirrorMapper

/// Streaming (`JSONModelReader`): its time per model against the in-memory JSON call and
/// `JSONDecoder` on the same elements, and its peak memory on a generated file of 1 GiB.
extension BenchmarkPlan {
    /// The file read in fresh processes: 1 GiB; in a quick run, 8 MiB.
    private var streamedFileLength: Int { options.quick ? 8 << 20 : 1 << 30 }
    /// The array timed in this process against the in-memory calls: 32 MiB; in a quick run, 1 MiB.
    private var timedArrayLength: Int { options.quick ? 1 << 20 : 32 << 20 }

    func measureStreaming(twitter1: Data) throws -> [HeadlineRatio] {
        guard options.includes(section: "streaming") else { return [] }
        let texts = try StreamingBenchmark.statusTexts(of: twitter1)
        let statuses = try StreamingBenchmark.decodedStatuses(texts)
        let times = try timeStreamingAgainstInMemoryCalls(texts, statuses)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mirrormapper-streaming-\(ProcessInfo.processInfo.processIdentifier).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = try StreamingBenchmark.writeLines(of: texts, length: streamedFileLength, to: file)
        var expected = DecodedSummary()
        for line in 0..<lines { expected.add(statuses[line % statuses.count]) }
        let fileLength = Double(
            try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0)
        let figures = try StreamingBenchmark.measure(file: file, expected: expected)
        let peak = figures.map(\.peakMebibytes).max() ?? 0
        report.note(
            String(
                format:
                    "streaming, JSON Lines of %d statuses (%.0f MiB) → class models, in a fresh process each: ",
                lines, fileLength / 1_048_576)
                + figures.map {
                    String(
                        format: "%@ %.2f s (%.2f µs/status), peak resident set %.1f MiB", $0.0.rawValue,
                        $0.seconds,
                        $0.seconds * 1e6 / Double(lines), $0.peakMebibytes)
                }.joined(separator: "; "))
        report.note(String(format: "streaming-peak-mib %.1f", peak))
        return HeadlineRatio.measured([
            ("streaming-vs-in-memory", times.streaming / times.inMemory),
            ("streaming-vs-jsondecoder", times.streaming / times.jsonDecoder),
        ])
    }

    /// The median milliseconds of reading one array of `texts` (cycled) streamed from `Data`, with
    /// `Mapper.objects(of:fromJSON:)` and with `JSONDecoder`, measured interleaved; each reading's
    /// summary must be the one of `statuses`.
    private func timeStreamingAgainstInMemoryCalls(
        _ texts: [Data], _ statuses: [Status<TextDates>]
    ) throws -> (streaming: Double, inMemory: Double, jsonDecoder: Double) {
        var array = Data("[".utf8)
        var count = 0
        var expected = DecodedSummary()
        while array.count < timedArrayLength {
            if count > 0 { array.append(UInt8(ascii: ",")) }
            array.append(texts[count % texts.count])
            expected.add(statuses[count % statuses.count])
            count += 1
        }
        array.append(UInt8(ascii: "]"))
        let reader = JSONModelReader(of: Status<TextDates>.self, in: .array)
        let works: [() throws -> DecodedSummary] = [
            {
                var summary = DecodedSummary()
                try reader.forEach(in: array) { summary.add($0) }
                return summary
            },
            {
                var summary = DecodedSummary()
                for status in try Mapper().objects(of: Status<TextDates>.self, fromJSON: array) {
                    summary.add(status)
                }
                return summary
            },
            {
                var summary = DecodedSummary()
                for status in try JSONDecoder().decode([TimelineStatusRecord<TextDates>].self, from: array) {
                    summary.add(status)
                }
                return summary
            },
        ]
        for (work, name) in zip(works, ["streamed", "Mapper.objects(of:fromJSON:)", "JSONDecoder"])
        where try work() != expected {
            throw BenchmarkFailure(description: "\(name) reads the streaming array differently")
        }
        let measurements = try stopwatch.measureInterleaved(works.map { work in { try work() } })
        let milliseconds = measurements.map(\.medianMilliseconds)
        report.note(
            String(
                format:
                    "streaming, an array of %d statuses (%.1f MiB) → class models, median ms: streamed from Data "
                    + "%.1f, Mapper.objects(of:fromJSON:) %.1f, JSONDecoder %.1f",
                count, Double(array.count) / 1_048_576, milliseconds[0], milliseconds[1], milliseconds[2]))
        return (milliseconds[0], milliseconds[1], milliseconds[2])
    }
}
