import Foundation

/// A figure that needs a fresh process for each measurement (peak memory, cold start): the parent
/// writes the input to a temporary file and starts one child per contestant and repetition,
/// interleaved so that load falls on all contestants alike; each child reads the input, measures
/// one decode and prints the figure with a ``DecodedSummary`` of what it decoded, which must equal
/// the parent's.
struct FreshProcessMeasurement<Contestant: CaseIterable & RawRepresentable<String>> {
    /// The first argument of the children, which `main.swift` routes to the measurement.
    let childArgument: String
    let repetitions: Int

    private static var linePrefix: String { "fresh-process-figure" }

    /// The median figure of each contestant.
    func medians(input: Data, expected: DecodedSummary) throws -> [(Contestant, Double)] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mirrormapper-\(childArgument.dropFirst(2))-\(ProcessInfo.processInfo.processIdentifier).json")
        try input.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let contestants = Array(Contestant.allCases)
        var figures = Array(repeating: [Double](), count: contestants.count)
        for _ in 0..<repetitions {
            for (index, contestant) in contestants.enumerated() {
                let printed = try ChildProcess.run([childArgument, contestant.rawValue, file.path])
                figures[index].append(try Self.figure(in: printed, of: contestant, expected: expected))
            }
        }
        return zip(contestants, figures.map { $0.sorted()[$0.count / 2] }).map { ($0, $1) }
    }

    private static func figure(in printed: String, of contestant: Contestant, expected: DecodedSummary)
        throws -> Double
    {
        let fields = printed.split(separator: "\n").last { $0.hasPrefix(linePrefix) }?
            .split(separator: " ", maxSplits: 2)
        guard let fields, fields.count == 3, let figure = Double(fields[1]) else {
            throw BenchmarkFailure(description: "\(contestant)'s child printed no figure:\n\(printed)")
        }
        guard fields[2] == expected.description else {
            throw BenchmarkFailure(
                description: "\(contestant)'s child decoded \(fields[2]), expected \(expected)")
        }
        return figure
    }

    // MARK: In the child

    /// The contestant and the input bytes a child was started with.
    static func childInput(from arguments: [String]) throws -> (contestant: Contestant, bytes: Data) {
        guard arguments.count == 2, let contestant = Contestant(rawValue: arguments[0]) else {
            throw BenchmarkFailure(description: "a child needs a contestant and a file, not \(arguments)")
        }
        return (contestant, try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    }

    /// Prints a child's figure and what it decoded, for ``medians(input:expected:)``.
    static func printFigure(_ figure: Double, decoded: DecodedSummary) {
        print("\(linePrefix) \(figure) \(decoded)")
    }
}
