import Foundation

/// A fenced code block of a Markdown document, and the compiled source its marker names.
struct MarkdownCodeBlock: Sendable {
    /// The line that names the compiled source of the block below it.
    static let markerPrefix = "<!-- compiled: "
    static let markerSuffix = " -->"
    /// The line that marks the block below it as lines of a client package's `Package.swift`,
    /// which ``InstallationCheck`` reads instead of a compiled file.
    static let clientManifestMarker =
        "<!-- client manifest: checked by Tests/DocumentationTests/InstallationTests.swift -->"

    /// The document's path, relative to the package.
    let document: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The info string after the opening fence: `swift`, `sh`, or empty.
    let language: String
    /// The lines between the fences.
    let lines: [String]
    /// The path the marker before the block names, relative to the package; nil without a marker.
    let compiledSource: String?
    /// Whether the marker before the block is ``clientManifestMarker``.
    let isClientManifest: Bool

    /// Where the block is, as `README.md:26`.
    var location: String { "\(document):\(line)" }

    /// The fenced code blocks of `text`, the document at the package-relative path `document`. A
    /// fence may be indented (inside a list); a block that is never closed ends with the document.
    static func blocks(in text: String, document: String) -> [MarkdownCodeBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [MarkdownCodeBlock] = []
        var index = 0
        while index < lines.count {
            let opening = trimmed(lines[index])
            guard opening.hasPrefix("```") else {
                index += 1
                continue
            }
            let end = lines[(index + 1)...].firstIndex { trimmed($0) == "```" } ?? lines.count
            let marker = markerLine(before: index, in: lines)
            blocks.append(
                MarkdownCodeBlock(
                    document: document, line: index + 1, language: String(opening.dropFirst(3)),
                    lines: Array(lines[(index + 1)..<end]),
                    compiledSource: marker.flatMap(compiledSource(namedBy:)),
                    isClientManifest: marker == clientManifestMarker))
            index = end + 1
        }
        return blocks
    }

    /// The last non-blank line before `index`, trimmed, where a marker would be.
    private static func markerLine(before index: Int, in lines: [String]) -> String? {
        lines[..<index].last(where: { !trimmed($0).isEmpty }).map(trimmed)
    }

    /// The path named by `line`, if it is a `compiled:` marker.
    private static func compiledSource(namedBy line: String) -> String? {
        guard line.hasPrefix(markerPrefix), line.hasSuffix(markerSuffix) else {
            return nil
        }
        return String(line.dropFirst(markerPrefix.count).dropLast(markerSuffix.count))
    }

    /// `line` without the whitespace around it.
    private static func trimmed(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }
}
