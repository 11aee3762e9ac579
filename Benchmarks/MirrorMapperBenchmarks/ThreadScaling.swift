import Dispatch
import Foundation
import MirrorMapper

/// Measures how mapping throughput grows from one thread to two, for the mapper (whose schema
/// cache is shared between threads) and for the tuned hand-written mapping (which shares nothing,
/// so it shows what the machine itself gives on shared cores).
enum ThreadScaling {
    /// A parsed document handed to exactly one thread, which only reads it.
    private struct OwnedDocument: @unchecked Sendable {
        let root: [String: Any]
    }

    /// Two-thread throughput over one-thread throughput: 2.0 is perfect scaling.
    static func speedup(
        bytes: Data, iterations: Int, repetitions: Int, map: @escaping @Sendable ([String: Any]) throws -> Any
    ) throws -> Double {
        var speedups: [Double] = []
        for _ in 0..<repetitions {
            let single = try wallTime(threads: 1, bytes: bytes, iterations: iterations, map: map)
            let double = try wallTime(threads: 2, bytes: bytes, iterations: iterations, map: map)
            speedups.append(2 * single / double)
        }
        return speedups.sorted()[speedups.count / 2]
    }

    /// Seconds for `threads` threads to map the document `iterations` times each, all at once.
    private static func wallTime(
        threads: Int, bytes: Data, iterations: Int, map: @escaping @Sendable ([String: Any]) throws -> Any
    ) throws -> Double {
        let documents = try (0..<threads).map { _ in
            OwnedDocument(root: try looseObject(from: bytes))
        }
        let failures = FailureLog()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                do {
                    for _ in 0..<iterations { _ = try map(documents[thread].root) }
                } catch {
                    failures.record("thread \(thread): \(error)")
                }
            }
        }
        if let failure = failures.first { throw BenchmarkFailure(description: failure) }
        return elapsed.milliseconds / 1000
    }

    private final class FailureLog: @unchecked Sendable {  // `messages` is only used under `lock`
        private let lock = NSLock()
        private var messages: [String] = []

        func record(_ message: String) {
            lock.withLock { messages.append(message) }
        }

        var first: String? { lock.withLock { messages.first } }
    }
}
