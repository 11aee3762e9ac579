import Foundation
import MirrorMapper

/// The table-free twins of the twitter models against the models with tables (issue 45: the same
/// speed on every path), class models and structs, with text dates for the ratios and with dates.
extension BenchmarkPlan {
    func measureTableFree(twitter1: Data) throws -> [HeadlineRatio] {
        guard options.includes(section: "table-free twins") else { return [] }
        let classes = try compare(.twitter(TextDates.self), TableFreeTimeline<TextDates>.self, twitter1)
        let structs = try compare(
            .twitterStructs(TextDates.self), TableFreeTimelineStruct<TextDates>.self, twitter1)
        _ = try compare(.twitter(ParsedDates.self), TableFreeTimeline<ParsedDates>.self, twitter1)
        _ = try compare(
            .twitterStructs(ParsedDates.self), TableFreeTimelineStruct<ParsedDates>.self, twitter1)
        return ratios(of: classes, structs: false) + ratios(of: structs, structs: true)
    }

    private func compare<Model, Twin: Mappable, Record>(
        _ kind: DocumentKind<Model, Record>, _: Twin.Type, _ bytes: Data
    ) throws -> [TableFreeFigures] {
        let comparison = TableFreeComparison<Model, Twin, Record>(
            kind: kind, size: "1×", bytes: bytes, stopwatch: stopwatch, report: report)
        let figures = try comparison.run()
        report.note(
            "table-free / table on \(kind.name) 1×, ratio of the CPU-clock medians (then of the "
                + "monotonic-clock medians; the quartiles of the CPU-clock ratios of rounds taken one after the "
                + "other): "
                + figures.map {
                    String(
                        format: "%@ %.3f (%.3f; %@)", $0.path.work.rawValue, $0.ratio, $0.wallClockRatio,
                        $0.quartiles)
                }
                .joined(separator: ", "))
        return figures
    }

    /// `table-free-<path>-vs-table`: the twins' median time over the tables'.
    private func ratios(of figures: [TableFreeFigures], structs: Bool) -> [HeadlineRatio] {
        figures.map {
            HeadlineRatio(name: "table-free-\($0.path.ratioName(structs: structs))-vs-table", value: $0.ratio)
        }
    }
}
