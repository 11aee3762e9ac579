import Foundation
import ModelGeneration

/// `mirrormapper generate`: Swift models from a sample JSON response, each with the table of its
/// exceptions to the mapper's defaults where it has any.
enum GenerateCommand {
    static let name = CommandOption.value(
        "name", "name", help: "The root model's name (default: from the file name, else Response).")
    static let at = CommandOption.value(
        "at", "key-path",
        help: "Where the objects sit in the sample, as Mapper().objects(of:from:at:) takes it: data.items.")
    static let makesStructs = CommandOption.flag("struct", help: "Makes structs instead of final classes.")
    static let isPublic = CommandOption.flag(
        "public", help: "Makes the models, their properties, init() and tables public, for a library.")
    static let prefix = CommandOption.value(
        "prefix", "prefix", help: "Starts every model's name, the root's too: GH gives GHRepo, GHOwner.")
    static let output = CommandOption.value(
        "output", "file",
        help:
            "Writes the Swift source to <file> instead of standard output; <folder>/ names it after the root."
    )

    static let subcommand = Subcommand(
        name: "generate",
        summary:
            "Writes Swift models for a sample JSON response, with tables for the keys and dates that differ.",
        arguments: [CommandArgument("sample", help: "A JSON file, or - for standard input.")],
        options: [name, at, makesStructs, isPublic, prefix, output],
        run: run)

    /// Reads the sample, writes the source to standard output (or `--output`), and one line of what
    /// it made to standard error: `12 models, 143 properties, 31 renames`. An output path ending in
    /// `/` is a folder: the file in it is named after the root model (`GHRepo.swift`), and the line
    /// starts with its path.
    private static func run(_ commandLine: ParsedCommandLine, in environment: CommandEnvironment) throws {
        let path = commandLine.arguments[0]
        var options = GenerationOptions()
        options.rootName = commandLine.value(of: name)
        options.rootKeyPath = commandLine.value(of: at)
        options.makesStructs = commandLine.contains(makesStructs)
        options.isPublic = commandLine.contains(isPublic)
        options.typePrefix = commandLine.value(of: prefix)
        options.command = (["mirrormapper", "generate"] + commandLine.words.map(shellWord)).joined(
            separator: " ")
        do {
            _ = try ModelGenerator.checkNames(options)
        } catch {
            throw CommandError.failure(error.description)
        }
        let sample: Data
        if path == "-" {
            sample = try environment.readStandardInput()
        } else {
            sample = try environment.readFile(path)
            options.sampleName = URL(fileURLWithPath: path).lastPathComponent
        }
        let generated: GeneratedModels
        do {
            generated = try ModelGenerator.generate(from: sample, options: options)
        } catch {
            throw CommandError.failure(error.description)
        }
        guard let file = commandLine.value(of: output) else {
            environment.writeOutput(generated.source)
            environment.writeError(TerminalText.visible(generated.summary) + "\n")
            return
        }
        if file.hasSuffix("/") {
            let named = file + generated.rootName + ".swift"
            try environment.writeFile(Data(generated.source.utf8), named)
            environment.writeError(TerminalText.visible(named + ": " + generated.summary) + "\n")
        } else {
            try environment.writeFile(Data(generated.source.utf8), file)
            environment.writeError(TerminalText.visible(generated.summary) + "\n")
        }
    }

    /// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
    private static func shellWord(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.isASCII
                    && (Character($0).isLetter || Character($0).isNumber
                        || "-_./=:@%+,".unicodeScalars.contains($0))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
