// Saves app settings with one version of a model, then reads them with a newer version that has
// an extra property, a renamed one and a changed type, migrates a value whose meaning changed,
// follows the settings as they change, and prints what the store did.
import Foundation
import MirrorMapper

/// The settings as the app's version 1 saved them.
final class SettingsV1: Mappable {
    var theme = "light"
    var fontSize = 12
    var userName = ""
    var accent = "blue"
    required init() {}
    static let mapping: Mapping<SettingsV1> = [
        "theme": \.theme, "fontSize": \.fontSize, "userName": \.userName, "accent": \.accent,
    ]
}

/// Version 2: `showsToolbar` is new, `userName` became `displayName`, `accent` became a number.
final class SettingsV2: Mappable {
    var theme = "light"
    var fontSize = 12
    var displayName = ""
    var accent = 0
    var showsToolbar = true
    required init() {}
    static let mapping = Mapping<SettingsV2>([
        "theme": \.theme, "fontSize": \.fontSize, "displayName": \.displayName, "accent": \.accent,
        "showsToolbar": \.showsToolbar,
    ])
    .fallbackKeys(["displayName": ["userName"]])
}

extension DefaultsKeys {
    static let settings = DefaultsKey<SettingsV2>("settings", default: SettingsV2())
    static let launchCount = DefaultsKey("launchCount", default: 0)
    /// Version 1 stored a percentage (80); version 2 a fraction (0.8): a migration converts it.
    static let volume = DefaultsKey("volume", default: 0.5)
}

let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SettingsStoreExample-\(UUID().uuidString)", isDirectory: true)
defer { try? FileManager.default.removeItem(at: directory) }

let file = directory.appendingPathComponent("defaults.json")
var configuration = DefaultsStore.Configuration()
configuration.issueHandler = { issue in print("  reported: \(issue)") }
let version1 = DefaultsStore(url: file, configuration: configuration)
// Version 2's step 1: the percentage becomes a fraction, once, recorded in the file.
configuration.migrations = [.transformValue(forKey: "volume") { ($0 as? Int).map { Double($0) / 100 } }]
let store = DefaultsStore(url: file, configuration: configuration)

do {
    print("Version 1 saves its settings:")
    let old = SettingsV1()
    old.theme = "dark"
    old.fontSize = 15
    old.userName = "ada"
    old.accent = "teal"
    try version1.set(old, forKey: "settings")
    try version1.set(80, forKey: "volume")
    version1[.launchCount] += 1
    print(try String(contentsOf: file, encoding: .utf8))

    print("Version 2 migrates the volume (schemaVersion 1) and reads the settings:")
    print("  volume \(store[.volume])")
    let settings = store[.settings]
    print("  theme \(settings.theme), font size \(settings.fontSize), name \(settings.displayName)")
    print("  showsToolbar \(settings.showsToolbar) (new: its declared default), accent \(settings.accent)")

    print("Version 2 follows the launch count, from this process and any other:")
    let following = Task {
        for await count in store.updates(for: .launchCount) {
            print("  launchCount \(count)")
            if count >= 2 { break }
        }
    }
    store[.launchCount] += 1
    await following.value

    print("Version 2 saves; the properties only version 1 knew stay in the file:")
    settings.showsToolbar = false
    store[.settings] = settings
    print(try String(contentsOf: file, encoding: .utf8))
} catch {
    print("error: \(error)")
    exit(EXIT_FAILURE)
}
