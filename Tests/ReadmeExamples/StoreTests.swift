// The README's tour, "Archive models: DefaultsStore", and the article "Using the Defaults Store":
// their blocks on stores in temporary directories.
import Foundation
import MirrorMapper
import Observation
import Testing

/// The font sizes the observer in ``storeCalls()`` applied.
private let appliedFontSizes = Recorded<Int>()

/// What an app would do with new settings; here, remember their font size.
private func apply(_ settings: Settings) {
    appliedFontSizes.append(settings.fontSize)
}

@Test func whereTheFileIs() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DefaultsStore.standard  // ~/.config/<app>/defaults.json ($XDG_CONFIG_HOME)
    let notes = DefaultsStore(name: "com.example.notes")  // ~/.config/com.example.notes/defaults.json
    let scratch = DefaultsStore(url: directory.appendingPathComponent("defaults.json"))  // tests, tools
    #expect(store.url.lastPathComponent == "defaults.json")
    #expect(notes.url.deletingLastPathComponent().lastPathComponent == "com.example.notes")
    #expect(scratch.url.path == directory.appendingPathComponent("defaults.json").path)
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing is made"
    )
}

@Test func storeCalls() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DefaultsStore(url: directory.appendingPathComponent("defaults.json"))
    let rooms = try Mapper().objects(of: Room.self, from: [["id": 1], ["id": 2]])
    let room = rooms[0]

    store[.launchCount] += 1  // atomic: the file stays locked from read to write
    try store.update(.settings) { $0.fontSize += 1 }  // the same, throwing its errors
    try store.set(rooms, forKey: "recent")  // arrays and dictionaries of models
    let recent = try store.value(of: [Room].self, forKey: "recent") ?? []
    try store.set(["home": room, "work": rooms[1]], forKey: "rooms")
    let byName = try store.value(of: [String: Room].self, forKey: "rooms") ?? [:]  // any ValueConvertible
    try store.batch { batch in  // one atomic write
        try batch.set(room, forKey: "lastRoom")
        batch.removeValue(forKey: "draft")
    }
    for key in try store.keys { print(key) }  // lastRoom launchCount recent rooms settings
    let observation = store.observe(.settings) { settings in apply(settings) }  // also other processes

    store[.settings] = Settings(fontSize: 20)
    observation.cancel()
    #expect(store[.launchCount] == 1 && store[.settings].fontSize == 20)
    #expect(recent.map(\.id) == [1, 2] && byName["work"]?.id == 2)
    #expect(try store.keys == ["lastRoom", "launchCount", "recent", "rooms", "settings"])
    #expect(appliedFontSizes.all == [20])
}

@Test func journaledCommits() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("defaults.json")

    var configuration = DefaultsStore.Configuration()
    configuration.commit = .journaled(syncInterval: .seconds(1))
    let store = DefaultsStore(url: file, configuration: configuration)
    store[.launchCount] += 1  // appended to the journal: microseconds
    try store.flush()  // everything on disk now, e.g. before the app is suspended

    store[.launchCount] += 1
    #expect(DefaultsStore(url: file)[.launchCount] == 2, "another store reads the journal")
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("\"launchCount\" : 1"), "the file holds what was flushed")
    let phase = ScenePhase.background

    if phase == .background {
        do { try store.flush() } catch { print("settings not saved: \(error)") }
    }

    #expect(try String(contentsOf: file, encoding: .utf8).contains("\"launchCount\" : 2"))
}

/// SwiftUI's `ScenePhase`, which Linux lacks: the article's lines run in an app's
/// `.onChange(of: scenePhase) { _, phase in … }`.
private enum ScenePhase { case active, inactive, background }

@Test func configuration() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileURL = directory.appendingPathComponent("defaults.json")
    try DefaultsStore(url: fileURL).set(["fontSize": "big"], forKey: "settings")

    let log = DefaultsIssueLog()  // thread-safe, for the @Sendable handler
    var configuration = DefaultsStore.Configuration()
    configuration.issueHandler = log.record  // or { issue in logger.warning("\(issue)") }
    configuration.corruptFileRecovery = .moveAsideAndStartEmpty  // instead of throwing at every call
    let store = DefaultsStore(url: fileURL, configuration: configuration)
    let settings = store[.settings]
    for issue in log.issues { print(issue) }
    // settings.fontSize: expected Int, found String "big" (kept the declared default)

    var strict = DefaultsStore.Configuration()
    strict.mode = .strict  // throws at the first value that does not fit
    let checked = DefaultsStore(url: fileURL, configuration: strict)

    #expect(settings.fontSize == 12)
    #expect(
        log.issues.map(\.description) == [
            #"settings.fontSize: expected Int, found String "big" (kept the declared default)"#
        ])
    #expect(throws: DefaultsError.self) { try checked.value(for: .settings) }
}

@available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)  // DefaultsValue
@Test func storesForApps() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = DefaultsStore(url: directory.appendingPathComponent("defaults.json"))
    store[.settings] = Settings(fontSize: 20)
    let shown = Recorded<Int>()
    func show(_ settings: Settings) { shown.append(settings.fontSize) }

    let preview = DefaultsStore.inMemory()  // tests and previews: no file
    let count = DefaultsValue(.launchCount, in: preview)  // Observation: SwiftUI redraws on changes
    count.value += 1  // atomic, saves
    for await settings in store.updates(for: .settings) {  // now, then each change, from any process
        show(settings)
        if settings.fontSize >= 20 { break }
    }
    var configuration = DefaultsStore.Configuration()
    configuration.migrations = [.renameKey("size", to: "fontSize")]  // step 1: once, recorded in the file

    #expect(preview[.launchCount] == 1 && shown.all == [20])
    #expect(configuration.migrations.count == 1)
}

/// The volume the player in ``followingValues()`` was given.
private final class Player: Sendable {
    let volumes = Recorded<Double>()
    func setVolume(_ volume: Double) { volumes.append(volume) }
}

@Test func followingValues() async throws {
    let store = DefaultsStore.inMemory()
    let player = Player()
    store[DefaultsKey("isMuted", default: false)] = true

    let volume = DefaultsKey("volume", default: 0.5)
    let isMuted = DefaultsKey("isMuted", default: false)
    let following = Task {
        for await (level, muted) in store.updates(for: volume, isMuted) {  // a tuple for several keys
            player.setVolume(muted ? 0 : level)
        }
    }

    while player.volumes.all.isEmpty { await Task.yield() }
    store[isMuted] = false
    while player.volumes.all.count < 2 { await Task.yield() }

    following.cancel()  // ends the loop, its observations and the file's watch
    await following.value
    #expect(player.volumes.all == [0, 0.5])
}

@available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)  // DefaultsValue, Observation
@Test func observationTracking() throws {
    let store = DefaultsStore.inMemory()

    let count = DefaultsValue(.launchCount, in: store)
    withObservationTracking {
        print(count.value)  // registers the access, as a SwiftUI body does
    } onChange: {
        print("launchCount will change")  // also for another process's write
    }
    count.value += 1  // atomic; saves, then tells the observers

    #expect(store[.launchCount] == 1 && count.value == 1)  // DefaultsValueTests count the calls
}

@Test func migrations() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fileURL = directory.appendingPathComponent("defaults.json")
    try Data(#"{"formatVersion": 1, "values": {"size": 15, "volume": 80, "theme": "dark"}}"#.utf8).write(
        to: fileURL)

    var configuration = DefaultsStore.Configuration()
    configuration.migrations = [
        .renameKey("size", to: "fontSize"),  // step 1
        .transformValue(forKey: "volume") { ($0 as? Int).map { Double($0) / 100 } },  // step 2: 80 → 0.8
        .update { batch in  // step 3: loose keys into a model
            let theme = try batch.value(of: String.self, forKey: "theme") ?? "light"
            try batch.set(Settings(fontSize: 12, theme: theme), forKey: "settings")
            batch.removeValue(forKey: "theme")
        },
    ]
    let store = DefaultsStore(url: fileURL, configuration: configuration)

    #expect(try store.keys == ["fontSize", "settings", "volume"])
    #expect(try store.value(of: Double.self, forKey: "volume") == 0.8 && store[.settings].theme == "dark")
}
