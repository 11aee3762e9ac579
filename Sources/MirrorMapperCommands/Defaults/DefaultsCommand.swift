import Foundation
import MirrorMapper

/// `mirrormapper defaults`: reads and changes a ``DefaultsStore``'s file from the terminal, as macOS
/// `defaults` does with an app's settings.
///
/// Every subcommand works through the store itself: writes take its file lock and its atomic,
/// durable write, keep the file's format version, its unknown members and its permissions, and
/// follow links and refuse special files as the store does, so a running app that observes a key
/// hears of the change. Values are the file's JSON, unconverted: 64-bit integers and decimals keep
/// every digit. A corrupt file makes every subcommand fail and is never changed or moved aside
/// (the store's default ``DefaultsStore/CorruptFileRecovery/fail``), and so does a JSON file that
/// is not a store (``DefaultsError/notAStore(path:reason:)``).
enum DefaultsCommand {
    static let name = "defaults"
    /// The words before each subcommand's name.
    static let commandName = "mirrormapper " + name

    static let group = SubcommandGroup(
        name: name, in: "mirrormapper",
        summary: "Reads and changes a DefaultsStore's file through the store: its lock and atomic write.",
        entries: [
            DefaultsReadCommands.keys, DefaultsReadCommands.read, DefaultsWriteCommands.write,
            DefaultsWriteCommands.delete,
        ].map(SubcommandGroup.Entry.subcommand))

    static let app = CommandOption.value(
        "app", "name",
        help: "The store DefaultsStore(name: <name>) uses, as .standard does in an app named <name>: "
            + "$XDG_CONFIG_HOME/<name>/defaults.json, else ~/.config/<name>/defaults.json (on Linux).")
    static let file = CommandArgument(
        "file", help: "The store's file, as DefaultsStore(url:) takes it.", or: app)

    /// The store the command line names: its `<file>`, or the one of `--app`, resolved with the
    /// environment's variables.
    static func store(
        for commandLine: ParsedCommandLine, in environment: CommandEnvironment
    ) throws(CommandError) -> DefaultsStore {
        // Values as the file holds them, whatever migrations the app made of them.
        var configuration = DefaultsStore.Configuration()
        configuration.usesAnySchemaVersion = true
        if let name = commandLine.value(of: app) {
            return DefaultsStore(
                url: StandardStoreLocation.fileURL(forName: name, environment: environment.variables),
                configuration: configuration)
        }
        return DefaultsStore(
            url: URL(fileURLWithPath: try commandLine.required(file)), configuration: configuration)
    }

    /// The store the command line names, whose file must exist: reading or deleting in a file
    /// that is not there is an error, where the store itself would see an empty store.
    static func existingStore(
        for commandLine: ParsedCommandLine, in environment: CommandEnvironment
    ) throws(CommandError) -> DefaultsStore {
        let store = try store(for: commandLine, in: environment)
        guard FileManager.default.fileExists(atPath: store.url.path) else {
            throw .failure("no file at \(store.url.path)")
        }
        return store
    }

    /// The error for a key the store does not hold.
    static func missingKey(_ key: String, in store: DefaultsStore) -> CommandError {
        .failure("no key \"\(key)\" in \(store.url.path)")
    }
}
