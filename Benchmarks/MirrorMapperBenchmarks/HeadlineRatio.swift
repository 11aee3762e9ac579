import Foundation

/// One `ratio <name> <value>` line of the summary: the package's time (or memory) over its
/// baseline's, measured in the same run; lower is better.
struct HeadlineRatio {
    let name: String
    let value: Double

    /// The ratios whose values are known: one whose figures were filtered out is left out.
    static func measured(_ candidates: [(name: String, value: Double?)]) -> [HeadlineRatio] {
        candidates.compactMap { candidate in
            candidate.value.map { HeadlineRatio(name: candidate.name, value: $0) }
        }
    }

    /// The line the summary prints.
    var line: String {
        "ratio \(name) \(String(format: "%.3f", value))"
    }
}
