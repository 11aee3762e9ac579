import Foundation
import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Settings as an app keeps them: what the store benchmark writes.
final class BenchmarkSettings: Mappable {
    var theme = "dark"
    var fontSize = 13
    var recentFiles: [String] = []
    var windowFrame: [Double] = [0, 0, 800, 600]
    var showsToolbar = true
    required init() {}
    static let mapping: Mapping<BenchmarkSettings> = [
        "theme": \.theme, "fontSize": \.fontSize, "recentFiles": \.recentFiles,
        "windowFrame": \.windowFrame, "showsToolbar": \.showsToolbar,
    ]
}

/// `DefaultsStore.set` of a settings model in stores that already hold 10 to 10,000 keys, against
/// `UserDefaults.set` + `synchronize()` holding the same keys, and against the floor of any
/// durable store: writing the store's own bytes to a temporary file, `fsync`, `rename` and
/// directory `fsync`. A durable store commits every set that way; `UserDefaults` on Linux writes
/// its plist without `fsync`. Beside them, a journaled store's set of a small value (an
/// integer, appended to its journal, see `DefaultsStore.Configuration.Commit`) against
/// `UserDefaults.set` of the same integer alone, which is what apps call.
///
/// `UserDefaults` on Linux reads `HOME` once, when the process starts, and keeps its files there;
/// so the figures are measured in a child process of this executable started with `HOME` (and
/// `XDG_CONFIG_HOME`) pointing at a temporary directory, which is removed afterwards.
enum StoreBenchmark {
    /// The figures for one store size, in milliseconds (medians).
    struct Figures {
        let keys: Int
        /// A durable store's set.
        let store: Double
        /// `UserDefaults.set` + `synchronize()`.
        let userDefaults: Double
        /// Durably writing the durable store's bytes.
        let writeFloor: Double
        /// A journaled store's set of an integer.
        let journaledStore: Double
        /// `UserDefaults.set` of an integer, without `synchronize()`.
        let userDefaultsSet: Double
    }

    /// The argument that makes this executable the measuring child.
    static let childArgument = "--store-child"
    private static let linePrefix = "store-figures"

    /// The store sizes measured.
    static func keyCounts(quick: Bool) -> [Int] {
        quick ? [10, 1_000] : [10, 100, 1_000, 10_000]
    }

    /// Runs the measuring child and returns its figures.
    static func measure(quick: Bool) throws -> [Figures] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mirrormapper-store-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = directory.path
        environment["XDG_CONFIG_HOME"] = directory.path
        let printed = try ChildProcess.run(
            [childArgument] + (quick ? ["--quick"] : []), environment: environment)
        return printed.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 7, fields[0] == linePrefix, let keys = Int(fields[1]) else {
                return nil
            }
            let milliseconds = fields.dropFirst(2).compactMap { Double($0) }
            guard milliseconds.count == 5 else { return nil }
            return Figures(
                keys: keys, store: milliseconds[0], userDefaults: milliseconds[1],
                writeFloor: milliseconds[2],
                journaledStore: milliseconds[3], userDefaultsSet: milliseconds[4])
        }
    }

    /// The child's work: measures every size and prints one line of figures for each.
    static func runChild(quick: Bool) throws {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSTemporaryDirectory()
        let stopwatch = Stopwatch(policy: quick ? .quick : .full)
        for keys in keyCounts(quick: quick) {
            let directory = URL(fileURLWithPath: home).appendingPathComponent("store-\(keys)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let figures = try measure(keys: keys, in: directory, stopwatch: stopwatch)
            let milliseconds = [
                figures.store, figures.userDefaults, figures.writeFloor, figures.journaledStore,
                figures.userDefaultsSet,
            ]
            printProgress(
                ([linePrefix, String(keys)] + milliseconds.map { String($0) }).joined(separator: " "))
        }
    }

    private static func measure(keys: Int, in directory: URL, stopwatch: Stopwatch) throws -> Figures {
        let store = DefaultsStore(url: directory.appendingPathComponent("defaults.json"))
        var journaled = DefaultsStore.Configuration()
        journaled.commit = .journaled(syncInterval: .seconds(1))
        let journaledStore = DefaultsStore(
            url: directory.appendingPathComponent("journaled.json"), configuration: journaled)
        let suiteName = "mirrormapper-benchmark-\(keys)"
        guard let userDefaults = UserDefaults(suiteName: suiteName) else {
            throw BenchmarkFailure(description: "UserDefaults(suiteName:) refused the suite")
        }
        defer { userDefaults.removePersistentDomain(forName: suiteName) }
        let settings = BenchmarkSettings()
        settings.recentFiles = (0..<20).map { "/home/user/Documents/file-\($0).txt" }
        let plist = try Mapper.dictionary(from: settings)
        try fill(store, userDefaults, keys: keys, settings: settings, plist: plist)
        try fill(journaledStore, keys: keys, settings: settings)
        try store.set(settings, forKey: "settings-0")
        try journaledStore.set(settings, forKey: "settings-0")
        let storeBytes = try Data(contentsOf: store.url)
        let floorFile = directory.appendingPathComponent("floor.json").path

        var storeCount = 0
        var defaultsCount = 0
        var journaledCount = 0
        var defaultsSetCount = 0
        let measurements = try stopwatch.measureInterleaved([
            {
                storeCount += 1
                try store.set(settings, forKey: "settings-\(storeCount % 10)")
                return storeCount
            },
            {
                defaultsCount += 1
                userDefaults.set(plist, forKey: "settings-\(defaultsCount % 10)")
                guard userDefaults.synchronize() else {
                    throw BenchmarkFailure(description: "UserDefaults.synchronize() failed")
                }
                return defaultsCount
            },
            {
                try DurableWrite.replace(floorFile, with: storeBytes)
                return storeBytes.count
            },
            {
                journaledCount += 1
                try journaledStore.set(journaledCount, forKey: "small-\(journaledCount % 10)")
                return journaledCount
            },
            {
                defaultsSetCount += 1
                userDefaults.set(defaultsSetCount, forKey: "small-\(defaultsSetCount % 10)")
                return defaultsSetCount
            },
        ])
        // "settings-0" before timing, then one key per set (the warm-up round sets "settings-1"):
        // a loaded machine gives the quick policy fewer than ten sets.
        let settingsKeys = min(10, storeCount + 1)
        guard
            try DefaultsStore(url: store.url).value(of: BenchmarkSettings.self, forKey: "settings-1")?
                .recentFiles == settings.recentFiles, try store.keys.count == keys + settingsKeys,
            try DefaultsStore(url: journaledStore.url).value(
                of: Int.self, forKey: "small-\(journaledCount % 10)") == journaledCount,
            try journaledStore.keys.count == keys + 1 + min(10, journaledCount)
        else {
            throw BenchmarkFailure(description: "the store did not give back what it was given")
        }
        try journaledStore.flush()
        return Figures(
            keys: keys, store: measurements[0].medianMilliseconds,
            userDefaults: measurements[1].medianMilliseconds, writeFloor: measurements[2].medianMilliseconds,
            journaledStore: measurements[3].medianMilliseconds,
            userDefaultsSet: measurements[4].medianMilliseconds)
    }

    /// Puts `keys` keys into both: every third a settings model, the others numbers and text.
    private static func fill(
        _ store: DefaultsStore, _ userDefaults: UserDefaults, keys: Int, settings: BenchmarkSettings,
        plist: [String: Any]
    ) throws {
        try fill(store, keys: keys, settings: settings)
        for index in 0..<keys {
            switch index % 3 {
            case 0: userDefaults.set(plist, forKey: "key-\(index)")
            case 1: userDefaults.set(index, forKey: "key-\(index)")
            default: userDefaults.set("value \(index)", forKey: "key-\(index)")
            }
        }
        guard userDefaults.synchronize() else {
            throw BenchmarkFailure(description: "UserDefaults.synchronize() failed")
        }
    }
}

extension StoreBenchmark {
    /// Puts `keys` keys into `store` with one batch: every third a settings model, the others
    /// numbers and text.
    fileprivate static func fill(_ store: DefaultsStore, keys: Int, settings: BenchmarkSettings) throws {
        try store.batch { batch in
            for index in 0..<keys {
                switch index % 3 {
                case 0: try batch.set(settings, forKey: "key-\(index)")
                case 1: try batch.set(index, forKey: "key-\(index)")
                default: try batch.set("value \(index)", forKey: "key-\(index)")
                }
            }
        }
    }
}

/// The floor of a durable replace, written as directly as the system allows.
private enum DurableWrite {
    static func replace(_ path: String, with data: Data) throws {
        let temporary = path + ".tmp"
        let file = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard file != -1 else { throw failure("open") }
        let written = data.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(file) == 0, close(file) == 0 else { throw failure("write") }
        guard rename(temporary, path) == 0 else { throw failure("rename") }
        let directory = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory != -1, fsync(directory) == 0, close(directory) == 0 else {
            throw failure("fsync the directory")
        }
    }

    private static func failure(_ step: String) -> BenchmarkFailure {
        BenchmarkFailure(description: "durable write: \(step) failed: \(String(cString: strerror(errno)))")
    }
}
