import Foundation
import MirrorMapper
import Testing

@testable import MirrorMapperCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mirrormapper defaults` with input that is not an ordinary word: another program's JSON file,
/// a link out of the store's directory, keys with control characters, values too large for the
/// command line, and numbers with more digits than the store keeps.
@Suite struct DefaultsCommandInputTests {
    private let directory: StoreDirectory
    private let file: String

    init() throws {
        directory = try StoreDirectory()
        file = directory.path("defaults.json")
    }

    /// Runs `mirrormapper defaults` with `words` in this process.
    private func defaults(_ words: String..., files: [String: Data] = [:], input: Data = Data()) -> CommandRun
    {
        CommandRun(["defaults"] + words, files: files, input: input)
    }

    // MARK: - A file that is not a store

    @Test func aJSONFileThatIsNotAStoreIsRefusedAndLeftUnchanged() throws {
        let manifest = #"{"name": "app", "version": "1.0.0"}"#
        try directory.write(manifest, to: "defaults.json")
        let reason =
            "the file \(file) is not a defaults store and was left unchanged: "
            + #"it is a JSON object without the store's "formatVersion" member"#
        let commandLines = [
            ["keys", file], ["read", file], ["read", file, "name"], ["write", file, "name", "other"],
            ["write", file, "name", "{}", "--merge"], ["delete", file, "name"],
        ]
        for words in commandLines {
            let run = CommandRun(["defaults"] + words)
            #expect(run.status == 1, "\(words)")
            #expect(run.output.isEmpty)
            #expect(run.error == "mirrormapper defaults \(words[0]): \(reason)\n", "\(words)")
        }
        #expect(directory.text(of: "defaults.json") == manifest)
        #expect(try directory.names() == ["defaults.json"], "not even a lock file beside it")
    }

    // MARK: - Reads through a link create nothing

    @Test(arguments: [["keys"], ["read"], ["read", "a"]])
    func aReadThroughALinkOutOfTheDirectoryCreatesNothing(_ words: [String]) throws {
        try FileManager.default.createDirectory(
            atPath: directory.path("app"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(
            atPath: directory.path("outside"), withIntermediateDirectories: false)
        try directory.write("root:x:0:0:root:/root:/bin/sh\n", to: "outside/passwd")
        let link = directory.path("app/defaults.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../outside/passwd")
        let run = CommandRun(["defaults", words[0], link] + words.dropFirst())
        #expect(run.status == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path("app")) == ["defaults.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("outside")) == ["passwd"])
    }

    // MARK: - Keys with control characters

    @Test func keysWithControlCharactersArePrintedEscapedOneALine() throws {
        let keys = [
            "plain", "café", "日本語", "two\nlines", "escape\u{1B}[31m", "nul\u{0}", "del\u{7F}",
            "next\u{85}line", "line\u{2028}separator", "paragraph\u{2029}", "bidi\u{202E}txt",
            "isolate\u{2066}",
            "mark\u{200F}", "arabic\u{061C}", "\"quoted\"", "",
        ]
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        try store.batch { batch in
            for (index, key) in keys.enumerated() {
                try batch.set(index, forKey: key)
            }
        }
        let run = defaults("keys", file)
        #expect(run.status == 0)
        let expected = [
            #""""#, #""\"quoted\"""#, #""arabic\u061C""#, #""bidi\u202Etxt""#, "café", #""del\u007F""#,
            #""escape\u001B[31m""#, #""isolate\u2066""#, #""line\u2028separator""#, #""mark\u200F""#,
            #""next\u0085line""#, #""nul\u0000""#, #""paragraph\u2029""#, "plain", #""two\nlines""#, "日本語",
        ]
        #expect(run.output == expected.map { $0 + "\n" }.joined())
        #expect(run.output.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 && $0.value != 0x7F })
        #expect(CommandRun(["defaults", "keys", "--help"]).output.contains("JSON string"))
    }

    // MARK: - Values from standard input or a file

    @Test func aValueOfOneMebibyteComesFromStandardInputOrAFile() throws {
        let text = String(repeating: "abcdefgh", count: 1 << 17)
        let json = Data(("\"" + text + "\"").utf8)
        let fromInput = defaults("write", file, "big", "-", input: json)
        #expect(fromInput.status == 0, "\(fromInput.error)")
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        #expect(try store.value(of: String.self, forKey: "big") == text)

        let valueFile = directory.path("value.json")
        let fromFile = defaults(
            "write", file, "copy", "--value-file", valueFile, files: [valueFile: Data(#"{"a": [1, 2]}"#.utf8)]
        )
        #expect(fromFile.status == 0, "\(fromFile.error)")
        #expect(defaults("read", file, "copy").output == "{\n  \"a\" : [\n    1,\n    2\n  ]\n}\n")

        let word = defaults("write", file, "name", "-", input: Data("Ada".utf8))
        #expect(word.status == 0)
        #expect(
            try DefaultsStore(url: URL(fileURLWithPath: file)).value(of: String.self, forKey: "name") == "Ada"
        )

        let notText = defaults("write", file, "bad", "-", input: Data([0x41, 0xFF, 0x42]))
        #expect(notText.status == 1)
        #expect(notText.error == "mirrormapper defaults write: the value is not UTF-8 text\n")
        // A cut sequence, an overlong one, a surrogate: refused; U+FFFD itself is text.
        for bytes: [UInt8] in [[0x41, 0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80]] {
            #expect(defaults("write", file, "bad", "-", input: Data(bytes)).status == 1, "\(bytes)")
        }
        #expect(try DefaultsStore(url: URL(fileURLWithPath: file)).keys == ["big", "copy", "name"])
        #expect(defaults("write", file, "mark", "-", input: Data("\u{FFFD}".utf8)).status == 0)
        #expect(
            try DefaultsStore(url: URL(fileURLWithPath: file)).value(of: String.self, forKey: "mark")
                == "\u{FFFD}")
    }

    // MARK: - Numbers with more digits than the store keeps

    @Test func aNumberIsStoredDigitForDigitOrRefused() throws {
        let pi = "3.141592653589793238462643383279502884197"
        // Messages quote 40 characters of a piece of input, then its length.
        let quoted = pi.dropLast() + "… (41 bytes)"
        let refused = defaults("write", file, "price", pi)
        #expect(refused.status == 1)
        #expect(
            refused.error
                == "mirrormapper defaults write: cannot store the number \(quoted) digit for digit: "
                + "the store reads it back as 3.141592653589793; quote it to store it as text\n")
        #expect(try directory.names().isEmpty)
        let nested = defaults("write", file, "prices", "[1, {\"a\": \(pi)}]")
        #expect(nested.status == 1)
        #expect(nested.error.contains("cannot store the number \(quoted) digit for digit"))

        let exact = "3.14159265358979323846264338327950288419"
        #expect(defaults("write", file, "price", exact).status == 0)
        #expect(defaults("read", file, "price").output == exact + "\n")
        #expect(defaults("write", file, "text", "\"\(pi)\"").status == 0)
        #expect(defaults("read", file, "text").output == "\"\(pi)\"\n")
    }
}
