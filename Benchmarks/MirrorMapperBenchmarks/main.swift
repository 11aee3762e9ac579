import Foundation

// `swift run -c release MirrorMapperBenchmarks [--quick] [--filter TEXT]`: checks, then measures the
// mapper against hand-written mapping, Codable and JSONSerialization; exits non-zero on any failure.

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    try BenchmarkPlan(options: options).run()
} catch {
    FileHandle.standardError.write(Data("MirrorMapperBenchmarks FAILED: \(error)\n".utf8))
    exit(1)
}
