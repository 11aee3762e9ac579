import Foundation

// `swift run -c release MirrorMapperBenchmarks [--quick] [--filter TEXT]`: checks, then measures the
// mapper against hand-written mapping, Codable and JSONSerialization; exits non-zero on any failure.

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let childArguments = Array(arguments.dropFirst())
    switch arguments.first {
    case StoreBenchmark.childArgument:
        try StoreBenchmark.runChild(quick: childArguments.contains("--quick"))
    case PeakMemoryBenchmark.childArgument:
        try PeakMemoryBenchmark.runChild(arguments: childArguments)
    case ColdStartBenchmark.childArgument:
        try ColdStartBenchmark.runChild(arguments: childArguments)
    case StreamingBenchmark.childArgument:
        try await StreamingBenchmark.runChild(arguments: childArguments)
    default:
        try BenchmarkPlan(options: try Options(arguments: arguments)).run()
    }
} catch {
    FileHandle.standardError.write(Data("MirrorMapperBenchmarks FAILED: \(error)\n".utf8))
    exit(1)
}
