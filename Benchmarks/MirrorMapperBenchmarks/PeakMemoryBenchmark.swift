import Foundation
import MirrorMapper

/// How much memory decoding a large JSON document into the twitter class models takes: each
/// contestant decodes the same bytes in a fresh child process, which reads the file, lowers its peak
/// resident set to what it holds then (the input included), decodes, and reports how far the peak
/// grew. `JSONDecoder` decodes into the Codable twins, as in the timed table.
enum PeakMemoryBenchmark {
    enum Contestant: String, CaseIterable {
        case mapper
        case jsonDecoder
        case serializationAndMapper

        var title: String {
            switch self {
            case .mapper: "Mapper.object(of:fromJSON:)"
            case .jsonDecoder: "JSONDecoder"
            case .serializationAndMapper: "JSONSerialization + Mapper.object"
            }
        }

        func decode(_ bytes: Data) throws -> DecodedSummary {
            switch self {
            case .mapper:
                DecodedSummary(try Mapper.object(of: TwitterTimeline<TextDates>.self, fromJSON: bytes))
            case .jsonDecoder:
                DecodedSummary(try JSONDecoder().decode(TwitterTimelineRecord<TextDates>.self, from: bytes))
            case .serializationAndMapper:
                DecodedSummary(
                    try Mapper.object(of: TwitterTimeline<TextDates>.self, from: try looseObject(from: bytes))
                )
            }
        }
    }

    static let childArgument = "--peak-memory-child"
    private typealias FreshProcesses = FreshProcessMeasurement<Contestant>

    /// The median growth of the peak resident set, in KiB, of each contestant over `repetitions`
    /// fresh processes, after checking in this process that the contestants agree on the document.
    static func measure(document: Data, repetitions: Int) throws -> [(Contestant, Double)] {
        let expected = try Contestant.mapper.decode(document)
        for contestant in Contestant.allCases where try contestant.decode(document) != expected {
            throw BenchmarkFailure(description: "\(contestant.title) decodes the memory document differently")
        }
        return try FreshProcesses(childArgument: childArgument, repetitions: repetitions)
            .medians(input: document, expected: expected)
    }

    /// The child's work: one decode, and the growth of the peak over the loaded input.
    static func runChild(arguments: [String]) throws {
        let (contestant, bytes) = try FreshProcesses.childInput(from: arguments)
        let before = try ResidentMemory.resetPeak()
        guard before.wasReset else {
            throw BenchmarkFailure(description: "the kernel did not reset the peak (/proc/self/clear_refs)")
        }
        let decoded = try contestant.decode(bytes)
        let growth = try ResidentMemory.peakKibibytes() - before.kibibytes
        FreshProcesses.printFigure(Double(growth), decoded: decoded)
    }
}
