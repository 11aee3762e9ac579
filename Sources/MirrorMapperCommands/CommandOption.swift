/// One option of a subcommand, as its table declares it: the table both parses the command line
/// and prints `--help`.
package struct CommandOption: Sendable {
    /// The name after `--`: `name` for `--name`.
    package let name: String
    /// What the value is called in the help (`file` for `--output <file>`); nil for a flag.
    package let valueName: String?
    /// One line for `--help`.
    package let help: String

    /// An option that takes a value: `--name <value>` or `--name=<value>`.
    package static func value(_ name: String, _ valueName: String, help: String) -> CommandOption {
        CommandOption(name: name, valueName: valueName, help: help)
    }

    /// An option that takes no value: `--struct`.
    package static func flag(_ name: String, help: String) -> CommandOption {
        CommandOption(name: name, valueName: nil, help: help)
    }

    /// `--name <value>`, as the help lists it.
    var synopsis: String {
        "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
    }
}

/// One positional argument of a subcommand, as its table declares it.
package struct CommandArgument: Sendable {
    /// What the argument is called in the help: `sample` for `<sample>`.
    package let name: String
    /// One line for `--help`.
    package let help: String

    /// An argument of the table.
    package init(_ name: String, help: String) {
        self.name = name
        self.help = help
    }
}
