import Foundation
import Testing

@testable import MirrorMapper

/// The bad-input catalogue's row (BadInputLimitsAndSecurity.md) on a store shared by processes that
/// die: random interleavings of journaled appends and folds, durable rewrites, the command line and
/// reads that take no lock, with SIGKILLs at random moments, lose no set that returned.
///
/// A writer prints each value after the call that stored it returned; after every kill a new store
/// reads the file and its journal, and must hold, under each writer's key, at least the last value
/// printed for it (a value stored but not yet printed may be there or not). Readers, the writers'
/// read-modify-writes and this process's checks also report any value that went back.
///
/// `MIRRORMAPPER_STORE_PROPERTY_SETS` sets how many acknowledged sets the run makes at least
/// (``defaultSetCount`` unless set), `MIRRORMAPPER_STORE_PROPERTY_SEED` its seed (``defaultSeed``),
/// so that a failing run can be repeated.
@Suite("DefaultsStore property: three processes, random roles, SIGKILLs, no acknowledged set lost")
struct StorePropertyTests {
    static let setCountVariable = "MIRRORMAPPER_STORE_PROPERTY_SETS"
    static let seedVariable = "MIRRORMAPPER_STORE_PROPERTY_SEED"
    /// Modest, for every `swift test`; the figures in the catalogue come from a run of 1,000,000.
    static let defaultSetCount = 20_000
    static let defaultSeed: UInt64 = 0x5072_6F70_6572_7479
    /// Rounds the run plays at least, whatever the count of sets, so that every run kills often.
    static let leastRounds = 10

    @Test("random rounds of journaled, durable, command-line writers and readers, killed at random")
    func noAcknowledgedSetIsLost() throws {
        let environment = ProcessInfo.processInfo.environment
        let setCount = environment[Self.setCountVariable].flatMap { Int($0) } ?? Self.defaultSetCount
        let seed = environment[Self.seedVariable].flatMap { UInt64($0) } ?? Self.defaultSeed
        try #require(
            FileManager.default.isExecutableFile(atPath: StorePropertyCommandLine.executable),
            "mirrormapper is built with the tests (swift build --build-tests)")
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            var run = StorePropertyRun(file: file, seed: seed)
            let start = ContinuousClock.now
            while run.ledger.count < setCount || run.rounds < Self.leastRounds {
                try run.playRound()
            }
            // Folded, the file alone (without its journal) holds every acknowledged set.
            try DefaultsStore(url: URL(fileURLWithPath: file)).flush()
            let folded = try JSONReader().value(from: try Data(contentsOf: URL(fileURLWithPath: file)))
            run.hold((folded as? [String: Any])?["values"] as? [String: Any] ?? [:], after: "the last flush")

            let lost = run.losses.reduce(0) { $0 + $1.loss.count }
            print(
                "store property: \(run.ledger.count) acknowledged sets, \(lost) lost, \(run.kills) kills,"
                    + " \(run.rounds) rounds, seed \(seed)")
            let byRole = StorePropertyRole.allCases.filter(\.writes).map {
                "\(run.acknowledgedByRole[$0] ?? 0) \($0)"
            }
            print(
                "store property details: acknowledged by \(byRole.joined(separator: ", ")); \(run.endings)"
                    + " processes ended by themselves; \(run.reads) unlocked reads by readers;"
                    + " \(run.wentBack.count) values went back; \((ContinuousClock.now - start).components.seconds) s"
            )
            #expect(run.losses.isEmpty, "\(run.losses.prefix(20).map { "after \($0.moment): \($0.loss)" })")
            #expect(run.wentBack.isEmpty, "\(run.wentBack.prefix(20))")
            #expect(run.problems.isEmpty, "\(run.problems.prefix(20))")
            #expect(run.ledger.count >= setCount)
            #expect(run.kills >= run.rounds, "a round killed nothing; the test proved less than it says")
        }
    }
}
