import Foundation

/// Where ``DefaultsStore/standard`` and ``DefaultsStore/init(name:configuration:)`` keep their file
/// (and where `mirrormapper defaults --app` finds it).
package enum StandardStoreLocation {
    /// The name of the file in the app's directory.
    static let fileName = "defaults.json"

    /// The file of the store named `name`: `<config>/<name>/defaults.json`, where `<config>` is
    /// `$XDG_CONFIG_HOME` when set to an absolute path, else `$HOME/.config` on Linux, and
    /// `~/Library/Application Support` on Apple platforms. A `/` in `name` becomes `_`.
    package static func fileURL(forName name: String, environment: [String: String]) -> URL {
        let directoryName = name.isEmpty ? "DefaultsStore" : name.replacingOccurrences(of: "/", with: "_")
        return configurationDirectory(environment: environment)
            .appendingPathComponent(directoryName, isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: false)
    }

    private static func configurationDirectory(environment: [String: String]) -> URL {
        #if canImport(Darwin)
            if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
                .first
            {
                return support
            }
        #else
            if let configured = environment["XDG_CONFIG_HOME"], configured.hasPrefix("/") {
                return URL(fileURLWithPath: configured, isDirectory: true)
            }
        #endif
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
            ".config", isDirectory: true)
    }
}
