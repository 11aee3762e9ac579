// The README's first example: its calls, run here, print exactly the lines of the output block the
// README shows below them, which the test reads from README.md.
import Foundation
import MirrorMapper
import Testing

@Test func theFirstExamplePrintsTheOutputTheReadmeShows() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("defaults.json")
    var printed: [String] = []
    // The example's `print`: it keeps each line, as `print` writes it, to compare with the README.
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    let response = Data(
        #"""
        {"data": {"items": [
          {"name": "swift", "stargazers_count": "67000", "license": {"spdx_id": "Apache-2.0"},
           "owner": {"login": "swiftlang"}},
          {"name": "swift-format", "stargazers_count": 2600, "owner": {"login": "apple"}}
        ]}}
        """#.utf8)
    let repos = try Mapper().objects(of: Repo.self, fromJSON: response, at: "data.items")
    for repo in repos { print(repo.name, repo.stargazersCount, repo.license ?? "none", repo.owner.login) }

    let store = DefaultsStore(url: file)  // an app: DefaultsStore(name: "MyApp")
    store[.lastSearch] = "swift"
    print("saved:", DefaultsStore(url: file)[.lastSearch])  // read back by a new store, from the file

    #expect(printed == (try ReadmeOutput.lines(after: "Tests/ReadmeExamples/FirstScreenTests.swift")))
    #expect(printed.count == 3, "the output shows both repositories and the setting read back")
}

/// The output blocks of README.md: a ``` block whose marker line, the last non-blank line before
/// it, is `<!-- output: checked by <test file> -->`.
enum ReadmeOutput {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The lines of the output block marked as checked by `testFile`.
    static func lines(after testFile: String) throws -> [String] {
        let lines = try String(contentsOf: readme, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marker = "<!-- output: checked by \(testFile) -->"
        let markerLine = try #require(lines.firstIndex(of: marker), "README.md has no line \(marker)")
        let opening = try #require(
            lines[(markerLine + 1)...].firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        try #require(
            lines[opening].hasPrefix("```"), "README.md:\(opening + 1): a ``` block must follow \(marker)")
        let closing = try #require(
            lines[(opening + 1)...].firstIndex(of: "```"),
            "README.md:\(opening + 1): the block is never closed")
        return Array(lines[(opening + 1)..<closing])
    }
}
