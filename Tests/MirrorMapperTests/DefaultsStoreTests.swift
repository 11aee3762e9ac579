import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("DefaultsStore values, keys and file")
struct DefaultsStoreTests {
    @Test("models, arrays and dictionaries of models and plain values read back as stored")
    func storesEveryKindOfValue() throws {
        try withTemporaryStore { store, log in
            let settings = AppSettings()
            settings.theme = "dark"
            settings.fontSize = 15
            settings.window = WindowFrame(width: 1024, height: 700)
            let bookmarks = [
                Bookmark(title: "Swift", url: "https://swift.org"), Bookmark(title: "A", url: "b"),
            ]
            let date = Date(timeIntervalSince1970: 1_700_000_000.25)
            try store.set(settings, forKey: "settings")
            try store.set(bookmarks, forKey: "bookmarks")
            try store.set(["home": bookmarks[0]], forKey: "named")
            try store.set(9_007_199_254_740_993, forKey: "bigInt")
            try store.set("text", forKey: "string")
            try store.set(true, forKey: "bool")
            try store.set(2.5, forKey: "double")
            try store.set(date, forKey: "date")
            try store.set(Data([0, 1, 255]), forKey: "data")
            try store.set(try #require(URL(string: "https://example.com/a?b=c")), forKey: "url")
            try store.set([["x": [1, 2]]], forKey: "nested")

            // A second instance reads the file, not the first one's memory.
            let reader = DefaultsStore(url: store.url)
            let read = try #require(try reader.value(of: AppSettings.self, forKey: "settings"))
            #expect(read.theme == "dark" && read.fontSize == 15 && read.window == settings.window)
            #expect(try reader.value(of: [Bookmark].self, forKey: "bookmarks") == bookmarks)
            #expect(try reader.value(of: [String: Bookmark].self, forKey: "named") == ["home": bookmarks[0]])
            #expect(try reader.value(of: Int.self, forKey: "bigInt") == 9_007_199_254_740_993)
            #expect(try reader.value(of: String.self, forKey: "string") == "text")
            #expect(try reader.value(of: Bool.self, forKey: "bool") == true)
            #expect(try reader.value(of: Double.self, forKey: "double") == 2.5)
            #expect(try reader.value(of: Date.self, forKey: "date") == date)
            #expect(try reader.value(of: Data.self, forKey: "data") == Data([0, 1, 255]))
            #expect(
                try reader.value(of: URL.self, forKey: "url")?.absoluteString == "https://example.com/a?b=c")
            #expect(try reader.value(of: [[String: [Int]]].self, forKey: "nested") == [["x": [1, 2]]])
            #expect(try reader.value(of: String.self, forKey: "missing") == nil)
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test("keys, removeValue and removeAll change the file")
    func removesValues() throws {
        try withTemporaryStore { store, _ in
            try store.set(1, forKey: "b")
            try store.set(2, forKey: "a")
            try store.set(3, forKey: "c")
            #expect(try store.keys == ["a", "b", "c"])
            try store.removeValue(forKey: "b")
            #expect(try DefaultsStore(url: store.url).keys == ["a", "c"])
            try store.set(String?.none, forKey: "a")
            #expect(try store.keys == ["c"])
            try store.removeAll()
            #expect(try store.keys.isEmpty)
            #expect(try storedValues(of: store).isEmpty)
        }
    }

    @Test("typed keys are read, set and removed the same way in a batch as on the store")
    func typedKeysInBatchesAndRemoval() throws {
        try withTemporaryStore { store, log in
            try store.set(4, for: .launchCount)
            try store.set(9, for: .counter)
            let seen = try store.batch { batch in
                let before = try batch.value(for: .launchCount)
                try batch.set(before + 1, for: .launchCount)
                batch.removeValue(for: .counter)
                return (before, try batch.value(for: .launchCount), try batch.value(for: .counter))
            }
            #expect(seen == (4, 5, 0))
            let reader = DefaultsStore(url: store.url)
            #expect(try reader.value(for: .launchCount) == 5)
            #expect(try reader.keys == ["launchCount"])
            try store.removeValue(for: .launchCount)
            #expect(try reader.keys.isEmpty)
            #expect(try reader.value(for: .launchCount) == 0)
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test("typed keys read their default until set, then the stored value, through the subscript")
    func typedKeys() throws {
        try withTemporaryStore { store, log in
            #expect(store[.launchCount] == 0)
            #expect(store[.appSettings].theme == "light")
            store[.launchCount] += 1
            store[.launchCount] += 1
            // A class value is changed in place and then assigned; a struct is written back at once.
            let settings = store[.appSettings]
            settings.theme = "dark"
            store[.appSettings] = settings
            store[.bookmarks] = [Bookmark(title: "t", url: "u")]
            #expect(try store.value(for: .launchCount) == 2)
            #expect(DefaultsStore(url: store.url)[.appSettings].theme == "dark")
            #expect(store[.bookmarks] == [Bookmark(title: "t", url: "u")])
            try store.set(5, for: .launchCount)
            #expect(store[.launchCount] == 5)
            // Every default is a new instance: changing one read does not change the next.
            let first = DefaultsKeys.appSettings.defaultValue
            first.theme = "changed"
            #expect(DefaultsKeys.appSettings.defaultValue.theme == "light")
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test("the file is sorted, indented JSON with a format version, 0600 in a new 0700 directory")
    func fileFormatAndPermissions() throws {
        try withTemporaryDirectory { directory in
            let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/app/defaults.json"))
            try store.set(WindowFrame(width: 3, height: 4), forKey: "window")
            try store.set("x", forKey: "alpha")
            let expected = """
                {
                  "formatVersion" : 1,
                  "values" : {
                    "alpha" : "x",
                    "window" : {
                      "height" : 4,
                      "width" : 3
                    }
                  }
                }

                """
            #expect(try fileText(of: store) == expected)
            #expect(try permissions(atPath: directory + "/app") == 0o700)
            #expect(try permissions(atPath: store.url.path) == 0o600)
            #expect(try entryNames(in: directory + "/app") == ["defaults.json", "defaults.json.lock"])
        }
    }

    @Test("permissions the user gave the file are kept, never widened")
    func keepsPermissions() throws {
        try withTemporaryStore { store, _ in
            try store.set(1, forKey: "a")
            try #require(chmod(store.url.path, 0o400) == 0)
            try store.set(2, forKey: "a")
            #expect(try permissions(atPath: store.url.path) == 0o400)
        }
    }

    @Test("unknown top-level members and keys written by others survive this store's writes")
    func keepsUnknownMembersAndKeys() throws {
        try withTemporaryStore { store, _ in
            try writeFixture(
                #"{"formatVersion": 1, "signature": "abc", "values": {"otherApp": {"deep": [1, 2]}}}"#,
                to: store.url.path)
            try store.set(1, forKey: "mine")
            let file = try fileJSON(of: store)
            #expect(file["signature"] as? String == "abc")
            let values = try storedValues(of: store)
            #expect((values["otherApp"] as? [String: Any])?["deep"] as? [Int] == [1, 2])
            #expect(values["mine"] as? Int == 1)
        }
    }

    @Test("a model written over a stored object keeps the properties it does not know, also nested")
    func mergesOverStoredObject() throws {
        try withTemporaryStore { store, _ in
            try writeFixture(
                """
                {"formatVersion": 1, "values": {"settings": {
                    "theme": "dark", "accentColor": "teal", "nickname": "old",
                    "window": {"width": 1, "height": 2, "maximized": true}
                }}}
                """, to: store.url.path)
            let settings = try #require(try store.value(of: AppSettings.self, forKey: "settings"))
            settings.fontSize = 20
            settings.nickname = nil
            try store.set(settings, forKey: "settings")
            let stored = try #require(try storedValues(of: store)["settings"] as? [String: Any])
            #expect(stored["accentColor"] as? String == "teal")
            #expect(stored["fontSize"] as? Int == 20)
            #expect(stored["nickname"] is NSNull, "a property set to nil must not keep its old value")
            let window = try #require(stored["window"] as? [String: Any])
            #expect(window["maximized"] as? Bool == true)
            #expect(try store.value(of: AppSettings.self, forKey: "settings")?.nickname == nil)
        }
    }

    @Test("a plain dictionary or an array replaces the stored one: removed entries stay removed")
    func replacesPlainCollections() throws {
        try withTemporaryStore { store, _ in
            try store.set(["a": 1, "b": 2], forKey: "flags")
            try store.set(["a": 1], forKey: "flags")
            #expect(try store.value(of: [String: Int].self, forKey: "flags") == ["a": 1])
            try store.set(["home": Bookmark(title: "h", url: "u"), "work": Bookmark()], forKey: "named")
            try store.set(["home": Bookmark(title: "h2", url: "u")], forKey: "named")
            #expect(try store.value(of: [String: Bookmark].self, forKey: "named")?.keys.sorted() == ["home"])
        }
    }

    @Test("a batch commits many changes with one write, and none when its body throws")
    func batchWritesOnce() throws {
        struct Abandon: Error {}
        try withTemporaryStore { store, _ in
            try store.set(0, forKey: "count")
            let lock = FileLock(forArchiveAt: store.url.path)
            let before = try lock.withLock(.reading) { try $0.currentVersion() }
            try store.batch { batch in
                for index in 0..<50 {
                    try batch.set(index, forKey: "key\(index)")
                }
                let count = try batch.value(of: Int.self, forKey: "count") ?? 0
                try batch.set(count + 1, forKey: "count")
                batch.removeValue(forKey: "key0")
            }
            let after = try lock.withLock(.reading) { try $0.currentVersion() }
            #expect(after.generation == before.generation + 1)
            #expect(try store.keys.count == 50)
            #expect(try store.value(of: Int.self, forKey: "count") == 1)

            #expect(throws: Abandon.self) {
                try store.batch { batch in
                    batch.removeAll()
                    throw Abandon()
                }
            }
            #expect(try store.keys.count == 50)
            #expect(try lock.withLock(.reading) { try $0.currentVersion() } == after)
        }
    }

    @Test("the standard store lives in $XDG_CONFIG_HOME, else ~/.config, named after the app")
    func standardLocation() {
        #if !canImport(Darwin)
            let configured = StandardStoreLocation.fileURL(
                forName: "Notes", environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/me"])
            #expect(configured.path == "/cfg/Notes/defaults.json")
            let home = StandardStoreLocation.fileURL(
                forName: "a/b", environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/me"])
            #expect(home.path == "/home/me/.config/a_b/defaults.json")
        #endif
        #expect(
            DefaultsStore.standard.url.path.hasSuffix("/\(ProcessInfo.processInfo.processName)/defaults.json")
        )
    }
}
