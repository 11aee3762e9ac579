/// Why a command stopped: a command line it does not understand, or a failure of its work.
package struct CommandError: Error {
    /// What kind of problem it is; it decides the exit status.
    package enum Kind {
        /// The command line is wrong: exit status 2.
        case usage
        /// The command could not do its work (bad input, a file it cannot read): exit status 1.
        case failure
    }

    package let kind: Kind
    /// The message, one line.
    package let message: String

    /// A wrong command line.
    package static func usage(_ message: String) -> CommandError {
        CommandError(kind: .usage, message: message)
    }

    /// A failure of the command's work.
    package static func failure(_ message: String) -> CommandError {
        CommandError(kind: .failure, message: message)
    }

    /// The status the process exits with.
    package var exitStatus: Int32 {
        kind == .usage ? 2 : 1
    }
}

extension CommandError {
    /// Writes the error as one line on standard error, after the name of the command that failed
    /// (`mirrormapper generate: …`), with the outside text it quotes escaped (``TerminalText``),
    /// and returns its exit status.
    func report(for command: String, in environment: CommandEnvironment) -> Int32 {
        let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        environment.writeError("\(command): \(TerminalText.visible(line))\n")
        return exitStatus
    }
}
