import Foundation
import MirrorMapper

/// `mirrormapper defaults write` and `delete`: changes committed through the store's batch, under
/// its exclusive lock, so that another process's changes of other keys are kept, and a change that
/// cannot be made (a merge into a value that is not an object, a key that is not there) writes
/// nothing.
enum DefaultsWriteCommands {
    static let writtenKey = CommandArgument("key", help: "The key to store the value under.")
    static let deletedKey = CommandArgument("key", help: "The key to remove.")
    static let valueFile = CommandOption.value(
        "value-file", "path",
        help: "Reads the value from the file at <path>, as <value> would give it: for values too large "
            + "for the command line.")
    static let value = CommandArgument(
        "value",
        help: #"A JSON value: {"theme":"dark"}, [1,2], 3, 0.5, true, null, "text". Text that is not JSON "#
            + #"is stored as a string (dark), unless it starts with {, [ or ", which must be JSON. "#
            + #"A number is stored digit for digit, or refused. - reads the value from standard input, "#
            + #"whole (a final line break is part of text that is not JSON; write "-" for the text -)."#,
        or: valueFile)
    static let merge = CommandOption.flag(
        "merge",
        help: "Merges an object into the object stored under the key, one level deep: its members "
            + "replace those of the same names, the others stay.")

    static let write = Subcommand(
        name: "write", in: DefaultsCommand.commandName,
        summary: "Stores a JSON value under a key, replacing the value it held.",
        arguments: [DefaultsCommand.file, writtenKey, value],
        options: [DefaultsCommand.app, valueFile, merge],
        run: writeValue)

    static let delete = Subcommand(
        name: "delete", in: DefaultsCommand.commandName,
        summary: "Removes a key and its value; a key that is not there is an error.",
        arguments: [DefaultsCommand.file, deletedKey], options: [DefaultsCommand.app], run: deleteKey)

    /// Stores the value; the file is created if missing, with the store's permissions.
    private static func writeValue(_ commandLine: ParsedCommandLine, in environment: CommandEnvironment)
        throws
    {
        let key = try commandLine.required(writtenKey)
        let newValue = try storedValue(of: valueText(of: commandLine, in: environment))
        let merges = commandLine.contains(merge)
        guard !merges || newValue is [String: Any] else {
            throw CommandError.failure("--merge needs a JSON object, not \(kind(of: newValue))")
        }
        let store = try DefaultsCommand.store(for: commandLine, in: environment)
        try store.batch { batch in
            guard merges, let members = newValue as? [String: Any],
                let stored = batch.storedValue(forKey: key)
            else {
                batch.setStoredValue(newValue, forKey: key)
                return
            }
            guard let storedMembers = stored as? [String: Any] else {
                throw CommandError.failure(
                    "cannot merge into \"\(key)\": it holds \(kind(of: stored)), not an object")
            }
            batch.setStoredValue(storedMembers.merging(members) { $1 }, forKey: key)
        }
    }

    private static func deleteKey(_ commandLine: ParsedCommandLine, in environment: CommandEnvironment) throws
    {
        let key = try commandLine.required(deletedKey)
        let store = try DefaultsCommand.existingStore(for: commandLine, in: environment)
        try store.batch { batch in
            guard batch.storedValue(forKey: key) != nil else {
                throw DefaultsCommand.missingKey(key, in: store)
            }
            batch.removeValue(forKey: key)
        }
    }

    /// The text of the value: `<value>`, or all of standard input for `-`, or the file of
    /// `--value-file`, which must be UTF-8.
    private static func valueText(
        of commandLine: ParsedCommandLine, in environment: CommandEnvironment
    ) throws -> String {
        let data: Data
        if let path = commandLine.value(of: valueFile) {
            data = try environment.readFile(path)
        } else {
            let argument = try commandLine.required(value)
            guard argument == "-" else {
                return argument
            }
            data = try environment.readStandardInput()
        }
        // Decoding repairs each invalid sequence into U+FFFD, so only valid UTF-8 comes back as
        // the same bytes (`String(validating:as:)` says the same, from macOS 15 / iOS 18 only).
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw CommandError.failure("the value is not UTF-8 text")
        }
        return text
    }

    /// The value a command line's text stands for: the JSON value it is; else, as macOS `defaults
    /// write` takes a bare word, the text itself as a string, unless it starts (after spaces) like
    /// a JSON object, array or string, which is a mistake to report rather than text to store. A
    /// number the store would not give back digit for digit is refused (``InexactStoredNumber``).
    private static func storedValue(of text: String) throws -> Any {
        do {
            return try DefaultsStore.storedValue(parsingJSON: text)
        } catch let error as JSONError {
            if let start = text.first(where: { !$0.isWhitespace }), "{[\"".contains(start) {
                throw CommandError.failure("the value is not JSON: \(error)")
            }
            return text
        }
    }

    /// What kind of JSON value `value` is, for messages: `an object`, `a number`.
    private static func kind(of value: Any) -> String {
        switch value {
        case is [String: Any]: "an object"
        case is [Any]: "an array"
        case is String: "a string"
        case is Bool: "a boolean"
        case is NSNull: "null"
        default: "a number"
        }
    }
}
