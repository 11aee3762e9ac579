import Foundation

/// Checks that a Markdown code block is code that the package compiles: its marker names a Swift
/// file of a test or example target, and the block's lines are consecutive lines of that file.
enum CompiledSourceCheck {
    /// The folders whose Swift files SwiftPM compiles into this package's test and example targets.
    static let compiledFolders = ["Tests/", "Examples/"]

    /// What is wrong with `block`, whose marker names a file under `packageRoot`; nil when nothing.
    static func problem(with block: MarkdownCodeBlock, packageRoot: URL) -> String? {
        guard let path = block.compiledSource else {
            return """
                \(block.location): a swift block needs a line \
                `\(MarkdownCodeBlock.markerPrefix)<file>\(MarkdownCodeBlock.markerSuffix)` before it, \
                naming the compiled Swift file that holds its code (or, for lines of a client \
                package's Package.swift, `\(MarkdownCodeBlock.clientManifestMarker)`)
                """
        }
        guard path.hasSuffix(".swift"), compiledFolders.contains(where: path.hasPrefix) else {
            let folders = compiledFolders.joined(separator: " or ")
            return "\(block.location): \(path) is not a Swift file in \(folders), which the package compiles"
        }
        guard let source = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        else {
            return "\(block.location): \(path), named by the marker, cannot be read"
        }
        return mismatch(of: block, in: source, named: path)
    }

    /// Where `block` differs from the text of the Swift file `path`, nil when its lines are
    /// consecutive lines of the file. Lines are compared without their indentation and with every
    /// run of whitespace read as one space.
    static func mismatch(of block: MarkdownCodeBlock, in source: String, named path: String) -> String? {
        let wanted = block.lines.map(normalized)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let have = sourceLines.map(normalized)
        guard let first = wanted.first else {
            return "\(block.location): the swift block is empty"
        }
        var closest: (start: Int, matching: Int)?
        for start in have.indices where have[start] == first {
            let matching = zip(wanted, have[start...]).prefix { $0 == $1 }.count
            if matching == wanted.count {
                return nil
            }
            if matching > closest?.matching ?? 0 {
                closest = (start, matching)
            }
        }
        guard let closest else {
            return "\(block.location): the block's first line `\(first)` is nowhere in \(path)"
        }
        let differing = closest.start + closest.matching
        let goesOn =
            differing < have.count ? "`\(have[differing])` (line \(differing + 1))" : "the end of the file"
        return """
            \(block.document):\(block.line + 1 + closest.matching): line \(closest.matching + 1) of the \
            swift block at \(block.location), `\(wanted[closest.matching])`, is not in \(path): the lines \
            before it match from line \(closest.start + 1) of the file, which goes on with \(goesOn)
            """
    }

    /// `line` without indentation, with every run of whitespace as one space.
    private static func normalized(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
