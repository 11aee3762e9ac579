import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Child processes for the archive tests that need more than one process (crashes, several
/// writers, umask and resource limits that would disturb tests running in parallel).
///
/// A multithreaded Swift process cannot safely `fork` without `exec`, so a child is this very
/// test binary started again (`/proc/self/exe`, Linux), told to run only
/// ``archiveTestChildEntryPoint()``, with an environment variable naming its role. That needs no
/// extra target and works with `swift test` from a clean checkout.
enum ArchiveChildProcess {
    /// What a child does.
    enum Role: String {
        /// Replaces the archive with ``alternatingContents`` in turn until killed.
        case alternatingWriter
        /// Appends ``keyCountVariable`` keys named after ``keyPrefixVariable`` with a
        /// ``KeyListWriter``.
        case keyWriter
        /// Sets the umask in ``umaskVariable``, writes the archive and takes its lock.
        case umaskWriter
        /// Limits the size of files it may write below ``largeContents`` and tries to write them,
        /// printing the error.
        case sizeLimitedWriter
        /// Writes a ``DefaultsStore`` in a loop until killed (see ``DefaultsStoreChildWork``).
        case storeWriter
        /// Sets ``keyCountVariable`` keys named after ``keyPrefixVariable`` in a ``DefaultsStore``.
        case storeKeyWriter
        /// Stores a value beyond ``fileSizeLimit`` and checks that the store kept the old one.
        case sizeLimitedStoreWriter
        /// Increments the integer under `counter` ``keyCountVariable`` times, in the form named by
        /// ``incrementFormVariable`` (see ``DefaultsStoreChildWork/IncrementForm``).
        case storeIncrementer
        /// Rewrites the file in place, as an editor or `cat > file` does, until killed (see
        /// ``DefaultsStoreChildWork/rewriteInPlace(_:)``).
        case inPlaceRewriter
        /// Reads and then tries to write a store on a read-only mount, printing what happened.
        case readOnlyStoreUser
        /// Fills the small file system the store is on, tries to write, frees space and writes
        /// again, printing what happened (see ``DefaultsStoreChildWork/writeOnFullDisk(_:)``).
        case fullDiskStoreUser
        /// Sets the key `timed` after a moment and prints when the write was committed.
        case timedStoreWriter
        /// Uses a store made with the default configuration, whose file is corrupt: reads a typed
        /// key and increments it through the subscript, which cannot save.
        case unconfiguredStoreUser
        /// Follows `updates(for:)` of a store and leaves it, many times, and prints the descriptors
        /// and threads it had after the first time and after the last (see
        /// ``DefaultsStoreChildWork/cycleUpdates(_:)``).
        case updatesCycler
        /// Opens a store with ``DefaultsStoreChildWork/migrations``, reads it (which migrates it),
        /// prints that it did, and waits to be killed.
        case migratingStoreUser
        /// Makes ``keyCountVariable`` sets of its own keys, named after ``keyPrefixVariable``, in an
        /// order drawn from ``seedVariable``, printing each value once its call returned (see
        /// ``DefaultsStoreChildWork/writeProperty(_:environment:)``).
        case propertyWriter
        /// Reads the store in a loop until killed, printing any value that went back (see
        /// ``DefaultsStoreChildWork/readProperty(_:)``).
        case propertyReader
        /// Sets `launchCount` to 1 and then 2 in a journaled store, posts the notification named
        /// by ``notificationVariable`` (if any) on the default center, as an app's framework does
        /// when it goes to the background, and kills itself with SIGKILL, as the system ends a
        /// suspended app: no exit handler runs.
        case backgroundedStoreWriter
    }

    static let roleVariable = "MIRRORMAPPER_ARCHIVE_TEST_CHILD_ROLE"
    static let fileVariable = "MIRRORMAPPER_ARCHIVE_TEST_FILE"
    static let keyPrefixVariable = "MIRRORMAPPER_ARCHIVE_TEST_KEY_PREFIX"
    static let keyCountVariable = "MIRRORMAPPER_ARCHIVE_TEST_KEY_COUNT"
    static let umaskVariable = "MIRRORMAPPER_ARCHIVE_TEST_UMASK"
    static let incrementFormVariable = "MIRRORMAPPER_ARCHIVE_TEST_INCREMENT_FORM"
    /// The seed of a child's random choices, so that a failing sequence can be repeated.
    static let seedVariable = "MIRRORMAPPER_ARCHIVE_TEST_SEED"
    /// How the store roles commit: a ``StoreCommitMode`` raw value, durable when unset.
    static let commitVariable = "MIRRORMAPPER_ARCHIVE_TEST_COMMIT"
    /// The name of the notification a ``Role/backgroundedStoreWriter`` posts.
    static let notificationVariable = "MIRRORMAPPER_ARCHIVE_TEST_NOTIFICATION"
    /// The line an ``Role/alternatingWriter`` prints when it starts writing.
    static let readyLine = "alternating writer ready"
    /// The most writes an ``Role/alternatingWriter`` makes, so an orphan cannot run forever.
    static let maximumAlternatingWrites = 20_000
    /// The file size limit of a ``Role/sizeLimitedWriter``.
    static let fileSizeLimit: rlim_t = 1024

    /// The two complete contents an ``Role/alternatingWriter`` writes in turn: valid JSON of
    /// different sizes, large enough that a write takes a moment to be caught in.
    static let alternatingContents: [Data] = [
        Data(("{\"value\":\"" + String(repeating: "a", count: 100_000) + "\"}").utf8),
        Data(("{\"value\":\"" + String(repeating: "b", count: 40_000) + "\"}").utf8),
    ]

    /// Contents larger than ``fileSizeLimit``.
    static let largeContents = Data(repeating: UInt8(ascii: "x"), count: 4096)

    /// The role of this process, nil unless it is a child.
    static var currentRole: Role? {
        ProcessInfo.processInfo.environment[roleVariable].flatMap(Role.init(rawValue:))
    }

    /// Starts a child in `role` with `environment` added to this process's, its standard output
    /// going to `output` and its standard error to `errors` (each discarded when nil).
    static func launch(
        _ role: Role,
        environment: [String: String],
        output: Pipe? = nil,
        errors: Pipe? = nil,
        wrappedIn wrapper: [String] = []
    ) throws -> Process {
        let process = Process()
        let arguments = ["--testing-library", "swift-testing", "--filter", "archiveTestChildEntryPoint"]
        if let command = wrapper.first {
            // The wrapper runs this test binary itself, so it needs its real path.
            let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(wrapper.dropFirst()) + [binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = arguments
        }
        var childEnvironment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        childEnvironment[roleVariable] = role.rawValue
        process.environment = childEnvironment
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try ChildProcesses.start(process)
        return process
    }

    /// Runs a child in `role` to its end and returns its exit status and standard output.
    static func run(
        _ role: Role,
        environment: [String: String],
        wrappedIn wrapper: [String] = []
    ) throws -> (status: Int32, output: String) {
        let output = ChildProcesses.pipe()
        let process = try launch(role, environment: environment, output: output, wrappedIn: wrapper)
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    /// How many times the crash tests kill a writing child.
    static let killCount = 40
    /// The longest wait, in microseconds, between a child starting to write and its kill.
    static let longestDelayBeforeKill: UInt32 = 20_000

    /// Starts a writer in `role`, waits until it is ready, lets it write for a random moment of
    /// up to `longestDelay` microseconds (``longestDelayBeforeKill`` unless told) and kills it
    /// with SIGKILL; returns once it is dead, with everything it printed.
    @discardableResult
    static func launchAndKill(
        _ role: Role,
        environment: [String: String],
        longestDelay: UInt32 = longestDelayBeforeKill,
        using random: inout SeededRandomNumberGenerator
    ) throws -> String {
        let output = ChildProcesses.pipe()
        let child = try launch(role, environment: environment, output: output)
        let beforeReady = try #require(waitUntilReady(output), "the child did not start")
        usleep(UInt32.random(in: 0...longestDelay, using: &random))
        try #require(kill(child.processIdentifier, SIGKILL) == 0)
        child.waitUntilExit()
        try #require(child.terminationReason == .uncaughtSignal, "the child ended by itself")
        let afterReady = output.fileHandleForReading.readDataToEndOfFile()
        return beforeReady + String(decoding: afterReady, as: UTF8.self)
    }

    /// Reads `output` until the ready line and returns what it read; nil if the child closed it
    /// first.
    static func waitUntilReady(_ output: Pipe) -> String? {
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains(readyLine) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                return nil
            }
            printed.append(chunk)
        }
        return String(decoding: printed, as: UTF8.self)
    }

    /// Does the work of `role` and returns the process's exit status.
    static func perform(_ role: Role) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let paths = ArchivePaths(file: environment[fileVariable] ?? "")
        do {
            switch role {
            case .alternatingWriter:
                // Built before the ready line, so that the kills land among the writes.
                let versions = alternatingContents
                FileHandle.standardOutput.write(Data((readyLine + "\n").utf8))
                for write in 0..<maximumAlternatingWrites {
                    // The parent wrote versions[0] first, so start with the other one.
                    try AtomicFileWriter.replaceContents(
                        of: paths, with: versions[(write + 1) % versions.count])
                }
            case .keyWriter:
                let prefix = environment[keyPrefixVariable] ?? ""
                let count = Int(environment[keyCountVariable] ?? "") ?? 0
                var writer = KeyListWriter(lock: FileLock(forArchiveAt: paths.file))
                for index in 0..<count {
                    try writer.append("\(prefix)-\(index)")
                }
            case .umaskWriter:
                umask(mode_t(environment[umaskVariable] ?? "", radix: 8) ?? 0)
                try AtomicFileWriter.replaceContents(of: paths, with: Data("{}".utf8))
                try FileLock(forArchiveAt: paths.file).withLock(.exclusive) { _ in }
            case .sizeLimitedWriter:
                return writeBeyondFileSizeLimit(paths)
            case .storeWriter, .storeKeyWriter, .sizeLimitedStoreWriter, .storeIncrementer, .inPlaceRewriter,
                .readOnlyStoreUser, .fullDiskStoreUser, .timedStoreWriter, .unconfiguredStoreUser,
                .updatesCycler, .migratingStoreUser, .propertyWriter, .propertyReader,
                .backgroundedStoreWriter:
                return try DefaultsStoreChildWork.perform(role, file: paths.file, environment: environment)
            }
            return EXIT_SUCCESS
        } catch {
            print(error)
            return EXIT_FAILURE
        }
    }

    /// Tries to write ``largeContents`` with a file size limit below their size, prints the
    /// error, and succeeds only if the write failed with `EFBIG`.
    private static func writeBeyondFileSizeLimit(_ paths: ArchivePaths) -> Int32 {
        guard limitFileSize() else {
            return EXIT_FAILURE
        }
        do {
            try AtomicFileWriter.replaceContents(of: paths, with: largeContents)
            print("the write beyond the file size limit succeeded")
            return EXIT_FAILURE
        } catch {
            print(error)
            return error.code == EFBIG ? EXIT_SUCCESS : EXIT_FAILURE
        }
    }
}

extension ArchiveChildProcess {
    #if canImport(Glibc)
        /// glibc declares `RLIMIT_FSIZE` as an enum case; `setrlimit` takes its raw value.
        private static let fileSizeResource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
        private static let fileSizeResource = RLIMIT_FSIZE
    #endif

    /// Limits the size of the files this process may write to ``fileSizeLimit``, so that a larger
    /// write fails with `EFBIG`; prints the reason and returns false if that is not possible.
    static func limitFileSize() -> Bool {
        var limit = rlimit(rlim_cur: fileSizeLimit, rlim_max: fileSizeLimit)
        guard setrlimit(fileSizeResource, &limit) == 0 else {
            print("could not limit the file size: \(String(cString: strerror(errno)))")
            return false
        }
        // Without this, exceeding the limit kills the process instead of failing the write.
        // signal fails only for an invalid signal number.
        _ = signal(SIGXFSZ, SIG_IGN)
        return true
    }
}

/// The entry point of the child processes of ``ArchiveChildProcess``; in a normal test run it is
/// skipped.
@Test(
    "Entry point of archive test child processes (skipped in a normal run)",
    .enabled(if: ArchiveChildProcess.currentRole != nil)
)
func archiveTestChildEntryPoint() throws {
    let role = try #require(ArchiveChildProcess.currentRole)
    exit(ArchiveChildProcess.perform(role))
}
