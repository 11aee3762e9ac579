// Every ```swift block of the package's Markdown documents (README.md, the DocC articles, any other
// .md file outside hidden folders) is code that the package compiles, quoted from it.
//
// Convention: the last non-blank line before a ```swift block is a marker, an HTML comment that
// GitHub and DocC do not show:
//
//     <!-- compiled: Tests/ReadmeExamples/DeclaringModels.swift -->
//
// It names a Swift file of a test or example target, which `swift build` and `swift test` compile.
// The block's lines must be consecutive lines of that file, compared without their indentation and
// with every run of spaces read as one: so a block may be a fragment of a type or of a function body
// there, whose surroundings declare what the block uses, and may align its comments where
// swift-format would not. Change the code in the Swift file first, then copy it into the document.
// Blocks of other languages (```sh, or ``` for output) are not checked.
import Foundation
import Testing

@Suite struct DocumentationCodeBlockTests {
    /// The package's folder: this file is `Tests/DocumentationTests/<name>.swift` in it.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everySwiftBlockOfTheDocumentsIsCompiledCode() throws {
        let documents = try Self.markdownDocuments()
        #expect(documents.contains("README.md"), "found \(documents): is the package root right?")
        #expect(documents.contains("Sources/MirrorMapper/MirrorMapper.docc/GettingStarted.md"))
        for document in documents {
            let text = try String(
                contentsOf: Self.packageRoot.appendingPathComponent(document), encoding: .utf8)
            for block in MarkdownCodeBlock.blocks(in: text, document: document)
            where block.language == "swift" {
                if let problem = CompiledSourceCheck.problem(with: block, packageRoot: Self.packageRoot) {
                    Issue.record(Comment(rawValue: problem))
                }
            }
        }
    }

    /// The paths of the package's Markdown files, relative to the package, outside hidden folders
    /// (`.build`, `.git`).
    private static func markdownDocuments() throws -> [String] {
        let files = try #require(
            FileManager.default.enumerator(
                at: packageRoot, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]))
        let rootPath = packageRoot.standardizedFileURL.path + "/"
        return files.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".md") && $0.hasPrefix(rootPath) }
            .map { String($0.dropFirst(rootPath.count)) }
            .sorted()
    }
}
