import Foundation
import Glibc
import MirrorMapper

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
/// directory `fsync`. The store commits every set that way; `UserDefaults` on Linux writes its
/// plist without `fsync`.
///
/// `UserDefaults` on Linux reads `HOME` once, when the process starts, and keeps its files there;
/// so the figures are measured in a child process of this executable started with `HOME` (and
/// `XDG_CONFIG_HOME`) pointing at a temporary directory, which is removed afterwards.
enum StoreBenchmark {
    /// The figures for one store size, in milliseconds (medians).
    struct Figures {
        let keys: Int
        let store: Double
        let userDefaults: Double
        let writeFloor: Double
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
            guard fields.count == 5, fields[0] == linePrefix, let keys = Int(fields[1]),
                let store = Double(fields[2]), let userDefaults = Double(fields[3]),
                let floor = Double(fields[4])
            else { return nil }
            return Figures(keys: keys, store: store, userDefaults: userDefaults, writeFloor: floor)
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
            printProgress(
                "\(linePrefix) \(keys) \(figures.store) \(figures.userDefaults) \(figures.writeFloor)")
        }
    }

    private static func measure(keys: Int, in directory: URL, stopwatch: Stopwatch) throws -> Figures {
        let store = DefaultsStore(url: directory.appendingPathComponent("defaults.json"))
        let suiteName = "mirrormapper-benchmark-\(keys)"
        guard let userDefaults = UserDefaults(suiteName: suiteName) else {
            throw BenchmarkFailure(description: "UserDefaults(suiteName:) refused the suite")
        }
        defer { userDefaults.removePersistentDomain(forName: suiteName) }
        let settings = BenchmarkSettings()
        settings.recentFiles = (0..<20).map { "/home/user/Documents/file-\($0).txt" }
        let plist = try Mapper.dictionary(from: settings)
        try fill(store, userDefaults, keys: keys, settings: settings, plist: plist)
        try store.set(settings, forKey: "settings-0")
        let storeBytes = try Data(contentsOf: store.url)
        let floorFile = directory.appendingPathComponent("floor.json").path

        var storeCount = 0
        var defaultsCount = 0
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
        ])
        // "settings-0" before timing, then one key per set (the warm-up round sets "settings-1"):
        // a loaded machine gives the quick policy fewer than ten sets.
        let settingsKeys = min(10, storeCount + 1)
        guard
            try DefaultsStore(url: store.url).value(of: BenchmarkSettings.self, forKey: "settings-1")?
                .recentFiles == settings.recentFiles, try store.keys.count == keys + settingsKeys
        else {
            throw BenchmarkFailure(description: "the store did not give back what it was given")
        }
        return Figures(
            keys: keys, store: measurements[0].medianMilliseconds,
            userDefaults: measurements[1].medianMilliseconds, writeFloor: measurements[2].medianMilliseconds)
    }

    /// Puts `keys` keys into both: every third a settings model, the others numbers and text.
    private static func fill(
        _ store: DefaultsStore, _ userDefaults: UserDefaults, keys: Int, settings: BenchmarkSettings,
        plist: [String: Any]
    ) throws {
        try store.batch { batch in
            for index in 0..<keys {
                switch index % 3 {
                case 0: try batch.set(settings, forKey: "key-\(index)")
                case 1: try batch.set(index, forKey: "key-\(index)")
                default: try batch.set("value \(index)", forKey: "key-\(index)")
                }
            }
        }
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
