import Foundation

/// How long each figure is measured: at least `minimumRounds` rounds and at least `minimumDuration`
/// in total, whichever takes longer.
struct TimingPolicy: Sendable {
    var minimumRounds: Int
    var minimumDuration: Duration

    static let full = TimingPolicy(minimumRounds: 15, minimumDuration: .seconds(1))
    static let quick = TimingPolicy(minimumRounds: 3, minimumDuration: .milliseconds(60))
}

/// The rounds of one measured piece of work.
struct Measurement: Sendable {
    /// Each round's time on the monotonic clock.
    let rounds: [Duration]
    /// Each round's time on the thread's CPU clock, which stops while the thread waits for a core:
    /// the load of other processes moves it far less, for comparisons finer than that load.
    let processorRounds: [Duration]

    var median: Duration { Self.median(of: rounds) }

    var medianMilliseconds: Double { median.milliseconds }

    var processorMedianMilliseconds: Double { Self.median(of: processorRounds).milliseconds }

    private static func median(of rounds: [Duration]) -> Duration {
        let sorted = rounds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The CPU time the calling thread has used so far.
func threadProcessorTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

extension Duration {
    var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
    }
}

/// Runs work under a timing policy on the monotonic clock.
///
/// The works compared with each other are measured interleaved, round by round, so that the load of
/// other processes on shared cores falls on all of them alike. The result of every round is kept
/// until the next round has been timed, so the optimizer cannot drop the work and the release of
/// the previous result stays outside the timed region.
final class Stopwatch {
    let policy: TimingPolicy
    private var lastResult: Any?
    private let clock = ContinuousClock()

    init(policy: TimingPolicy) {
        self.policy = policy
    }

    /// Measures each work after one untimed warm-up round of all of them; a work stops taking
    /// rounds once it has both the minimum rounds and the minimum total time.
    func measureInterleaved(_ works: [() throws -> Any]) throws -> [Measurement] {
        for work in works { lastResult = try work() }
        var rounds = Array(repeating: [Duration](), count: works.count)
        var processorRounds = rounds
        var totals = Array(repeating: Duration.zero, count: works.count)
        func needsRounds(_ index: Int) -> Bool {
            rounds[index].count < policy.minimumRounds || totals[index] < policy.minimumDuration
        }
        while works.indices.contains(where: needsRounds) {
            for index in works.indices where needsRounds(index) {
                var result: Any?
                let processorStart = threadProcessorTime()
                let elapsed = try clock.measure { result = try works[index]() }
                processorRounds[index].append(threadProcessorTime() - processorStart)
                lastResult = result
                rounds[index].append(elapsed)
                totals[index] += elapsed
            }
        }
        lastResult = nil
        return zip(rounds, processorRounds).map(Measurement.init)
    }
}
