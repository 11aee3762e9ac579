import Foundation
import MirrorMapperCommands

/// One run of the `mirrormapper` command line in this process, with its standard streams and files
/// in memory.
struct CommandRun {
    let status: Int32
    let output: String
    let error: String
    /// The files the command wrote, by path.
    let writtenFiles: [String: Data]

    /// Runs `words` (the command line after `mirrormapper`) with `files` to read by path, `input`
    /// as standard input and `variables` as the environment. (`mirrormapper defaults` uses real
    /// files: its stores.)
    init(
        _ words: [String], files: [String: Data] = [:], input: Data = Data(),
        variables: [String: String] = [:]
    ) {
        var output = ""
        var error = ""
        var written: [String: Data] = [:]
        let environment = CommandEnvironment(
            readStandardInput: { input },
            readFile: { path in
                guard let data = files[path] else { throw CommandError.failure("no file at \(path)") }
                return data
            },
            writeFile: { data, path in written[path] = data },
            writeOutput: { output += $0 },
            writeError: { error += $0 }, variables: variables)
        status = MirrorMapperCommand.run(words, in: environment)
        self.output = output
        self.error = error
        writtenFiles = written
    }
}
