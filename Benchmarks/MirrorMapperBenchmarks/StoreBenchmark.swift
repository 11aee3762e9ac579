import Foundation
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

/// `DefaultsStore.set` against `UserDefaults.set` followed by `synchronize()`, both writing the same
/// settings under ten rotating keys into files in a temporary directory. The store commits every
/// set durably (temporary file, `fsync`, `rename`, directory `fsync`, under a file lock);
/// `UserDefaults` on Linux writes its plist without `fsync`, so the ratio is the price of durability.
enum StoreBenchmark {
    /// The median time of one set for each, in milliseconds: (store, user defaults).
    static func measure(stopwatch: Stopwatch) throws -> (store: Double, userDefaults: Double) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "mirrormapper-store-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // UserDefaults keeps suites under the home directory; point it at the temporary one.
        setenv("HOME", directory.path, 1)
        setenv("XDG_CONFIG_HOME", directory.path, 1)

        let store = DefaultsStore(url: directory.appendingPathComponent("defaults.json"))
        let suiteName = "mirrormapper-benchmark"
        guard let userDefaults = UserDefaults(suiteName: suiteName) else {
            throw BenchmarkFailure(description: "UserDefaults(suiteName:) refused the suite")
        }
        defer { userDefaults.removePersistentDomain(forName: suiteName) }
        let settings = BenchmarkSettings()
        settings.recentFiles = (0..<20).map { "/home/user/Documents/file-\($0).txt" }
        let plist = try Mapper.dictionary(from: settings)

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
        ])
        guard
            try store.object(of: BenchmarkSettings.self, forKey: "settings-1")?.recentFiles
                == settings.recentFiles
        else {
            throw BenchmarkFailure(description: "the store did not give back the settings it was given")
        }
        return (measurements[0].medianMilliseconds, measurements[1].medianMilliseconds)
    }
}
