import MirrorMapper

/// `mirrormapper defaults keys` and `read`: a store's keys and values, as its file holds them.
enum DefaultsReadCommands {
    static let keys = Subcommand(
        name: "keys", in: DefaultsCommand.commandName,
        summary: "Prints the keys of the store, sorted, one a line; a key that is empty, starts with \" "
            + "or holds a control character (line break, escape, C0/C1, U+2028/2029, bidi control) "
            + #"is printed as a JSON string: "two\nlines"."#,
        arguments: [DefaultsCommand.file], options: [DefaultsCommand.app], run: printKeys)

    static let shownKey = CommandArgument(
        "key", help: "The key whose value to print; all the store's values when left out.", isOptional: true)

    static let read = Subcommand(
        name: "read", in: DefaultsCommand.commandName,
        summary: "Prints the value of a key, or all the store's values, as sorted, indented JSON.",
        arguments: [DefaultsCommand.file, shownKey], options: [DefaultsCommand.app], run: printValues)

    private static func printKeys(_ commandLine: ParsedCommandLine, in environment: CommandEnvironment) throws
    {
        let store = try DefaultsCommand.existingStore(for: commandLine, in: environment)
        for key in try store.keys {
            environment.writeOutput(PrintedKey.line(for: key) + "\n")
        }
    }

    /// Prints the value of the key, exactly as stored, or the object of all the values (without
    /// the file's format version), with hidden scalars escaped (``TerminalText``).
    private static func printValues(_ commandLine: ParsedCommandLine, in environment: CommandEnvironment)
        throws
    {
        let store = try DefaultsCommand.existingStore(for: commandLine, in: environment)
        let values = try store.storedValues
        var shown: Any = values
        if let key = commandLine.value(of: shownKey) {
            guard let value = values[key] else {
                throw DefaultsCommand.missingKey(key, in: store)
            }
            shown = value
        }
        // The JSON's own line breaks stay; a hidden scalar in a string becomes its escape.
        environment.writeOutput(
            TerminalText.visible(try DefaultsStore.readableJSON(of: shown), keeping: ["\n"]) + "\n")
    }
}
