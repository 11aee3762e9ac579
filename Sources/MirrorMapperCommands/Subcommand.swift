/// One subcommand of `mirrormapper`: its name, its table of arguments and options, and its work.
package struct Subcommand: Sendable {
    /// The word that names it: `generate`, `write`.
    package let name: String
    /// The words that run it, as its help and its errors show them: `mirrormapper defaults write`.
    package let commandName: String
    /// One line for the help of the command it belongs to, and the first line of its own help.
    package let summary: String
    /// The positional arguments, in order.
    package let arguments: [CommandArgument]
    /// The options; `--help` is every subcommand's own.
    package let options: [CommandOption]
    /// Does the work with the parsed command line; the words as given are kept for messages.
    package let run: @Sendable (ParsedCommandLine, CommandEnvironment) throws -> Void

    /// A subcommand from its table and its work, named `name` after the words of `parent`.
    package init(
        name: String, in parent: String = "mirrormapper", summary: String, arguments: [CommandArgument],
        options: [CommandOption],
        run: @escaping @Sendable (ParsedCommandLine, CommandEnvironment) throws -> Void
    ) {
        self.name = name
        self.commandName = parent + " " + name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.run = run
    }

    /// Runs the command line `words` (after the subcommand's name) and returns the exit status: its
    /// help for `--help`, else its work; an error is one line on standard error.
    func execute(_ words: [String], in environment: CommandEnvironment) -> Int32 {
        do {
            guard let parsed = try parse(words) else {
                environment.writeOutput(help)
                return 0
            }
            try run(parsed, environment)
            return 0
        } catch let error as CommandError {
            return error.report(for: commandName, in: environment)
        } catch {
            return CommandError.failure("\(error)").report(for: commandName, in: environment)
        }
    }

    /// `--help`, made from the same table that parses the command line.
    package var help: String {
        let alternatives = Set(arguments.compactMap(\.alternative?.name))
        let synopsis =
            arguments.map(\.synopsis)
            + options.filter { !alternatives.contains($0.name) }.map { "[\($0.synopsis)]" }
        var lines = ["USAGE: \(commandName) " + synopsis.joined(separator: " "), "", summary]
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
    /// for `--help`. A word that starts with `-` is an option, unless it is `-` alone, comes after
    /// `--`, or is a negative number (`-3`, `-0.5`: no option starts with a digit).
    ///
    /// - Throws: ``CommandError`` of kind ``CommandError/Kind/usage`` for an unknown option, a
    ///   missing value, an option given twice, or too few or too many arguments.
    package func parse(_ words: [String]) throws(CommandError) -> ParsedCommandLine? {
        var parsed = ParsedCommandLine(words: words)
        var rest = words[...]
        var optionsEnded = false
        while let word = rest.popFirst() {
            guard !optionsEnded, word.hasPrefix("-"), word != "-", !isNegativeNumber(word) else {
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
        let expected = arguments.filter { argument in
            argument.alternative.map { !parsed.contains($0) } ?? true
        }
        let given = parsed.arguments.count
        if let missing = expected.dropFirst(given).first(where: { !$0.isOptional }) {
            let alternative = missing.alternative.map { " or \($0.synopsis)" } ?? ""
            throw usageError("missing <\(missing.name)>" + alternative)
        }
        if given > expected.count {
            throw usageError("unexpected argument \(parsed.arguments[expected.count])")
        }
        for (argument, value) in zip(expected, parsed.arguments) {
            parsed.argumentValues[argument.name] = value
        }
        return parsed
    }

    /// Whether `word`, which starts with `-`, goes on with a digit or a point: `-3`, `-.5`.
    private func isNegativeNumber(_ word: String) -> Bool {
        word.dropFirst().first.map { ("0"..."9").contains($0) || $0 == "." } ?? false
    }

    private func usageError(_ problem: String) -> CommandError {
        .usage("\(problem) (see \(commandName) --help)")
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
    /// The values of the arguments given, by name.
    var argumentValues: [String: String] = [:]

    /// The value given for `option`, nil when it was not given.
    package func value(of option: CommandOption) -> String? {
        values[option.name]
    }

    /// The value given for `argument`, nil when it was left out.
    package func value(of argument: CommandArgument) -> String? {
        argumentValues[argument.name]
    }

    /// The value given for `argument`, which the table requires.
    ///
    /// - Throws: ``CommandError`` of kind ``CommandError/Kind/usage`` when it was left out.
    package func required(_ argument: CommandArgument) throws(CommandError) -> String {
        guard let value = argumentValues[argument.name] else {
            throw .usage("missing <\(argument.name)>")
        }
        return value
    }

    /// Whether `option` was given.
    package func contains(_ option: CommandOption) -> Bool {
        given.contains(option.name)
    }
}
