/// The command line: `[--quick] [--filter TEXT]`.
struct Options {
    /// A small size with few rounds, for smoke runs in CI.
    var quick = false
    /// Only figures whose `document: work` name contains this text (case-insensitive).
    var filter: String?

    static let usage = """
        usage: MirrorMapperBenchmarks [--quick] [--filter TEXT]
          --quick        1× generated documents only, few rounds (a smoke run of a few seconds)
          --filter TEXT  only figures whose "document: work" name contains TEXT, e.g. "twitter",
                         "Mapper.object", "catalog 10×: hand-written"
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--filter":
                guard let text = remaining.popFirst() else {
                    throw BenchmarkFailure(description: "--filter needs a text\n\(Self.usage)")
                }
                filter = text
            default:
                throw BenchmarkFailure(description: "unknown argument \(argument)\n\(Self.usage)")
            }
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
