/// The `mirrormapper` command line: a table of subcommands, each with its own table of options.
package enum MirrorMapperCommand {
    /// The subcommands, in the order `--help` lists them.
    package static let subcommands: [Subcommand] = [GenerateCommand.subcommand]

    /// Runs the command line `words` (without the program's name) and returns the exit status: 0 on
    /// success, 1 when the work failed, 2 for a command line it does not understand. Errors are one
    /// line on standard error; standard output carries only what a program reads.
    package static func run(_ words: [String], in environment: CommandEnvironment) -> Int32 {
        guard let first = words.first, first != "--help", first != "-h" else {
            if words.isEmpty {
                environment.writeError(help)
                return 2
            }
            environment.writeOutput(help)
            return 0
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            return report(.usage("unknown subcommand \(first) (see mirrormapper --help)"), in: environment)
        }
        do {
            guard let parsed = try subcommand.parse(Array(words.dropFirst())) else {
                environment.writeOutput(subcommand.help)
                return 0
            }
            try subcommand.run(parsed, environment)
            return 0
        } catch let error as CommandError {
            return report(error, in: environment, subcommand: subcommand.name)
        } catch {
            return report(.failure("\(error)"), in: environment, subcommand: subcommand.name)
        }
    }

    /// `mirrormapper --help`: the subcommands with their summaries.
    package static var help: String {
        let width = subcommands.map(\.name.count).max() ?? 0
        let rows = subcommands.map {
            "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
        }
        let lines =
            ["USAGE: mirrormapper <subcommand> [options]", "", "SUBCOMMANDS:"] + rows
            + ["", "See mirrormapper <subcommand> --help for a subcommand's arguments and options."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `error` as one line on standard error and returns its exit status.
    private static func report(
        _ error: CommandError, in environment: CommandEnvironment, subcommand: String? = nil
    )
        -> Int32
    {
        let program = ["mirrormapper", subcommand].compactMap { $0 }.joined(separator: " ")
        let message = error.message.split(whereSeparator: \.isNewline).joined(separator: " ")
        environment.writeError("\(program): \(message)\n")
        return error.exitStatus
    }
}
