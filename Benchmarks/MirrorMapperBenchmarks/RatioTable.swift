/// The headline ratios for the README, in Markdown: a table of those with a target, in the chart's
/// order, with what they compare and whether the target is met; then every `ratio` line as the
/// summary prints it.
struct RatioTable {
    let ratios: [HeadlineRatio]
    /// The run's date, machine and load, written above the table.
    let conditions: String

    func markdown() -> String {
        var lines = [
            "Run of \(conditions).", "",
            "| ratio | compares | this run | target | |",
            "| --- | --- | ---: | ---: | --- |",
        ]
        for target in RatioTarget.all {
            let value = ratios.first { $0.name == target.name }?.value
            let verdict = value.map { $0 <= target.target ? "met" : "not met" } ?? "not measured"
            lines.append(
                "| `\(target.name)` | \(target.comparison) | \(value.map(Self.format) ?? "—") | "
                    + "\(Self.format(target.target)) | \(verdict) |")
        }
        lines += ["", "```"] + ratios.map(\.line) + ["```"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3g", value)
    }
}
