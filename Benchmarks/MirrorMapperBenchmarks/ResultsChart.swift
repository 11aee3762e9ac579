import Foundation

/// The headline ratios against their targets as a standalone SVG: one horizontal bar per target
/// from 1.0 (the baseline's own figure) to the measured ratio on a logarithmic scale, green where
/// the target is met and red where not, a mark at the target, and the value written beside it.
struct ResultsChart {
    let ratios: [HeadlineRatio]
    /// The run's date, machine and load, for the subtitle.
    let conditions: String

    private let width = 980.0
    private let plotLeft = 310.0
    private let plotRight = 810.0
    private let top = 104.0
    private let rowHeight = 30.0

    func svg() -> String {
        let rows = RatioTarget.all.map { target in (target, ratios.first { $0.name == target.name }?.value) }
        let scale = LogScale(covering: [1] + rows.flatMap { [$0.0.target, $0.1].compactMap { $0 } })
        let plotBottom = top + rowHeight * Double(rows.count)
        var parts = [
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(plotBottom + 46))" \
            viewBox="0 0 \(Int(width)) \(Int(plotBottom + 46))" font-family="Helvetica, Arial, sans-serif" \
            font-size="12">
            """,
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
            text(
                "MirrorMapper: headline ratios against issue 14's targets (lower is better)", x: 12, y: 24,
                attributes: "font-size=\"16\" font-weight=\"bold\""),
            text(conditions, x: 12, y: 44, attributes: "fill=\"#555555\""),
            legend(y: 68),
        ]
        for tick in scale.ticks {
            let x = position(of: tick, on: scale)
            parts.append(line(x: x, from: top - 6, to: plotBottom, attributes: "stroke=\"#e4e4e4\""))
            parts.append(
                text(
                    String(format: "%g", tick), x: x, y: plotBottom + 16, attributes: "text-anchor=\"middle\""
                ))
        }
        for (index, row) in rows.enumerated() {
            parts.append(bar(for: row.0, value: row.1, y: top + rowHeight * Double(index), scale: scale))
        }
        let one = position(of: 1, on: scale)
        parts.append(line(x: one, from: top - 6, to: plotBottom, attributes: dashed))
        parts.append(
            text(
                "ratio (logarithmic): 1.0 is the baseline's own figure", x: (plotLeft + plotRight) / 2,
                y: plotBottom + 34, attributes: "text-anchor=\"middle\" fill=\"#555555\""))
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    private func bar(for target: RatioTarget, value: Double?, y: Double, scale: LogScale) -> String {
        let middle = y + rowHeight / 2
        var parts = [
            "<g><title>\(escaped(target.comparison))</title>",
            text(target.name, x: plotLeft - 10, y: middle + 4, attributes: "text-anchor=\"end\""),
        ]
        if let value {
            let met = value <= target.target
            let (from, to) = (position(of: 1, on: scale), position(of: value, on: scale))
            parts.append(
                String(
                    format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"16\" fill=\"%@\"/>",
                    min(from, to), middle - 8, max(abs(to - from), 1.5), met ? green : red))
            parts.append(
                text(
                    "\(format(value)) (target \(format(target.target)))", x: plotRight + 10, y: middle + 4,
                    attributes: "fill=\"\(met ? green : red)\" font-weight=\"bold\""))
        } else {
            parts.append(
                text(
                    "not measured in this run", x: plotRight + 10, y: middle + 4,
                    attributes: "fill=\"#888888\""))
        }
        let mark = position(of: target.target, on: scale)
        parts.append(line(x: mark, from: middle - 12, to: middle + 12, attributes: targetMark))
        parts.append("</g>")
        return parts.joined(separator: "\n")
    }

    private func legend(y: Double) -> String {
        [
            "<rect x=\"12\" y=\"\(Int(y) - 10)\" width=\"12\" height=\"12\" fill=\"\(green)\"/>",
            text("target met", x: 30, y: y),
            "<rect x=\"112\" y=\"\(Int(y) - 10)\" width=\"12\" height=\"12\" fill=\"\(red)\"/>",
            text("target not met", x: 130, y: y),
            line(x: 240, from: y - 12, to: y + 4, attributes: targetMark),
            text("target", x: 250, y: y),
            line(x: 310, from: y - 12, to: y + 4, attributes: dashed),
            text("1.0: as fast (or as small) as the baseline; bars run from 1.0 to the ratio", x: 320, y: y),
        ].joined(separator: "\n")
    }

    private let green = "#2e7d32"
    private let red = "#c62828"
    private let targetMark = "stroke=\"#111111\" stroke-width=\"3\""
    private let dashed = "stroke=\"#555555\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\""

    private func position(of value: Double, on scale: LogScale) -> Double {
        plotLeft + scale.fraction(of: value) * (plotRight - plotLeft)
    }

    private func line(x: Double, from top: Double, to bottom: Double, attributes: String) -> String {
        String(format: "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" ", x, top, x, bottom)
            + attributes + "/>"
    }

    private func text(_ content: String, x: Double, y: Double, attributes: String = "") -> String {
        String(format: "<text x=\"%.1f\" y=\"%.1f\" ", x, y) + attributes + ">" + escaped(content) + "</text>"
    }

    private func escaped(_ content: String) -> String {
        content.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private func format(_ value: Double) -> String {
        value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }
}

/// A logarithmic axis from a power of ten below the smallest value to one above the largest.
private struct LogScale {
    let lowerExponent: Double
    let upperExponent: Double

    init(covering values: [Double]) {
        let exponents = values.filter { $0 > 0 }.map(log10)
        lowerExponent = (exponents.min() ?? 0).rounded(.down)
        upperExponent = max(lowerExponent + 1, (exponents.max() ?? 0).rounded(.up))
    }

    /// Where `value` lies between the ends, from 0 to 1.
    func fraction(of value: Double) -> Double {
        (log10(value) - lowerExponent) / (upperExponent - lowerExponent)
    }

    /// 1, 2 and 5 times each power of ten on the axis, and its upper end.
    var ticks: [Double] {
        stride(from: lowerExponent, to: upperExponent, by: 1).flatMap { exponent in
            [1.0, 2, 5].map { $0 * pow(10, exponent) }
        } + [pow(10, upperExponent)]
    }
}
