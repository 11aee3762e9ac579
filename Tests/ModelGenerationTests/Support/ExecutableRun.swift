import Foundation

/// One run of the real `mirrormapper` executable, built with the tests, as a process of its own,
/// through pipes.
struct ExecutableRun {
    /// The executable, next to the test binary.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("mirrormapper")

    /// A write to a pipe whose reader has ended fails with `EPIPE` instead of ending the test
    /// process with `SIGPIPE`; set once, before the first run.
    private static let ignoresBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Whether `error` is a write's `EPIPE`, as `FileHandle` wraps it.
    private static func isBrokenPipe(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError ?? error
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(EPIPE)
    }

    let status: Int32
    let output: String
    let error: String

    /// Runs `mirrormapper` with `arguments` and `input` as standard input, to its end.
    init(_ arguments: [String], input: Data = Data()) throws {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let (standardInput, standardOutput, standardError) = (Pipe(), Pipe(), Pipe())
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        _ = Self.ignoresBrokenPipes
        try process.run()
        do {
            try standardInput.fileHandleForWriting.write(contentsOf: input)
        } catch let error as NSError where Self.isBrokenPipe(error) {
            // The executable ended without reading all of its input, which is its right.
        }
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: output, as: UTF8.self)
        self.error = String(decoding: error, as: UTF8.self)
    }
}
