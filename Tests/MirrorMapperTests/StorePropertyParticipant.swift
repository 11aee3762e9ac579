import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a process of the store's property test does in its round.
enum StorePropertyRole: String, CaseIterable {
    /// Sets its keys through a store that commits `.journaled` (appends, and folds now and then).
    case journaledWriter
    /// Sets its keys through a store that commits `.durable` (rewrites the file each time).
    case durableWriter
    /// Sets its keys with `mirrormapper defaults write`, one process a set.
    case commandLineWriter
    /// Reads every key in a loop without a lock and reports a value that went back.
    case reader

    /// Whether the process writes keys of its own.
    var writes: Bool { self != .reader }
}

/// A process of a round of the store's property test as the parent sees it: started, ready, then
/// killed or left to end, printing lines (`<key> <value>` for each set once its call returned, see
/// ``DefaultsStoreChildWork``) that the parent takes as they come.
protocol StorePropertyParticipant: AnyObject {
    var role: StorePropertyRole { get }
    /// Waits until it has read its starting values and begins its work.
    func waitUntilReady() throws
    /// Kills it with SIGKILL, now; true if a process of it was running.
    func killNow() -> Bool
    /// Waits until it ended; returns what went wrong, if it ended neither by a kill nor with
    /// success.
    func waitUntilEnded() throws -> String?
    /// The whole lines it printed after its ready line since this was last asked.
    func takeNewLines() -> [Substring]
}

/// How long the property test waits for a process before it fails instead of hanging.
let storePropertyHangGuard = DispatchTimeInterval.seconds(120)

/// The lines a participant printed, kept as they arrive.
struct PrintedLines {
    /// What was printed after the ready line and not taken yet.
    private var text = ""
    private(set) var isReady = false

    /// Adds `chunk`; true when it makes the participant ready.
    mutating func append(_ chunk: Data) -> Bool {
        text += String(decoding: chunk, as: UTF8.self)
        guard !isReady, let ready = text.range(of: ArchiveChildProcess.readyLine + "\n") else {
            return false
        }
        // What came before is the test library's own output.
        text.removeSubrange(..<ready.upperBound)
        isReady = true
        return true
    }

    /// The whole lines after the ready line that were not taken yet.
    mutating func takeNew() -> [Substring] {
        guard isReady, let end = text.lastIndex(of: "\n") else {
            return []
        }
        let lines = text[..<end].split(separator: "\n", omittingEmptySubsequences: false)
        text.removeSubrange(...end)
        return lines
    }
}

/// A writer or reader that is the test binary started again (see ``ArchiveChildProcess``), its
/// standard output read by a thread of its own so that it never waits for the parent.
final class StorePropertyChild: StorePropertyParticipant {
    let role: StorePropertyRole
    private let process: Process
    private let printed = Locked(PrintedLines())
    private let ready = DispatchSemaphore(value: 0)
    private let drained = DispatchSemaphore(value: 0)

    /// Starts a child in `role` on the store at `file`, with the keys of `prefix`, making at most
    /// `limit` sets, its choices drawn from `seed`.
    init(_ role: StorePropertyRole, file: String, prefix: String, limit: Int, seed: UInt64) throws {
        self.role = role
        var environment = [
            ArchiveChildProcess.fileVariable: file,
            ArchiveChildProcess.keyPrefixVariable: prefix,
            ArchiveChildProcess.keyCountVariable: String(limit),
            ArchiveChildProcess.seedVariable: String(seed),
        ]
        environment[ArchiveChildProcess.commitVariable] =
            (role == .journaledWriter ? StoreCommitMode.journaled : .durable).rawValue
        let output = ChildProcesses.pipe()
        process = try ArchiveChildProcess.launch(
            role == .reader ? .propertyReader : .propertyWriter, environment: environment, output: output)
        let (printed, ready, drained) = (printed, ready, drained)
        let reading = output.fileHandleForReading
        Thread {
            while true {
                let chunk = reading.availableData
                guard !chunk.isEmpty else {
                    break
                }
                if printed.withLock({ $0.append(chunk) }) {
                    ready.signal()
                }
            }
            // Ended before it was ready: let the wait see that.
            if !printed.withLock({ $0.isReady }) {
                ready.signal()
            }
            drained.signal()
        }.start()
    }

    func waitUntilReady() throws {
        try #require(ready.wait(timeout: .now() + storePropertyHangGuard) == .success, "\(role) hangs")
        try #require(printed.withLock { $0.isReady }, "\(role) ended before it was ready")
    }

    func killNow() -> Bool {
        process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
    }

    func waitUntilEnded() throws -> String? {
        try #require(drained.wait(timeout: .now() + storePropertyHangGuard) == .success, "\(role) hangs")
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
            || process.terminationReason == .exit && process.terminationStatus == EXIT_SUCCESS
        {
            return nil
        }
        return "\(role) ended with \(process.terminationReason) \(process.terminationStatus)"
    }

    func takeNewLines() -> [Substring] {
        printed.withLock { $0.takeNew() }
    }
}
