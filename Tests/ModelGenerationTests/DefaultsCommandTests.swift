import Foundation
import MirrorMapper
import Testing

@testable import MirrorMapperCommands

/// `mirrormapper defaults` on temporary stores: values go in and come out exactly as the file holds
/// them, writes go through the store (format version, unknown members, permissions, links), and
/// every error is one line on standard error that leaves the file as it was.
@Suite struct DefaultsCommandTests {
    private let directory: StoreDirectory
    private let file: String

    init() throws {
        directory = try StoreDirectory()
        file = directory.path("defaults.json")
    }

    /// Runs `mirrormapper defaults` with `words` in this process.
    private func defaults(_ words: String..., variables: [String: String] = [:]) -> CommandRun {
        CommandRun(["defaults"] + words, variables: variables)
    }

    @Test(arguments: [
        ("3", "3"), ("-3", "-3"), ("0.5", "0.5"), ("-0.5", "-0.5"), ("1e3", "1000.0"), ("true", "true"),
        ("null", "null"), (#""3""#, #""3""#), ("dark", #""dark""#), ("007", #""007""#), ("", #""""#),
        ("9223372036854775807", "9223372036854775807"), ("-9223372036854775808", "-9223372036854775808"),
        ("18446744073709551615", "18446744073709551615"), ("0.10000000000000001", "0.10000000000000001"),
        ("123456789012345678901234567890123456789", "123456789012345678901234567890123456789"),
        (#"[1, "a", {"b": null}]"#, "[\n  1,\n  \"a\",\n  {\n    \"b\" : null\n  }\n]"),
        (#"{"theme":"dark","size":12}"#, "{\n  \"size\" : 12,\n  \"theme\" : \"dark\"\n}"),
    ])
    func aValueWrittenIsReadBackAsStored(_ argument: String, _ printed: String) {
        let write = defaults("write", file, "key", argument)
        #expect(write.status == 0)
        #expect(write.output.isEmpty && write.error.isEmpty)
        let read = defaults("read", file, "key")
        #expect(read.status == 0)
        #expect(read.error.isEmpty)
        #expect(read.output == printed + "\n")
        let indented = printed.replacingOccurrences(of: "\n", with: "\n    ")
        #expect(directory.text(of: "defaults.json").contains("\n    \"key\" : \(indented)\n"))
    }

    @Test("a store that an app migrated is read and written, its schema version kept")
    func migratedStoreIsReadAndWritten() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.migrations = [.renameKey("size", to: "fontSize")]
        let store = DefaultsStore(url: URL(fileURLWithPath: file), configuration: configuration)
        try store.set(14, forKey: "fontSize")
        #expect(directory.text(of: "defaults.json").contains(#""schemaVersion" : 1"#))
        #expect(defaults("read", file, "fontSize").output == "14\n")
        #expect(defaults("write", file, "fontSize", "15").status == 0)
        #expect(directory.text(of: "defaults.json").contains(#""schemaVersion" : 1"#))
        #expect(try store.value(of: Int.self, forKey: "fontSize") == 15)
    }

    @Test("a journaled store's sets are read by the command, and its writes by the store")
    func journaledStoreAndCommandShareValues() throws {
        var configuration = DefaultsStore.Configuration()
        configuration.commit = .journaled(syncInterval: .seconds(3600))
        let store = DefaultsStore(url: URL(fileURLWithPath: file), configuration: configuration)
        try store.set("dark", forKey: "theme")
        try store.set(13, forKey: "fontSize")
        try store.set(14, forKey: "fontSize")
        // Still in the journal: the file alone does not hold the last set.
        let fileValues = try JSONSerialization.jsonObject(
            with: directory.contents(of: "defaults.json") ?? Data())
        #expect((fileValues as? [String: Any]).flatMap { $0["values"] as? [String: Any] }?["fontSize"] == nil)
        #expect(defaults("read", file, "fontSize").output == "14\n")
        #expect(defaults("keys", file).output == "fontSize\ntheme\n")
        #expect(defaults("write", file, "volume", "0.5").status == 0)
        #expect(try store.value(of: Double.self, forKey: "volume") == 0.5)
        try store.set(15, forKey: "fontSize")
        #expect(defaults("read", file, "fontSize").output == "15\n")
        try store.flush()
        #expect(directory.text(of: "defaults.json").contains("\"fontSize\" : 15"))
    }

    /// Outside text never reaches the terminal raw: a key from the command line in an error
    /// (ESC, BEL), and C1 controls and bidi overrides in the values `read` prints, are escaped as
    /// `\uXXXX`, which leaves the printed JSON the same JSON.
    @Test func outsideTextIsEscapedForTheTerminal() throws {
        #expect(defaults("write", file, "a", "1").status == 0)
        let missing = defaults("read", file, "k\u{1B}[31m\u{07}")
        #expect(missing.status == 1)
        #expect(
            !missing.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(missing.error)")
        #expect(missing.error.contains(#"k\u001B[31m\u0007"#), "\(missing.error)")
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        try store.set("c1\u{9B}31m bidi\u{202E}txt", forKey: "shown")
        let read = defaults("read", file, "shown")
        #expect(read.output == #""c1\u009B31m bidi\u202Etxt""# + "\n")
        let all = defaults("read", file)
        #expect(!all.output.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" }, "\(all.output)")
    }

    @Test func integersAndDecimalsKeepEveryDigitForTheApp() throws {
        #expect(defaults("write", file, "id", "18446744073709551615").status == 0)
        #expect(defaults("write", file, "min", "-9223372036854775808").status == 0)
        #expect(defaults("write", file, "price", "0.10000000000000001").status == 0)
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        #expect(try store.value(of: UInt64.self, forKey: "id") == .max)
        #expect(try store.value(of: Int64.self, forKey: "min") == .min)
        #expect(try store.value(of: Decimal.self, forKey: "price") == Decimal(string: "0.10000000000000001"))
    }

    @Test func readWithoutAKeyPrintsEveryValueAndKeysPrintsTheKeys() throws {
        try directory.write(
            #"{"formatVersion": 1, "values": {"b": [true], "a": {"z": 1, "y": "2"}}}"#, to: "defaults.json")
        let read = defaults("read", file)
        #expect(read.status == 0)
        #expect(
            read.output
                == "{\n  \"a\" : {\n    \"y\" : \"2\",\n    \"z\" : 1\n  },\n  \"b\" : [\n    true\n  ]\n}\n")
        let keys = defaults("keys", file)
        #expect(keys.status == 0)
        #expect(keys.output == "a\nb\n")
        try directory.write("", to: "defaults.json")
        #expect(defaults("keys", file).output.isEmpty)
        #expect(defaults("read", file).output == "{}\n")
    }

    @Test func anObjectReplacesAnObjectWholeAndMergeMergesOneLevel() {
        let original = #"{"theme": "dark", "font": {"size": 12, "name": "Mono"}}"#
        #expect(defaults("write", file, "settings", original).status == 0)
        #expect(defaults("write", file, "settings", #"{"theme": "light"}"#).status == 0)
        #expect(defaults("read", file, "settings").output == "{\n  \"theme\" : \"light\"\n}\n")
        #expect(defaults("write", file, "settings", original).status == 0)
        let merge = defaults(
            "write", "--merge", file, "settings", #"{"font": {"size": 14}, "accent": "teal"}"#)
        #expect(merge.status == 0)
        #expect(
            defaults("read", file, "settings").output
                == "{\n  \"accent\" : \"teal\",\n  \"font\" : {\n    \"size\" : 14\n  },\n  \"theme\" : \"dark\"\n}\n"
        )
        #expect(defaults("write", file, "new", #"{"a": 1}"#, "--merge").status == 0)
        #expect(defaults("read", file, "new").output == "{\n  \"a\" : 1\n}\n")
    }

    @Test func aMergeThatCannotBeMadeWritesNothing() throws {
        #expect(defaults("write", file, "count", "3").status == 0)
        let before = directory.contents(of: "defaults.json")
        let notAnObject = defaults("write", file, "count", "[1]", "--merge")
        #expect(notAnObject.status == 1)
        #expect(
            notAnObject.error == "mirrormapper defaults write: --merge needs a JSON object, not an array\n")
        let intoANumber = defaults("write", file, "count", #"{"a": 1}"#, "--merge")
        #expect(intoANumber.status == 1)
        #expect(
            intoANumber.error
                == "mirrormapper defaults write: cannot merge into \"count\": it holds a number, not an object\n"
        )
        #expect(directory.contents(of: "defaults.json") == before)
    }

    @Test func deleteRemovesAKeyAndAKeyThatIsNotThereIsAnError() throws {
        #expect(defaults("write", file, "a", "1").status == 0)
        #expect(defaults("write", file, "b", "2").status == 0)
        let delete = defaults("delete", file, "a")
        #expect(delete.status == 0)
        #expect(delete.output.isEmpty && delete.error.isEmpty)
        #expect(defaults("keys", file).output == "b\n")
        let before = directory.contents(of: "defaults.json")
        let again = defaults("delete", file, "a")
        #expect(again.status == 1)
        #expect(again.output.isEmpty)
        #expect(again.error == "mirrormapper defaults delete: no key \"a\" in \(file)\n")
        #expect(directory.contents(of: "defaults.json") == before)
        let read = defaults("read", file, "a")
        #expect(read.status == 1)
        #expect(read.error == "mirrormapper defaults read: no key \"a\" in \(file)\n")
    }

    @Test(arguments: [["keys"], ["read"], ["read", "key"], ["delete", "key"]])
    func aFileThatIsNotThereIsAnErrorAndStaysAbsent(_ words: [String]) throws {
        let run = CommandRun(["defaults", words[0], file] + words.dropFirst())
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "mirrormapper defaults \(words[0]): no file at \(file)\n")
        #expect(try directory.names().isEmpty)
    }

    @Test(arguments: [
        (#"{"a":"#, "unexpected end of input at line 1, column 6 (byte 5): expected a value"),
        ("[1,]", "unexpected character ']' at line 1, column 4 (byte 3): expected a value"),
        (#" "open"#, "unterminated string"),
    ])
    func textThatStartsLikeJSONMustBeJSON(_ argument: String, _ problem: String) throws {
        let run = defaults("write", file, "key", argument)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("mirrormapper defaults write: the value is not JSON: \(problem)"))
        #expect(run.error.filter { $0 == "\n" }.count == 1)
        #expect(try directory.names().isEmpty)
    }

    /// Every subcommand on a corrupt file: one line, status 1, and the file stays where it is, byte
    /// for byte, with nothing moved aside.
    @Test func aCorruptStoreIsNeverModified() throws {
        let corrupt = #"{"formatVersion": 1, "values": {"a": 1"#
        try directory.write(corrupt, to: "defaults.json")
        // Old enough that the store does not wait for a writer to finish it.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file)
        let commandLines = [
            ["keys", file], ["read", file], ["read", file, "a"], ["write", file, "a", "2"],
            ["write", file, "b", "2"],
            ["write", file, "a", "{}", "--merge"], ["delete", file, "a"],
        ]
        for words in commandLines {
            let run = CommandRun(["defaults"] + words)
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(
                run.error.hasPrefix(
                    "mirrormapper defaults \(words[0]): the defaults file \(file) is corrupt and was not used: "
                        + "not valid JSON: unexpected end of input"))
            #expect(run.error.filter { $0 == "\n" }.count == 1)
        }
        #expect(directory.text(of: "defaults.json") == corrupt)
        #expect(try directory.names().filter { $0 != "defaults.json.lock" } == ["defaults.json"])
    }

    @Test func writesKeepTheFormatVersionUnknownMembersAndPermissions() throws {
        try directory.write(
            #"{"formatVersion": 2, "extra": {"x": 1}, "values": {"a": 1}}"#, to: "defaults.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
        #expect(defaults("write", file, "b", "2").status == 0)
        #expect(
            directory.text(of: "defaults.json")
                == "{\n  \"extra\" : {\n    \"x\" : 1\n  },\n  \"formatVersion\" : 2,\n  \"values\" : {\n"
                + "    \"a\" : 1,\n    \"b\" : 2\n  }\n}\n")
        #expect(try permissions(of: file) == 0o640)

        let newFile = directory.path("new/defaults.json")
        #expect(defaults("write", newFile, "a", "1").status == 0)
        #expect(try permissions(of: newFile) == 0o600)
        #expect(try permissions(of: directory.path("new")) == 0o700)
    }

    @Test func aLinkIsFollowedAndASpecialFileRefused() throws {
        try FileManager.default.createDirectory(
            atPath: directory.path("real"), withIntermediateDirectories: false)
        try directory.write("", to: "real/store.json")
        let link = directory.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/store.json")
        #expect(defaults("write", link, "a", "1").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/store.json")
        #expect(directory.text(of: "real/store.json").contains("\"a\" : 1"))
        #expect(defaults("read", link, "a").output == "1\n")

        let fifo = directory.path("fifo.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        for words in [["read", fifo], ["write", fifo, "a", "1"]] {
            let run = CommandRun(["defaults"] + words)
            #expect(run.status == 1)
            #expect(
                run.error.hasPrefix("mirrormapper defaults \(words[0]): could not read \(fifo): it is a FIFO")
            )
        }
    }

    /// Writes through `--app` into the folders the environment names; on Apple platforms the
    /// standard location is the user's real `~/Library/Application Support`, whatever the
    /// environment says, and a test must not write there.
    @Test(
        .enabled(
            if: StandardStoreLocation.fileURL(forName: "A", environment: ["XDG_CONFIG_HOME": "/c"]).path
                == "/c/A/defaults.json",
            "the standard store location does not follow XDG_CONFIG_HOME here (Apple platforms)")
    )
    func appNamesTheFileTheStoreOfThatNameUses() throws {
        let configuration = directory.path("config")
        let variables = ["XDG_CONFIG_HOME": configuration, "HOME": directory.path("home")]
        #expect(defaults("write", "--app", "MyApp", "launchCount", "3", variables: variables).status == 0)
        let expected = StandardStoreLocation.fileURL(forName: "MyApp", environment: variables).path
        #expect(expected == configuration + "/MyApp/defaults.json")
        #expect(defaults("read", expected, "launchCount").output == "3\n")
        #expect(defaults("keys", "--app=MyApp", variables: variables).output == "launchCount\n")
        #expect(defaults("read", "--app", "MyApp", "launchCount", variables: variables).output == "3\n")

        let home = ["HOME": directory.path("home")]
        #expect(defaults("write", "--app", "MyApp", "a", "1", variables: home).status == 0)
        #expect(directory.text(of: "home/.config/MyApp/defaults.json").contains("\"a\" : 1"))
        let missing = defaults("read", "--app", "Other", variables: home)
        #expect(missing.status == 1)
        #expect(
            missing.error
                == "mirrormapper defaults read: no file at \(directory.path("home/.config/Other/defaults.json"))\n"
        )
    }

    private func permissions(of path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }
}
