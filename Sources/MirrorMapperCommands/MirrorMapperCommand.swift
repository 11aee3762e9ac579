/// The `mirrormapper` command line: a table of subcommands, each with its own table of options.
package enum MirrorMapperCommand {
    /// The program's own table: its subcommands, in the order `--help` lists them.
    package static let table = SubcommandGroup(
        name: "mirrormapper", in: nil,
        summary: "Models from a sample response, and defaults stores from the terminal.",
        entries: [.subcommand(GenerateCommand.subcommand), .group(DefaultsCommand.group)])

    /// Runs the command line `words` (without the program's name) and returns the exit status: 0 on
    /// success, 1 when the work failed, 2 for a command line it does not understand (see
    /// ``SubcommandGroup/run(_:in:)``).
    package static func run(_ words: [String], in environment: CommandEnvironment) -> Int32 {
        table.run(words, in: environment)
    }
}
