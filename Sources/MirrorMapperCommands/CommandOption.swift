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
    /// Whether the command line may leave it out; only the last arguments of a table may be.
    package let isOptional: Bool
    /// An option that stands in the argument's place: when it is given, the argument is not
    /// (`--app <name>` for `<file>`).
    package let alternative: CommandOption?

    /// An argument of the table: required unless `isOptional`, or given as `alternative` instead.
    package init(_ name: String, help: String, isOptional: Bool = false, or alternative: CommandOption? = nil)
    {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.alternative = alternative
    }

    /// `<name>`, `[<name>]` or `(<name> | --option <value>)`, as the usage line shows it.
    var synopsis: String {
        if let alternative {
            return "(<\(name)> | \(alternative.synopsis))"
        }
        return isOptional ? "[<\(name)>]" : "<\(name)>"
    }
}
