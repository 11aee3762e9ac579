import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Child processes of the tests")
struct ChildProcessesTests {
    /// How many short children the test runs while another thread starts children that live on.
    static let shortRunCount = 300
    /// The most children that live on the test starts.
    static let longLivedLimit = 400
    /// How long a short child's output may stay open before the test calls it held elsewhere:
    /// a guard against waiting forever, not a measure (a held pipe stays open until the end).
    static let hangGuard = DispatchTimeInterval.seconds(60)

    /// The race that hung a store property test in CI: one thread starts children that live until
    /// they are killed, while another runs short children and reads each one's output to its end.
    /// A pipe made while a long-lived child started would be held open by it, and its reader would
    /// wait until the kill.
    @Test("a short child's output ends with it while other children start and live on")
    func aPipeIsNeverHeldByAChildStartedMeanwhile() throws {
        let longLived = Locked<[Process]>([])
        let isDone = Locked(false)
        let starterEnded = DispatchSemaphore(value: 0)
        defer {
            isDone.withLock { $0 = true }
            starterEnded.wait()
            for child in longLived.withLock({ $0 }) where child.isRunning {
                kill(child.processIdentifier, SIGKILL)
                child.waitUntilExit()
            }
        }
        Thread {
            for _ in 0..<Self.longLivedLimit where !isDone.withLock({ $0 }) {
                let child = Process()
                child.executableURL = URL(fileURLWithPath: "/bin/sleep")
                child.arguments = ["600"]
                child.standardOutput = FileHandle.nullDevice
                guard (try? ChildProcesses.start(child)) != nil else {
                    break
                }
                longLived.withLock { $0.append(child) }
            }
            starterEnded.signal()
        }.start()
        for run in 0..<Self.shortRunCount {
            let output = ChildProcesses.pipe()
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/bin/echo")
            child.arguments = ["run \(run)"]
            child.standardOutput = output
            try ChildProcesses.start(child)
            let ended = DispatchSemaphore(value: 0)
            let printed = Locked(Data())
            let reading = output.fileHandleForReading
            Thread {
                let data = reading.readDataToEndOfFile()
                printed.withLock { $0 = data }
                ended.signal()
            }.start()
            try #require(
                ended.wait(timeout: .now() + Self.hangGuard) == .success,
                "run \(run): its output is still open after the child ended")
            child.waitUntilExit()
            #expect(String(decoding: printed.withLock { $0 }, as: UTF8.self) == "run \(run)\n")
        }
    }
}
