import Foundation
import Testing

@testable import MirrorMapperCommands

/// `mirrormapper` as a user runs it: its help comes from the table that parses it, errors are one line
/// on standard error with a non-zero status, and standard output carries only the source.
@Suite struct CommandTests {
    private let sample = Data(#"{"user_id": 7, "name": "Ada"}"#.utf8)

    @Test func helpListsEveryOptionOfTheTableThatParses() {
        let run = CommandRun(["generate", "--help"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        let subcommand = GenerateCommand.subcommand
        #expect(
            run.output.hasPrefix("USAGE: mirrormapper generate <sample> [--name <name>] [--at <key-path>]"))
        for option in subcommand.options {
            #expect(run.output.contains("  \(option.synopsis)  "))
            #expect(run.output.contains(option.help))
        }
        #expect(run.output == subcommand.help)
        #expect(CommandRun(["generate", "x.json", "-h"]).output == subcommand.help)
    }

    @Test func theProgramsHelpListsTheSubcommands() {
        let run = CommandRun(["--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("  generate  " + GenerateCommand.subcommand.summary))
        let bare = CommandRun([])
        #expect(bare.status == 2)
        #expect(bare.output.isEmpty)
        #expect(bare.error == run.output)
    }

    @Test func everyOptionOfTheTableIsRead() {
        let run = CommandRun(
            [
                "generate", "--name=Person", "sample.json", "--struct", "--at", "user", "--output",
                "Models.swift",
            ],
            files: ["sample.json": Data(#"{"user": {"id": 1}}"#.utf8)])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "1 model, 1 property, 0 renames\n")
        let written = String(decoding: run.writtenFiles["Models.swift"] ?? Data(), as: UTF8.self)
        #expect(written.contains("/// Found at `user` in `sample.json`.\nstruct Person: Mappable {"))
        #expect(
            written.hasPrefix(
                "// Generated from a sample by `mirrormapper generate --name=Person sample.json --struct --at user --output\n"
                    + "// Models.swift`.\n"))
    }

    /// An output path ending in `/` is a folder: the file is named after the root model, which the
    /// command line does not spell when the name comes from the sample's file name and a prefix, and
    /// the summary says which file it wrote.
    @Test func anOutputEndingInASlashIsAFolderForAFileNamedAfterTheRoot() {
        let run = CommandRun(
            ["generate", "Samples/sample.json", "--prefix", "GH", "--output", "Sources/Models/"],
            files: ["Samples/sample.json": sample])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(Array(run.writtenFiles.keys) == ["Sources/Models/GHSample.swift"])
        let written = String(decoding: run.writtenFiles.values.first ?? Data(), as: UTF8.self)
        #expect(written.contains("final class GHSample: Mappable {"))
        #expect(run.error == "Sources/Models/GHSample.swift: 1 model, 2 properties, 0 renames\n")
    }

    @Test func aDashReadsStandardInput() {
        let run = CommandRun(["generate", "-", "--struct"], input: sample)
        #expect(run.status == 0)
        #expect(run.output.contains("/// The root object of the sample.\nstruct Response: Mappable {"))
        #expect(run.error == "1 model, 2 properties, 0 renames\n")
    }

    @Test func theHeaderRepeatsTheCommandAsAShellReadsIt() {
        let run = CommandRun(
            ["generate", "my sample.json", "--name=Sample"], files: ["my sample.json": sample])
        #expect(
            run.output.hasPrefix(
                "// Generated from a sample by `mirrormapper generate 'my sample.json' --name=Sample`."))
        #expect(run.output.contains("/// The root object of `my sample.json`."))
    }

    @Test func anEmptyValueIsAValue() {
        let run = CommandRun(["generate", "a.json", "--name="], files: ["a.json": sample])
        #expect(run.status == 1)
        #expect(run.error.hasPrefix(#"mirrormapper generate: "" cannot name a model"#))
    }

    @Test func argumentsAfterADoubleDashAreFiles() {
        let run = CommandRun(["generate", "--", "--odd.json"], files: ["--odd.json": sample])
        #expect(run.status == 0)
        #expect(run.output.contains("final class Odd: Mappable {"))
        #expect(run.output.hasPrefix("// Generated from a sample by `mirrormapper generate -- --odd.json`."))
    }

    @Test(arguments: [
        (["generate"], "mirrormapper generate: missing <sample> (see mirrormapper generate --help)"),
        (
            ["generate", "a.json", "b.json"],
            "mirrormapper generate: unexpected argument b.json (see mirrormapper generate --help)"
        ),
        (
            ["generate", "a.json", "--nmae", "X"],
            "mirrormapper generate: unknown option --nmae (see mirrormapper generate --help)"
        ),
        (
            ["generate", "a.json", "--name"],
            "mirrormapper generate: --name needs a value (see mirrormapper generate --help)"
        ),
        (
            ["generate", "a.json", "--struct=yes"],
            "mirrormapper generate: --struct takes no value (see mirrormapper generate --help)"
        ),
        (
            ["generate", "a.json", "--at", "a", "--at", "b"],
            "mirrormapper generate: --at is given twice (see mirrormapper generate --help)"
        ),
        (["generat", "a.json"], "mirrormapper: unknown subcommand generat (see mirrormapper --help)"),
    ])
    func aWrongCommandLineIsOneLineAndStatusTwo(_ words: [String], _ message: String) {
        let run = CommandRun(words, files: ["a.json": sample])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == message + "\n")
    }

    @Test(arguments: [
        (
            "{\"a\": 1,}", [],
            "sample.json is not JSON: unexpected character '}' at line 1, column 9 (byte 8): expected '\"'"
        ),
        (
            "", [],
            "sample.json is not JSON: unexpected end of input at line 1, column 1 (byte 0): expected a value"
        ),
        (#"{"a": 1}"#, ["--at", "data.items"], "sample.json has nothing at the key path data.items"),
        ("42", [], "sample.json holds a number where an object or an array of objects should be"),
        (#""text""#, [], "sample.json holds a string where an object or an array of objects should be"),
        ("null", [], "sample.json holds null where an object or an array of objects should be"),
        ("{}", [], "sample.json holds an empty object where an object or an array of objects should be"),
        ("[]", [], "sample.json holds an empty array where an object or an array of objects should be"),
        (
            "[[]]", [],
            "sample.json holds an array of empty arrays where an object or an array of objects should be"
        ),
        (
            "[1, \"a\"]", [],
            "sample.json holds an array of numbers and strings where an object or an array of objects should be"
        ),
        (
            "[[1], [2]]", [],
            "sample.json holds an array of arrays of numbers where an object or an array of objects should be"
        ),
        (
            #"{"a": 1}"#, ["--name", "lower"],
            "\"lower\" cannot name a model: use an upper camel case name such as Status, not one of Swift's, Foundation's or MirrorMapper's types"
        ),
        (
            #"{"a": 1}"#, ["--name", "URL"],
            "\"URL\" cannot name a model: use an upper camel case name such as Status, not one of Swift's, Foundation's or MirrorMapper's types"
        ),
    ])
    func badInputIsOneLineAndStatusOne(_ json: String, _ options: [String], _ message: String) {
        let run = CommandRun(["generate", "sample.json"] + options, files: ["sample.json": Data(json.utf8)])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error == "mirrormapper generate: " + message + "\n")
    }

    /// A name holding a line break is quoted with escapes, as a prefix is: the one line shows the
    /// name as given, where joining the lines showed a space.
    @Test func aBadNameIsQuotedOnOneLine() {
        let run = CommandRun(["generate", "-", "--name", "A\nfunc evil() {}"], input: sample)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix(#"mirrormapper generate: "A\nfunc evil() {}" cannot name a model"#))
        #expect(run.error.filter(\.isNewline).count == 1)
    }

    @Test func aMissingFileIsOneLineAndStatusOne() {
        let run = CommandRun(["generate", "missing.json"])
        #expect(run.status == 1)
        #expect(run.error == "mirrormapper generate: no file at missing.json\n")
    }

    /// One run of the real executable, built with the tests, through pipes: the same source as in
    /// this process, the summary on standard error, and a bad sample's status.
    @Test(.needsProcSelf) func theExecutableRunsTheSameCommand() throws {
        let good = try ExecutableRun(["generate", "-", "--name", "User"], input: sample)
        #expect(good.status == 0)
        #expect(good.output == CommandRun(["generate", "-", "--name", "User"], input: sample).output)
        #expect(good.error == "1 model, 2 properties, 0 renames\n")
        let bad = try ExecutableRun(["generate", "-"], input: Data("[1".utf8))
        #expect(bad.status == 1)
        #expect(bad.output.isEmpty)
        #expect(
            bad.error.hasPrefix("mirrormapper generate: standard input is not JSON: unexpected end of input"))
        #expect(bad.error.filter { $0 == "\n" }.count == 1)
    }
}
