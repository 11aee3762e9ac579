import Foundation
import Testing

@testable import MirrorMapper

/// Runs `body` with a store configured as `configuration` whose file is `defaults.json` in a new
/// temporary directory (removed afterwards), and the log of the issues the store reported.
func withTemporaryStore<Result>(
    _ configuration: DefaultsStore.Configuration = DefaultsStore.Configuration(),
    _ body: (DefaultsStore, DefaultsIssueLog) throws -> Result
) throws -> Result {
    try withTemporaryDirectory { directory in
        let log = DefaultsIssueLog()
        var configuration = configuration
        configuration.issueHandler = log.record
        let store = DefaultsStore(
            url: URL(fileURLWithPath: directory + "/defaults.json"), configuration: configuration)
        return try body(store, log)
    }
}

/// Where a test's store keeps its values: the same tests hold for both.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case file, inMemory

    var testDescription: String { rawValue }
}

/// Runs `body` with a store of `kind` configured as `configuration` (a file store as
/// ``withTemporaryStore(_:_:)`` makes it), and the log of the issues the store reported.
func withStore<Result>(
    _ kind: StoreKind,
    _ configuration: DefaultsStore.Configuration = DefaultsStore.Configuration(),
    _ body: (DefaultsStore, DefaultsIssueLog) throws -> Result
) throws -> Result {
    switch kind {
    case .file:
        return try withTemporaryStore(configuration, body)
    case .inMemory:
        let log = DefaultsIssueLog()
        var configuration = configuration
        configuration.issueHandler = log.record
        return try body(DefaultsStore.inMemory(configuration: configuration), log)
    }
}

extension DefaultsIssueLog {
    /// The issues as their descriptions, one per line, for failure messages.
    var text: String {
        issues.map(\.description).joined(separator: "\n")
    }
}

/// The text of the store's file.
func fileText(of store: DefaultsStore) throws -> String {
    try String(contentsOf: store.url, encoding: .utf8)
}

/// The store's file parsed as JSON.
func fileJSON(of store: DefaultsStore) throws -> [String: Any] {
    let value = try JSONReader().value(from: try Data(contentsOf: store.url))
    return try #require(value as? [String: Any])
}

/// The `values` member of the store's file.
func storedValues(of store: DefaultsStore) throws -> [String: Any] {
    try #require(try fileJSON(of: store)["values"] as? [String: Any])
}

final class AppSettings: Mappable {
    var theme = "light"
    var fontSize = 12
    var muted = false
    var nickname: String?
    var window = WindowFrame()
    required init() {}
    static let mapping: Mapping<AppSettings> = [
        "theme": \.theme, "fontSize": \.fontSize, "muted": \.muted, "nickname": \.nickname,
        "window": \.window,
    ]
}

struct WindowFrame: Mappable, Equatable {
    var width = 800
    var height = 600
    static let mapping: Mapping<WindowFrame> = ["width": \.width, "height": \.height]
}

struct Bookmark: Mappable, Equatable {
    var title = ""
    var url = ""
    static let mapping: Mapping<Bookmark> = ["title": \.title, "url": \.url]
}

extension DefaultsKeys {
    static let appSettings = DefaultsKey<AppSettings>("appSettings", default: AppSettings())
    static let launchCount = DefaultsKey("launchCount", default: 0)
    static let bookmarks = DefaultsKey<[Bookmark]>("bookmarks", default: [])
    static let counter = DefaultsKey("counter", default: 0)
    static let window = DefaultsKey("window", default: WindowFrame())
}

/// The two ways a store commits, for the tests that run in both.
enum StoreCommitMode: String, CaseIterable, CustomTestStringConvertible {
    case durable, journaled

    /// The commit of this mode; a journaled store flushes after 50 ms, so that tests see it.
    var commit: DefaultsStore.Configuration.Commit {
        switch self {
        case .durable: .durable
        case .journaled: .journaled(syncInterval: .milliseconds(50))
        }
    }

    /// A default configuration that commits this way.
    var configuration: DefaultsStore.Configuration {
        var configuration = DefaultsStore.Configuration()
        configuration.commit = commit
        return configuration
    }

    /// The environment that makes a child process's store commit this way.
    var environment: [String: String] {
        [ArchiveChildProcess.commitVariable: rawValue]
    }

    var testDescription: String { rawValue }
}
