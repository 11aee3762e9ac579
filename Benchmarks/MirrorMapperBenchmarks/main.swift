import Foundation

// `swift run -c release MirrorMapperBenchmarks [--quick] [--filter TEXT]`: checks, then measures the
// mapper against hand-written mapping, Codable and JSONSerialization; exits non-zero on any failure.

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == StoreBenchmark.childArgument {
        try StoreBenchmark.runChild(quick: arguments.contains("--quick"))
        exit(0)
    }
    let options = try Options(arguments: arguments)
    try BenchmarkPlan(options: options).run()
} catch {
    FileHandle.standardError.write(Data("MirrorMapperBenchmarks FAILED: \(error)\n".utf8))
    exit(1)
}
