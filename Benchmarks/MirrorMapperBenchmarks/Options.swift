import Foundation

/// The command line: `[--quick] [--filter TEXT] [--chart FILE] [--ratio-table FILE]`.
struct Options {
    /// A small size with few rounds, for smoke runs in CI.
    var quick = false
    /// Only figures whose `document: work` name contains this text (case-insensitive).
    var filter: String?
    /// Where to write the chart of the headline ratios against their targets (SVG).
    var chartPath: String?
    /// Where to write the headline ratios as Markdown, for the Performance article.
    var ratioTablePath: String?

    /// The chart of a full, unfiltered run from the package's folder, for the README.
    static let defaultChartPath = "Benchmarks/results.svg"

    static let usage = """
        usage: MirrorMapperBenchmarks [--quick] [--filter TEXT] [--chart FILE] [--ratio-table FILE]
          --quick             1× generated documents only, few rounds (a smoke run of seconds)
          --filter TEXT       only figures whose "document: work" name contains TEXT, e.g. "twitter",
                              "Mapper.object", "catalog 10×: hand-written"; or a section: "store",
                              "peak memory", "cold start", "codable bridge", "polymorphic media",
                              "table-free twins", "streaming"
          --chart FILE        write the chart of the headline ratios against their targets (SVG); a
                              full run without --filter writes \(defaultChartPath) when run from
                              the package's folder
          --ratio-table FILE  write the headline ratios as Markdown, on the real and the generated
                              documents
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(of option: String) throws -> String {
            guard let value = remaining.popFirst() else {
                throw BenchmarkFailure(description: "\(option) needs a value\n\(Self.usage)")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--filter": filter = try value(of: argument)
            case "--chart": chartPath = try value(of: argument)
            case "--ratio-table": ratioTablePath = try value(of: argument)
            default:
                throw BenchmarkFailure(description: "unknown argument \(argument)\n\(Self.usage)")
            }
        }
        let chartFolder = (Self.defaultChartPath as NSString).deletingLastPathComponent
        if chartPath == nil, !quick, filter == nil, FileManager.default.fileExists(atPath: chartFolder) {
            chartPath = Self.defaultChartPath
        }
    }

    /// Whether the measurement named `section` ("store", "peak memory", …) is to be made.
    func includes(section: String) -> Bool {
        guard let filter else { return true }
        return section.localizedCaseInsensitiveContains(filter)
    }

    /// Whether the figure `work` on the document named `label` is to be measured.
    func includes(_ work: Work, on label: String) -> Bool {
        guard let filter else { return true }
        return "\(label): \(work.rawValue)".localizedCaseInsensitiveContains(filter)
    }
}
