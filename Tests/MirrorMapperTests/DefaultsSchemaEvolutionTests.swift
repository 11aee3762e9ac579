import Foundation
import Testing

@testable import MirrorMapper

/// Version 1 of an app's settings, as an older release stored them.
private final class ProfileV1: Mappable {
    var theme = "light"
    var fontSize = 12
    var userName = ""
    var legacyFlag = false
    var accent = "blue"
    var documents: [DocumentV1] = []
    required init() {}
    static let mapping: Mapping<ProfileV1> = [
        "theme": \.theme, "fontSize": \.fontSize, "userName": \.userName, "legacyFlag": \.legacyFlag,
        "accent": \.accent, "documents": \.documents,
    ]
}

private struct DocumentV1: Mappable {
    var title = ""
    var pages = 0
    static let mapping: Mapping<DocumentV1> = ["title": \.title, "pages": \.pages]
}

/// Version 2 of the same settings: `showsToolbar` and `createdAt` added, `legacyFlag` removed,
/// `userName` renamed to `displayName`, `fontSize` now a `Double`, `accent` now an `Int`.
private final class ProfileV2: Mappable {
    var theme = "light"
    var fontSize = 12.0
    var displayName = ""
    var accent = 3
    var showsToolbar = true
    var createdAt = Date(timeIntervalSince1970: 0)
    var documents: [DocumentV2] = []
    required init() {}
    static let mapping = Mapping<ProfileV2>([
        "theme": \.theme, "fontSize": \.fontSize, "displayName": \.displayName, "accent": \.accent,
        "showsToolbar": \.showsToolbar, "createdAt": \.createdAt, "documents": \.documents,
    ])
    .fallbackKeys(["displayName": ["userName"]])
}

private struct DocumentV2: Mappable {
    var title = ""
    var pages = 0
    var starred = false
    static let mapping: Mapping<DocumentV2> = ["title": \.title, "pages": \.pages, "starred": \.starred]
}

@Suite("DefaultsStore schema evolution")
struct DefaultsSchemaEvolutionTests {
    /// Stores a version 1 profile with two documents.
    private func storeVersion1(in store: DefaultsStore) throws {
        let profile = ProfileV1()
        profile.theme = "dark"
        profile.fontSize = 14
        profile.userName = "ada"
        profile.legacyFlag = true
        profile.accent = "teal"
        profile.documents = [DocumentV1(title: "a", pages: 1), DocumentV1(title: "b", pages: 2)]
        try store.set(profile, forKey: "profile")
    }

    @Test(
        "a newer model reads an older one: added, removed, renamed and retyped properties",
        arguments: StoreKind.allCases)
    func newerModelReadsOlderObject(_ kind: StoreKind) throws {
        try withStore(kind) { store, log in
            try storeVersion1(in: store)
            let profile = try #require(try store.value(of: ProfileV2.self, forKey: "profile"))
            #expect(profile.theme == "dark")
            #expect(profile.fontSize == 14.0, "Int coerced to Double")
            #expect(profile.displayName == "ada", "renamed property found through its fallback key")
            #expect(profile.showsToolbar == true, "added property keeps its declared default")
            #expect(profile.createdAt == Date(timeIntervalSince1970: 0), "an added Date is never now")
            #expect(profile.accent == 3, "a value that does not convert leaves the default")
            #expect(profile.documents.map(\.title) == ["a", "b"])
            #expect(profile.documents.allSatisfy { !$0.starred })
            let issues = log.issues
            #expect(issues.count == 1, "\(log.text)")
            #expect(issues.first?.key == "profile")
            #expect(issues.first?.path == "profile.accent")
            #expect(issues.first?.action == .keptDefault)
            #expect(
                issues.first?.description
                    == #"profile.accent: expected Int, found String "teal" (kept the declared default)"#)
        }
    }

    @Test("strict mode throws the first problem with key and path", arguments: StoreKind.allCases)
    func strictModeThrows(_ kind: StoreKind) throws {
        var configuration = DefaultsStore.Configuration()
        configuration.mode = .strict
        try withStore(kind, configuration) { store, log in
            try storeVersion1(in: store)
            let error = try #require(throws: DefaultsError.self) {
                try store.value(of: ProfileV2.self, forKey: "profile")
            }
            guard case .invalidValue(let key, let mappingError) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(key == "profile" && mappingError.path == "accent")
            #expect(error.description.contains(#"the value stored under "profile" does not convert"#))
            #expect(log.issues.isEmpty)
        }
    }

    @Test(
        "a newer app's properties survive a round trip through an older model version",
        arguments: StoreKind.allCases)
    func olderModelKeepsNewerProperties(_ kind: StoreKind) throws {
        try withStore(kind) { store, _ in
            let newer = ProfileV2()
            newer.showsToolbar = false
            newer.createdAt = Date(timeIntervalSince1970: 1_000)
            newer.documents = [DocumentV2(title: "n", pages: 3, starred: true)]
            try store.set(newer, forKey: "profile")

            let older = try #require(try store.value(of: ProfileV1.self, forKey: "profile"))
            older.theme = "sepia"
            try store.set(older, forKey: "profile")

            let again = try #require(try store.value(of: ProfileV2.self, forKey: "profile"))
            #expect(again.theme == "sepia")
            #expect(again.showsToolbar == false)
            #expect(again.createdAt == Date(timeIntervalSince1970: 1_000))
            // Arrays are replaced, not merged: an element has no identity to match by.
            #expect(again.documents.map(\.title) == ["n"])
        }
    }

    @Test("one bad element of an archived array of models is dropped and reported, the others read")
    func dropsBadArrayElement() throws {
        try withTemporaryStore { store, log in
            try writeFixture(
                """
                {"formatVersion": 1, "values": {"documents": [
                    {"title": "a", "pages": 1}, "not a document", {"title": "c", "pages": "many"}, null
                ]}}
                """, to: store.url.path)
            let documents = try #require(try store.value(of: [DocumentV2].self, forKey: "documents"))
            #expect(documents.map(\.title) == ["a", "c"])
            #expect(documents.map(\.pages) == [1, 0])
            let issues = log.issues.map { "\($0.path) \($0.action)" }.sorted()
            #expect(
                issues == [
                    "documents[1] droppedElement", "documents[2].pages keptDefault",
                    "documents[3] droppedElement",
                ])
            // A typed key of an array of models is read the same way.
            let key = DefaultsKey<[DocumentV2]>("documents", default: [])
            #expect(store[key].count == 2)
        }
    }

    @Test(
        "a value of the wrong shape gives nil (or a typed key's default) and is reported",
        arguments: StoreKind.allCases)
    func ignoresValueOfWrongShape(_ kind: StoreKind) throws {
        try withStore(kind) { store, log in
            try store.set("not a number", forKey: "count")
            #expect(try store.value(of: Int.self, forKey: "count") == nil)
            #expect(store[DefaultsKey("count", default: 7)] == 7)
            #expect(log.issues.map(\.action) == [.ignoredValue, .ignoredValue])
            #expect(
                log.issues.first?.description
                    == #"count: expected Int, found String "not a number" (ignored the stored value)"#)
        }
    }
}

/// A nested model of which an older app knows only `color`.
private struct LookV1: Mappable {
    var color = ""
    static let mapping: Mapping<LookV1> = ["color": \.color]
}

/// A superclass that renames its nested model's key.
private class PreferencesV1: Mappable {
    var look = LookV1()
    required init() {}
    class var mapping: ClassMapping {
        let table: ClassMapping = ["look": \PreferencesV1.look]
        return table.renaming(["look": "appearance"])
    }
}

private final class ProPreferencesV1: PreferencesV1 {
    var level = 0
    override class var mapping: ClassMapping { ["level": \ProPreferencesV1.level] }
}

extension DefaultsSchemaEvolutionTests {
    @Test("a subclass keeps a newer app's members inside a nested model its superclass renames")
    func subclassesMergeThroughEveryClassLevel() throws {
        try withTemporaryStore { store, log in
            try Data(
                #"{"formatVersion": 1, "values": {"p": {"appearance": {"color": "red", "font": "serif"}, "level": 1}}}"#
                    .utf8
            ).write(to: store.url)
            let older = try #require(try store.value(of: ProPreferencesV1.self, forKey: "p"))
            older.level = 2
            try store.set(older, forKey: "p")
            let file = try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [String: Any]
            let stored = (file?["values"] as? [String: Any])?["p"] as? [String: Any]
            let appearance = stored?["appearance"] as? [String: Any]
            #expect(appearance?["font"] as? String == "serif")
            #expect(appearance?["color"] as? String == "red")
            #expect(stored?["level"] as? Int == 2)
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }
}
