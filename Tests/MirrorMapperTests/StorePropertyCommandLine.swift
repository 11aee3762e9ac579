import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as a writer of the store's property test: a thread of the parent runs
/// `mirrormapper defaults read` for its starting values, then one `mirrormapper defaults write`
/// process per set, and prints (into its lines, as a child prints to its output) `<key> <value>`
/// for each that exited with success. A kill goes to the `mirrormapper` process running then, and
/// no other is started: the parent starts the processes itself, so none outlives the kill to
/// write after the next round began.
final class StorePropertyCommandLine: StorePropertyParticipant {
    /// The real executable, built with the tests beside the test binary.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("mirrormapper").path

    let role = StorePropertyRole.commandLineWriter
    private struct State {
        var lines = PrintedLines()
        var running: Process?
        var isKilled = false
        var problem: String?
    }
    private let state = Locked(State())
    private let ready = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    /// Starts the writer of the keys of `prefix` in the store at `file`, making at most `limit`
    /// sets, its choices drawn from `seed`.
    init(file: String, prefix: String, limit: Int, seed: UInt64) {
        let (state, ready, ended) = (state, ready, ended)
        Thread {
            Self.write(file: file, prefix: prefix, limit: limit, seed: seed, state: state, ready: ready)
            ready.signal()
            ended.signal()
        }.start()
    }

    private static func write(
        file: String, prefix: String, limit: Int, seed: UInt64, state: Locked<State>,
        ready: DispatchSemaphore
    ) {
        func say(_ line: String) {
            _ = state.withLock { $0.lines.append(Data((line + "\n").utf8)) }
        }
        let keys = DefaultsStoreChildWork.propertyKeys(prefix: prefix)
        var last: [Int] = []
        for key in keys {
            guard let read = run(["defaults", "read", file, key], state: state) else {
                return
            }
            switch (read.status, Int(read.output.trimmingCharacters(in: .whitespacesAndNewlines))) {
            case (EXIT_SUCCESS, let value?): last.append(value)
            case (EXIT_FAILURE, _) where read.error.contains("no key") || read.error.contains("no file at"):
                last.append(0)
            default:
                state.withLock { $0.problem = "defaults read \(key): \(read.status) \(read.error)" }
                return
            }
        }
        say(ArchiveChildProcess.readyLine)
        ready.signal()
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<limit {
            let index = Int.random(in: 0..<keys.count, using: &random)
            guard
                let written = run(
                    ["defaults", "write", file, keys[index], "\(last[index] + 1)"], state: state)
            else {
                return
            }
            guard written.status == EXIT_SUCCESS else {
                state.withLock {
                    $0.problem = "defaults write \(keys[index]): \(written.status) \(written.error)"
                }
                return
            }
            last[index] += 1
            say("\(keys[index]) \(last[index])")
        }
    }

    /// Runs `mirrormapper` with `arguments` to its end; nil if it was killed, or the writer was
    /// killed before it started.
    private static func run(_ arguments: [String], state: Locked<State>) -> (
        status: Int32, output: String, error: String
    )? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let (output, error) = (ChildProcesses.pipe(), ChildProcesses.pipe())
        process.standardOutput = output
        process.standardError = error
        let started = state.withLock { state in
            guard !state.isKilled else {
                return false
            }
            do {
                try ChildProcesses.start(process)
            } catch {
                state.problem = "could not run \(executable): \(error)"
                return false
            }
            state.running = process
            return true
        }
        guard started else {
            return nil
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        state.withLock { $0.running = nil }
        guard process.terminationReason == .exit else {
            return nil
        }
        return (
            process.terminationStatus, String(decoding: printed, as: UTF8.self),
            String(decoding: complained, as: UTF8.self)
        )
    }

    func waitUntilReady() throws {
        try #require(ready.wait(timeout: .now() + storePropertyHangGuard) == .success, "\(role) hangs")
        let (isReady, problem) = state.withLock { ($0.lines.isReady, $0.problem) }
        try #require(isReady, "\(role) ended before it was ready: \(problem ?? "killed")")
    }

    func killNow() -> Bool {
        state.withLock { state in
            state.isKilled = true
            guard let running = state.running, running.isRunning else {
                return false
            }
            return kill(running.processIdentifier, SIGKILL) == 0
        }
    }

    func waitUntilEnded() throws -> String? {
        try #require(ended.wait(timeout: .now() + storePropertyHangGuard) == .success, "\(role) hangs")
        return state.withLock { $0.problem }
    }

    func takeNewLines() -> [Substring] {
        state.withLock { $0.lines.takeNew() }
    }
}
