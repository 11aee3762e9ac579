import Foundation

/// One run of the real `mirrormapper` executable, built with the tests, as a process of its own,
/// through pipes.
struct ExecutableRun {
    /// The executable, next to the test binary.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("mirrormapper")

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
        try process.run()
        standardInput.fileHandleForWriting.write(input)
        try standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: output, as: UTF8.self)
        self.error = String(decoding: error, as: UTF8.self)
    }
}
