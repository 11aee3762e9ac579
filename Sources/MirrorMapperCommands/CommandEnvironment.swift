import Foundation

/// Where a command reads and writes: the process's standard streams, files and environment
/// variables, or, in tests, buffers, files and variables of their own. (A defaults store is always
/// a real file: `mirrormapper defaults` works through the store itself.)
package struct CommandEnvironment {
    /// All of standard input.
    package var readStandardInput: () throws -> Data
    /// The contents of the file at a path; throws ``CommandError`` when it cannot be read.
    package var readFile: (String) throws -> Data
    /// Replaces the file at a path with data; throws ``CommandError`` when it cannot be written.
    package var writeFile: (Data, String) throws -> Void
    /// Writes text to standard output.
    package var writeOutput: (String) -> Void
    /// Writes text to standard error.
    package var writeError: (String) -> Void
    /// The environment variables, such as `XDG_CONFIG_HOME` and `HOME` for `--app`.
    package var variables: [String: String]

    /// An environment from its parts.
    package init(
        readStandardInput: @escaping () throws -> Data, readFile: @escaping (String) throws -> Data,
        writeFile: @escaping (Data, String) throws -> Void, writeOutput: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void, variables: [String: String] = [:]
    ) {
        self.readStandardInput = readStandardInput
        self.readFile = readFile
        self.writeFile = writeFile
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.variables = variables
    }

    /// The running process's standard streams, file system and environment variables.
    package static var process: CommandEnvironment {
        CommandEnvironment(
            readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
            readFile: { path in
                guard let data = FileManager.default.contents(atPath: path) else {
                    let exists = FileManager.default.fileExists(atPath: path)
                    throw CommandError.failure(exists ? "cannot read \(path)" : "no file at \(path)")
                }
                return data
            },
            writeFile: { data, path in
                do {
                    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw CommandError.failure("cannot write \(path): \(error.localizedDescription)")
                }
            },
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            variables: ProcessInfo.processInfo.environment)
    }
}
