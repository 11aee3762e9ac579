/// One subcommand of `mirrormapper`: its name, its table of arguments and options, and its work.
package struct Subcommand: Sendable {
    /// The word after `mirrormapper`: `generate`.
    package let name: String
    /// One line for `mirrormapper --help` and the first line of its own help.
    package let summary: String
    /// The positional arguments, all required, in order.
    package let arguments: [CommandArgument]
    /// The options; `--help` is every subcommand's own.
    package let options: [CommandOption]
    /// Does the work with the parsed command line; the words as given are kept for messages.
    package let run: @Sendable (ParsedCommandLine, CommandEnvironment) throws -> Void

    /// A subcommand from its table and its work.
    package init(
        name: String, summary: String, arguments: [CommandArgument], options: [CommandOption],
        run: @escaping @Sendable (ParsedCommandLine, CommandEnvironment) throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.run = run
    }

    /// `--help`, made from the same table that parses the command line.
    package var help: String {
        let synopsis = (arguments.map { "<\($0.name)>" } + options.map { "[\($0.synopsis)]" })
        var lines = ["USAGE: mirrormapper \(name) " + synopsis.joined(separator: " "), "", summary]
        let rows =
            [("ARGUMENTS:", arguments.map { ("<\($0.name)>", $0.help) })]
            + [("OPTIONS:", options.map { ($0.synopsis, $0.help) } + [("-h, --help", "Shows this help.")])]
        let width = rows.flatMap(\.1).map(\.0.count).max() ?? 0
        for (title, entries) in rows where !entries.isEmpty {
            lines += ["", title]
            lines += entries.map { term, help in
                "  " + term.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `words` (the command line after the subcommand's name) by the table; nil when they ask
    /// for `--help`.
    ///
    /// - Throws: ``CommandError`` of kind ``CommandError/Kind/usage`` for an unknown option, a
    ///   missing value, an option given twice, or too few or too many arguments.
    package func parse(_ words: [String]) throws(CommandError) -> ParsedCommandLine? {
        var parsed = ParsedCommandLine(words: words)
        var rest = words[...]
        var optionsEnded = false
        while let word = rest.popFirst() {
            guard !optionsEnded, word.hasPrefix("-"), word != "-" else {
                parsed.arguments.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" { return nil }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            guard let option = options.first(where: { "--" + $0.name == parts[0] }) else {
                throw usageError("unknown option \(parts[0])")
            }
            guard !parsed.given.contains(option.name) else { throw usageError("\(parts[0]) is given twice") }
            parsed.given.insert(option.name)
            if option.valueName == nil {
                guard parts.count == 1 else { throw usageError("\(parts[0]) takes no value") }
            } else if let value = parts.count == 2 ? parts[1] : rest.popFirst() {
                parsed.values[option.name] = value
            } else {
                throw usageError("\(parts[0]) needs a value")
            }
        }
        if parsed.arguments.count < arguments.count {
            throw usageError("missing <\(arguments[parsed.arguments.count].name)>")
        }
        if parsed.arguments.count > arguments.count {
            throw usageError("unexpected argument \(parsed.arguments[arguments.count])")
        }
        return parsed
    }

    private func usageError(_ problem: String) -> CommandError {
        .usage("\(problem) (see mirrormapper \(name) --help)")
    }
}

/// A command line read by a subcommand's table.
package struct ParsedCommandLine: Sendable {
    /// The words as given, after the subcommand's name.
    package let words: [String]
    /// The positional arguments, in order.
    package var arguments: [String] = []
    /// The options given, by name.
    var given: Set<String> = []
    /// The values of the options that take one, by name.
    var values: [String: String] = [:]

    /// The value given for `option`, nil when it was not given.
    package func value(of option: CommandOption) -> String? {
        values[option.name]
    }

    /// Whether `option` was given.
    package func contains(_ option: CommandOption) -> Bool {
        given.contains(option.name)
    }
}
