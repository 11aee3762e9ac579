/// A command whose next word names one of its subcommands: `mirrormapper` itself (`generate`,
/// `defaults`) and `mirrormapper defaults` (`keys`, `read`, `write`, `delete`). Its help lists the
/// subcommands of its table, and the same table chooses the one to run.
package struct SubcommandGroup: Sendable {
    /// The word that names it: `defaults`.
    package let name: String
    /// The words that run it: `mirrormapper defaults`.
    package let commandName: String
    /// One line for the help of the command it belongs to, and the first line of its own help.
    package let summary: String
    /// What its next word may name, in the order the help lists them.
    package let entries: [Entry]

    /// What a word after the group's name may name: a subcommand, or a group of subcommands.
    package enum Entry: Sendable {
        case subcommand(Subcommand)
        case group(SubcommandGroup)

        /// The word that names it.
        var name: String {
            switch self {
            case .subcommand(let subcommand): subcommand.name
            case .group(let group): group.name
            }
        }

        /// Its one line for the group's help.
        var summary: String {
            switch self {
            case .subcommand(let subcommand): subcommand.summary
            case .group(let group): group.summary
            }
        }
    }

    /// A group from its table, named `name` after the words of `parent` (nil for the program).
    package init(name: String, in parent: String?, summary: String, entries: [Entry]) {
        self.name = name
        self.commandName = parent.map { "\($0) \(name)" } ?? name
        self.summary = summary
        self.entries = entries
    }

    /// Runs the command line `words` (after the group's name) and returns the exit status: 0 on
    /// success, 1 when the work failed, 2 for a command line it does not understand. Errors are one
    /// line on standard error; standard output carries only what a program reads. Without words
    /// the help goes to standard error, with status 2.
    package func run(_ words: [String], in environment: CommandEnvironment) -> Int32 {
        guard let first = words.first, first != "--help", first != "-h" else {
            if words.isEmpty {
                environment.writeError(help)
                return 2
            }
            environment.writeOutput(help)
            return 0
        }
        let rest = Array(words.dropFirst())
        switch entries.first(where: { $0.name == first }) {
        case .subcommand(let subcommand):
            return subcommand.execute(rest, in: environment)
        case .group(let group):
            return group.run(rest, in: environment)
        case nil:
            return CommandError.usage("unknown subcommand \(first) (see \(commandName) --help)")
                .report(for: commandName, in: environment)
        }
    }

    /// `--help`: the subcommands with their summaries.
    package var help: String {
        let width = entries.map(\.name.count).max() ?? 0
        let rows = entries.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        let lines =
            ["USAGE: \(commandName) <subcommand> [options]", "", summary, "", "SUBCOMMANDS:"] + rows
            + ["", "See \(commandName) <subcommand> --help for a subcommand's arguments and options."]
        return lines.joined(separator: "\n") + "\n"
    }
}
