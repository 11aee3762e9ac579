import Foundation

/// This executable run again as a child process, for what must be measured in a fresh process or
/// with an environment of its own. The first argument names the measurement; `main.swift` hands the
/// child to it.
enum ChildProcess {
    /// Runs the child and returns what it printed on standard output (its standard error is this
    /// process's). Fails when the child fails.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = arguments
        if let environment { child.environment = environment }
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
            throw BenchmarkFailure(
                description: "the child \(arguments.joined(separator: " ")) failed:\n\(printed)")
        }
        return printed
    }
}
