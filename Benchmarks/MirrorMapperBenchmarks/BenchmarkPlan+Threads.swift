import Foundation
import MirrorMapper

extension BenchmarkPlan {
    /// Two threads mapping at once, each its own copy of the 1× timeline.
    func measureThreads(twitter bytes: Data) throws {
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
}
