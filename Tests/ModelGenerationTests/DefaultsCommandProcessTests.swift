import Foundation
import Testing

@testable import MirrorMapper

/// `mirrormapper defaults` among other processes: it writes under the store's lock while another
/// process writes, and a running app that observes a key hears of its writes.
@Suite struct DefaultsCommandProcessTests {
    /// How many keys the second process writes, each with a `mirrormapper` process of its own.
    private static let childKeyCount = 20
    /// How many keys this process writes at least, and goes on writing while the second one runs.
    private static let leastParentKeyCount = 20
    /// How many seconds a test waits for a process or an observer before it fails instead of
    /// hanging.
    private static let hangGuardSeconds = 60

    private let directory: StoreDirectory
    private let file: String

    init() throws {
        directory = try StoreDirectory()
        file = directory.path("defaults.json")
    }

    /// A shell loop runs the real executable to write `child0`… while this process writes
    /// `parent0`… with the command in-process: every write reads the file under the lock, so none
    /// drops another's key.
    @Test(.needsProcSelf) func writesOfTwoProcessesAtOnceKeepEveryKey() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = [
            "-c",
            #"i=0; while [ $i -lt "$3" ]; do "$1" defaults write "$2" child$i $i || exit 1; i=$((i+1)); done"#,
            "writer", ExecutableRun.executable.path, file, "\(Self.childKeyCount)",
        ]
        try child.run()
        var parentKeyCount = 0
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(Self.hangGuardSeconds)
        while (child.isRunning || parentKeyCount < Self.leastParentKeyCount) && clock.now < deadline {
            let run = CommandRun(["defaults", "write", file, "parent\(parentKeyCount)", "\(parentKeyCount)"])
            try #require(run.status == 0, "\(run.error)")
            parentKeyCount += 1
        }
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        let values = try store.storedValues
        #expect(values.count == Self.childKeyCount + parentKeyCount)
        for index in 0..<Self.childKeyCount {
            #expect(values["child\(index)"] as? Int == index)
        }
        for index in 0..<parentKeyCount {
            #expect(values["parent\(index)"] as? Int == index)
        }
    }

    /// An app's store observes `theme`; the command changes it in this process, then as a process of
    /// its own, and the observer hears of each change with the new value already readable.
    @Test(.needsProcSelf) func anObserverHearsOfTheCommandsWrites() throws {
        #expect(CommandRun(["defaults", "write", file, "theme", "light"]).status == 0)
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        try store.refresh()
        let heard = Locked<[String]>([])
        let changed = DispatchSemaphore(value: 0)
        let observation = store.observe("theme") {
            heard.withLock { $0.append((try? store.value(of: String.self, forKey: "theme")) ?? "unreadable") }
            changed.signal()
        }
        defer { observation.cancel() }

        #expect(CommandRun(["defaults", "write", file, "theme", "dark"]).status == 0)
        try #require(
            changed.wait(timeout: .now() + .seconds(Self.hangGuardSeconds)) == .success, "no change heard")
        #expect(heard.withLock { $0 } == ["dark"])

        let run = try ExecutableRun(["defaults", "write", file, "theme", #""blue""#])
        #expect(run.status == 0)
        try #require(
            changed.wait(timeout: .now() + .seconds(Self.hangGuardSeconds)) == .success, "no change heard")
        #expect(heard.withLock { $0 } == ["dark", "blue"])
    }

    /// The executable prints what the command prints in this process, and fails the same way.
    @Test(.needsProcSelf) func theExecutableReadsAndFailsAsTheCommandDoes() throws {
        #expect(CommandRun(["defaults", "write", file, "settings", #"{"b": 1, "a": [0.5]}"#]).status == 0)
        let read = try ExecutableRun(["defaults", "read", file])
        #expect(read.status == 0)
        #expect(read.output == CommandRun(["defaults", "read", file]).output)
        let missing = try ExecutableRun(["defaults", "read", file, "nothing"])
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty)
        #expect(missing.error == "mirrormapper defaults read: no key \"nothing\" in \(file)\n")
    }
}
