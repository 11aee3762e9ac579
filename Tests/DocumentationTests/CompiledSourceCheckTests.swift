import Foundation
import Testing

/// The checker's own cases: a check that cannot fail would prove nothing about the documents.
@Suite struct CompiledSourceCheckTests {
    private static let source = """
        struct Shelf {
            static func fill() throws {
                let books = try load(count: 3)  // three
                print(books)
            }
        }
        """

    private static func block(_ lines: [String], marker: String? = "Tests/Example/Shelf.swift")
        -> MarkdownCodeBlock
    {
        let markerLine = marker.map { "<!-- compiled: \($0) -->\n" } ?? ""
        let text = "# Shelves\n\n" + markerLine + "```swift\n" + lines.joined(separator: "\n") + "\n```\n"
        return MarkdownCodeBlock.blocks(in: text, document: "README.md")[0]
    }

    @Test func blocksAreFoundWithTheirLineLanguageAndMarker() {
        let text = """
            Intro

            <!-- compiled: Examples/Tour/main.swift -->
            ```swift
            let a = 1
            ```

            ```sh
            swift test
            ```
              ```swift
              let b = 2
              ```
            """
        let blocks = MarkdownCodeBlock.blocks(in: text, document: "Guide.md")
        #expect(blocks.map(\.location) == ["Guide.md:4", "Guide.md:8", "Guide.md:11"])
        #expect(blocks.map(\.language) == ["swift", "sh", "swift"])
        #expect(blocks.map(\.compiledSource) == ["Examples/Tour/main.swift", nil, nil])
        #expect(blocks[0].lines == ["let a = 1"])
        #expect(blocks[2].lines == ["  let b = 2"])
    }

    @Test func aClientManifestBlockIsMarkedAsOneAndNamesNoCompiledSource() {
        let text = """
            \(MarkdownCodeBlock.clientManifestMarker)
            ```swift
            .product(name: "Shelf", package: "Shelf"),
            ```

            <!-- compiled: Examples/Tour/main.swift -->
            ```swift
            let a = 1
            ```
            """
        let blocks = MarkdownCodeBlock.blocks(in: text, document: "README.md")
        #expect(blocks.map(\.isClientManifest) == [true, false])
        #expect(blocks.map(\.compiledSource) == [nil, "Examples/Tour/main.swift"])
    }

    @Test func aFragmentWithOtherIndentationAndSpacingMatches() {
        let fragment = Self.block(["let books = try load(count: 3)      // three", "print(books)"])
        #expect(CompiledSourceCheck.mismatch(of: fragment, in: Self.source, named: "Shelf.swift") == nil)
    }

    @Test func aChangedLineIsReportedAtItsLineInTheDocument() {
        let changed = Self.block(["let books = try load(count: 3)  // three", "print(book)"])
        #expect(
            CompiledSourceCheck.mismatch(of: changed, in: Self.source, named: "Shelf.swift")
                == "README.md:6: line 2 of the swift block at README.md:4, `print(book)`, is not in Shelf.swift: "
                + "the lines before it match from line 3 of the file, which goes on with `print(books)` (line 4)"
        )
        let unknown = Self.block(["let shelf = Shelf()"])
        #expect(
            CompiledSourceCheck.mismatch(of: unknown, in: Self.source, named: "Shelf.swift")
                == "README.md:4: the block's first line `let shelf = Shelf()` is nowhere in Shelf.swift")
    }

    @Test func aBlockLongerThanTheRestOfTheFileIsReported() {
        let longer = Self.block(["}", "}", "Shelf.fill()"])
        let problem = CompiledSourceCheck.mismatch(of: longer, in: Self.source, named: "Shelf.swift")
        #expect(problem?.hasPrefix("README.md:7: line 3 of the swift block at README.md:4") == true)
        #expect(problem?.hasSuffix("which goes on with the end of the file") == true)
    }

    @Test func aMissingOrWrongMarkerIsReported() {
        let root = URL(fileURLWithPath: "/nonexistent")
        let unmarked = Self.block(["let a = 1"], marker: nil)
        #expect(
            CompiledSourceCheck.problem(with: unmarked, packageRoot: root)?
                .hasPrefix("README.md:3: a swift block needs a line `<!-- compiled: <file> -->` before it")
                == true)
        let notCompiled = Self.block(["let a = 1"], marker: "Sources/Notes.md")
        #expect(
            CompiledSourceCheck.problem(with: notCompiled, packageRoot: root)
                == "README.md:4: Sources/Notes.md is not a Swift file in Tests/ or Examples/, which the package compiles"
        )
        let missing = Self.block(["let a = 1"], marker: "Tests/Gone.swift")
        #expect(
            CompiledSourceCheck.problem(with: missing, packageRoot: root)
                == "README.md:4: Tests/Gone.swift, named by the marker, cannot be read")
    }
}
