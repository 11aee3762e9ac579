import Foundation

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One seeded run of the store's property test (see ``StorePropertyTests``): rounds of up to three
/// processes in random roles on one store, killed with SIGKILL at random moments, the store read
/// anew after each kill and held to every set acknowledged until then.
struct StorePropertyRun {
    let file: String
    let seed: UInt64
    private var random: SeededRandomNumberGenerator
    private(set) var ledger = StorePropertyLedger()
    private(set) var rounds = 0
    private(set) var kills = 0
    /// How many processes ended by themselves, after their last set (a journaled one folding its
    /// journal at exit).
    private(set) var endings = 0
    private(set) var losses: [(moment: String, loss: StorePropertyLedger.Loss)] = []
    /// Values a reader, a writer's read-modify-write or this process saw lower than before.
    private(set) var wentBack: [String] = []
    /// Processes that failed, and lines nobody should print.
    private(set) var problems: [String] = []
    private(set) var acknowledgedByRole: [StorePropertyRole: Int] = [:]
    private(set) var reads = 0
    /// The values this process read last, to see that none goes back.
    private var seen: [String: Int] = [:]

    /// The longest wait between the round's processes being ready and a kill, in microseconds;
    /// the waits are spread evenly on a logarithmic scale from ``shortestDelay``, so that kills
    /// land in a process's first sets as often as among later ones and folds.
    static let longestDelay = 300_000.0
    static let shortestDelay = 50.0
    /// The most sets of a process left to end by itself, by role.
    static let endingLimits: [StorePropertyRole: Int] = [
        .journaledWriter: 3_000, .durableWriter: 100, .commandLineWriter: 10,
    ]
    /// The most sets of a process that is to be killed: enough to outlast any wait.
    static let killedLimit = 1_000_000

    init(file: String, seed: UInt64) {
        self.file = file
        self.seed = seed
        random = SeededRandomNumberGenerator(seed: seed)
    }

    /// Plays one round: starts one to three processes in random roles (one of them a journaled
    /// writer), each writer on keys of its own slot; kills the journaled writers and readers, and
    /// most of the others, at random moments, checking the store after each kill; checks it again
    /// once the rest ended.
    mutating func playRound() throws {
        rounds += 1
        var plan: [(participant: any StorePropertyParticipant, delay: Double?)] = []
        do {
            for (slot, role) in drawRoles().enumerated() {
                plan.append(try start(role, slot: slot))
            }
            try play(plan)
        } catch {
            for (participant, _) in plan where participant.killNow() {
                _ = try? participant.waitUntilEnded()
            }
            throw error
        }
    }

    /// One to three roles, at least one of them a journaled writer.
    private mutating func drawRoles() -> [StorePropertyRole] {
        let weighted: [StorePropertyRole] = [
            .journaledWriter, .journaledWriter, .journaledWriter, .durableWriter, .commandLineWriter, .reader,
        ]
        var roles = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            weighted.randomElement(using: &random) ?? .journaledWriter
        }
        if !roles.contains(.journaledWriter) {
            roles[Int.random(in: 0..<roles.count, using: &random)] = .journaledWriter
        }
        return roles
    }

    /// Starts a process in `role` on the keys of `slot`, and draws when to kill it: always for a
    /// journaled writer and a reader, for four in five others; nil for one left to end by itself
    /// after a few sets.
    private mutating func start(_ role: StorePropertyRole, slot: Int) throws -> (
        participant: any StorePropertyParticipant, delay: Double?
    ) {
        let killed =
            role == .journaledWriter || role == .reader || Double.random(in: 0..<1, using: &random) < 0.8
        let limit =
            killed ? Self.killedLimit : Int.random(in: 1...(Self.endingLimits[role] ?? 1), using: &random)
        let (prefix, seed) = ("w\(slot)", random.next())
        let participant: any StorePropertyParticipant =
            role == .commandLineWriter
            ? StorePropertyCommandLine(file: file, prefix: prefix, limit: limit, seed: seed)
            : try StorePropertyChild(role, file: file, prefix: prefix, limit: limit, seed: seed)
        let delay = exp(Double.random(in: log(Self.shortestDelay)...log(Self.longestDelay), using: &random))
        return (participant, killed ? delay : nil)
    }

    /// Waits until every participant is ready, kills them in the order of their delays, counted
    /// from then, checking the store after each kill, waits for the others and checks it again.
    private mutating func play(_ plan: [(participant: any StorePropertyParticipant, delay: Double?)]) throws {
        for (participant, _) in plan {
            try participant.waitUntilReady()
        }
        let start = DispatchTime.now()
        let participants = plan.map(\.participant)
        for (participant, delay) in plan.sorted(by: { ($0.delay ?? .infinity) < ($1.delay ?? .infinity) }) {
            guard let delay else {
                break
            }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1000
            if delay > elapsed {
                usleep(UInt32(delay - elapsed))
            }
            if participant.killNow() {
                kills += 1
            }
            try end(participant)
            try check(participants, after: "the kill of a \(participant.role) in round \(rounds)")
        }
        for (participant, delay) in plan where delay == nil {
            try end(participant)
            endings += 1
        }
        try check(participants, after: "the end of round \(rounds)")
    }

    /// Waits until `participant` ended and records whether it failed.
    private mutating func end(_ participant: any StorePropertyParticipant) throws {
        if let problem = try participant.waitUntilEnded() {
            problems.append("round \(rounds): \(problem)")
        }
    }

    /// Takes what the participants printed, then reads the store anew and holds it to every set
    /// acknowledged so far.
    mutating func check(_ participants: [any StorePropertyParticipant], after moment: String) throws {
        for participant in participants {
            for line in participant.takeNewLines() {
                take(line, from: participant.role)
            }
        }
        let values = try DefaultsStore(url: URL(fileURLWithPath: file)).storedValues
        hold(values, after: moment)
        for (key, value) in values {
            guard let value = value as? Int else {
                continue
            }
            if let before = seen[key], value < before {
                wentBack.append("\(key) read as \(before), then \(value) after \(moment)")
            }
            seen[key] = value
        }
    }

    /// Holds `values` to every set acknowledged so far; each loss is recorded once.
    mutating func hold(_ values: [String: Any], after moment: String) {
        losses += ledger.losses(in: values).map { (moment, $0) }
    }

    /// Records a line printed by a process in `role`.
    private mutating func take(_ line: Substring, from role: StorePropertyRole) {
        let words = line.split(separator: " ")
        if line.hasPrefix(DefaultsStoreChildWork.wentBackPrefix) {
            wentBack.append("\(role): \(line)")
        } else if line.hasPrefix(DefaultsStoreChildWork.readsPrefix) {
            reads += DefaultsStoreChildWork.readsPerReport
        } else if role.writes, words.count == 2, let value = Int(words[1]) {
            ledger.record(value, forKey: String(words[0]))
            acknowledgedByRole[role, default: 0] += 1
        } else {
            problems.append("round \(rounds), \(role) printed: \(line)")
        }
    }
}
