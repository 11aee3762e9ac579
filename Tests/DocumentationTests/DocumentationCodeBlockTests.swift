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
// Blocks of other languages (```sh, or ``` for output) are not checked here.
//
// Lines of a client package's Package.swift (the installation lines) are not code of this package:
// their marker is
//
//     <!-- client manifest: checked by Tests/DocumentationTests/InstallationTests.swift -->
//
// and InstallationTests check every such block against this package's Package.swift instead.
import Testing

@Suite struct DocumentationCodeBlockTests {
    @Test func everySwiftBlockOfTheDocumentsIsCompiledCode() throws {
        let documents = try PackageFiles.markdownDocuments()
        #expect(documents.contains("README.md"), "found \(documents): is the package root right?")
        #expect(documents.contains("Sources/MirrorMapper/MirrorMapper.docc/GettingStarted.md"))
        for document in documents {
            let text = try PackageFiles.text(of: document)
            for block in MarkdownCodeBlock.blocks(in: text, document: document)
            where block.language == "swift" && !block.isClientManifest {
                if let problem = CompiledSourceCheck.problem(with: block, packageRoot: PackageFiles.root) {
                    Issue.record(Comment(rawValue: problem))
                }
            }
        }
    }
}
