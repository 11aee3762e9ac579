import Testing

@testable import MirrorMapperCommands

/// The command lines of `mirrormapper defaults`: its help and each subcommand's come from the
/// tables that parse them, and a wrong command line is one line and status 2.
@Suite struct DefaultsCommandLineTests {
    @Test func theGroupsHelpListsItsSubcommands() {
        let help = CommandRun(["defaults", "--help"])
        #expect(help.status == 0)
        #expect(help.error.isEmpty)
        #expect(help.output == DefaultsCommand.group.help)
        #expect(help.output.hasPrefix("USAGE: mirrormapper defaults <subcommand> [options]\n"))
        for entry in DefaultsCommand.group.entries {
            #expect(
                help.output.contains(
                    "  \(entry.name.padding(toLength: 6, withPad: " ", startingAt: 0))  \(entry.summary)\n"))
        }
        let bare = CommandRun(["defaults"])
        #expect(bare.status == 2)
        #expect(bare.output.isEmpty)
        #expect(bare.error == help.output)
        #expect(CommandRun(["--help"]).output.contains("  defaults  " + DefaultsCommand.group.summary + "\n"))
    }

    @Test(arguments: [
        ("keys", "USAGE: mirrormapper defaults keys (<file> | --app <name>)\n"),
        ("read", "USAGE: mirrormapper defaults read (<file> | --app <name>) [<key>]\n"),
        (
            "write",
            "USAGE: mirrormapper defaults write (<file> | --app <name>) <key> (<value> | --value-file <path>) [--merge]\n"
        ),
        ("delete", "USAGE: mirrormapper defaults delete (<file> | --app <name>) <key>\n"),
    ])
    func eachSubcommandsHelpComesFromItsTable(_ name: String, _ usage: String) throws {
        let subcommand = try #require(
            DefaultsCommand.group.entries.lazy.compactMap { entry -> Subcommand? in
                guard case .subcommand(let subcommand) = entry, subcommand.name == name else { return nil }
                return subcommand
            }.first)
        let run = CommandRun(["defaults", name, "--help"])
        #expect(run.status == 0)
        #expect(run.output == subcommand.help)
        #expect(run.output.hasPrefix(usage + "\n" + subcommand.summary + "\n"))
        for argument in subcommand.arguments {
            #expect(run.output.contains("  <\(argument.name)>  "))
            #expect(run.output.contains(argument.help))
        }
        for option in subcommand.options {
            #expect(run.output.contains("  \(option.synopsis)  "))
            #expect(run.output.contains(option.help))
        }
    }

    @Test(arguments: [
        (["read"], "defaults read: missing <file> or --app <name> (see mirrormapper defaults read --help)"),
        (
            ["keys", "a.json", "--app", "A"],
            "defaults keys: unexpected argument a.json (see mirrormapper defaults keys --help)"
        ),
        (
            ["write", "a.json", "key"],
            "defaults write: missing <value> or --value-file <path> (see mirrormapper defaults write --help)"
        ),
        (
            ["delete", "a.json", "key", "--merge"],
            "defaults delete: unknown option --merge (see mirrormapper defaults delete --help)"
        ),
        (
            ["write", "a.json", "k", "-x"],
            "defaults write: unknown option -x (see mirrormapper defaults write --help)"
        ),
        (["wirte", "a.json"], "defaults: unknown subcommand wirte (see mirrormapper defaults --help)"),
    ])
    func aWrongCommandLineIsOneLineAndStatusTwo(_ words: [String], _ message: String) {
        let run = CommandRun(["defaults"] + words)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "mirrormapper " + message + "\n")
    }
}
