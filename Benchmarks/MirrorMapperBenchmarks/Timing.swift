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
    let rounds: [Duration]

    var median: Duration {
        let sorted = rounds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var medianMilliseconds: Double { median.milliseconds }
}

extension Duration {
    var milliseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
    }
}

/// Runs work under a timing policy on the monotonic clock. The result of every round is kept until
/// the next round has been timed, so the optimizer cannot drop the work and the previous result is
/// released outside the timed region.
final class Stopwatch {
    let policy: TimingPolicy
    private var lastResult: Any?
    private let clock = ContinuousClock()

    init(policy: TimingPolicy) {
        self.policy = policy
    }

    /// Measures `work` after one untimed warm-up round.
    func measure(_ work: () throws -> Any) rethrows -> Measurement {
        lastResult = try work()
        var rounds: [Duration] = []
        let start = clock.now
        while rounds.count < policy.minimumRounds || start.duration(to: clock.now) < policy.minimumDuration {
            var result: Any?
            let elapsed = try clock.measure { result = try work() }
            lastResult = result
            rounds.append(elapsed)
        }
        lastResult = nil
        return Measurement(rounds: rounds)
    }
}
