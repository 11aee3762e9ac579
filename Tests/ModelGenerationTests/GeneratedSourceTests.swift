import Foundation
import Testing

/// The files in `Generated/` are what the command makes from the fixtures today, byte for byte, so
/// the models the other tests compile are the generator's output (see ``Fixture`` to regenerate).
@Suite struct GeneratedSourceTests {
    @Test(arguments: Fixture.all)
    func theCheckedInModelsAreWhatTheCommandMakes(_ fixture: Fixture) throws {
        let run = try generate(fixture)
        #expect(run.status == 0)
        #expect(run.error == fixture.summary + "\n")
        let checkedIn = String(
            decoding: try Fixture.contents(of: "Generated/" + fixture.generated), as: UTF8.self)
        let (made, kept) = (run.output.split(separator: "\n"), checkedIn.split(separator: "\n"))
        let firstDifference =
            zip(made, kept).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(made.count, kept.count)
        #expect(
            run.output == checkedIn,
            "regenerate Generated/\(fixture.generated) (see Fixture); first difference at line \(firstDifference + 1)"
        )
    }

    /// The documentation's article quotes the feed's models, one with a table and one without (the
    /// README links to it); it shows them as the command writes them today.
    @Test(arguments: ["Sources/MirrorMapper/MirrorMapper.docc/GeneratingModels.md"])
    func theDocumentationQuotesTheGeneratedModels(_ document: String) throws {
        let generated = String(decoding: try Fixture.contents(of: "Generated/FeedItem.swift"), as: UTF8.self)
        let start = try #require(generated.range(of: "/// Found at"))
        let end = try #require(generated.range(of: "\n}\n", options: .backwards))
        let packageRoot = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
        #expect(text.contains(generated[start.lowerBound..<end.upperBound]))
    }

    /// `generate` with the fixture's arguments, reading the fixture's sample.
    private func generate(_ fixture: Fixture) throws -> CommandRun {
        let path = try #require(fixture.arguments.first)
        return CommandRun(["generate"] + fixture.arguments, files: [path: try Fixture.contents(of: path)])
    }
}
