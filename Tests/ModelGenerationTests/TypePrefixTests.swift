import Foundation
import Testing

/// `--prefix GH` starts the name of every generated type, so that models dropped into a client that
/// has its own `Owner` do not clash with it; the prefix comes from the command line and is checked
/// as strictly as a root name, so that it can only ever be the start of an identifier.
@Suite struct TypePrefixTests {
    private let sample = Data(#"{"id": 1, "owner": {"login": "ada"}, "license": {"key": "mit"}}"#.utf8)

    @Test func thePrefixStartsEveryModelsName() throws {
        let run = CommandRun(["generate", "repo.json", "--prefix", "GH"], files: ["repo.json": sample])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("final class GHRepo: Mappable {"))
        #expect(run.output.contains("    var owner = GHOwner()\n"))
        #expect(run.output.contains("final class GHOwner: Mappable {"))
        #expect(run.output.contains("final class GHLicense: Mappable {\n"))
        let plan = PlannedDeclarations(
            modelNames: ["GHRepo", "GHOwner", "GHLicense"], propertyCount: 5, tableCount: 0,
            makesStructs: false)
        #expect(plan.unplanned(in: run.output) == [])
    }

    /// The prefix goes before the name given with `--name` as before any other.
    @Test func thePrefixStartsTheRootsGivenName() {
        let run = CommandRun(
            ["generate", "repo.json", "--name", "Repository", "--prefix", "GH", "--struct"],
            files: ["repo.json": sample])
        #expect(run.output.contains("struct GHRepository: Mappable {"))
    }

    /// A name that would hide a common type is free once prefixed: `url` gives `GHURL`, not
    /// `ResponseURL`.
    @Test func aPrefixedNameIsCheckedAsAWhole() {
        let run = CommandRun(["generate", "-", "--prefix", "GH"], input: Data(#"{"url": {"a": 1}}"#.utf8))
        #expect(run.output.contains("    var url = GHURL()\n"))
        #expect(
            !CommandRun(["generate", "-"], input: Data(#"{"url": {"a": 1}}"#.utf8)).output.contains(" URL()"))
    }

    /// Anything but an ASCII capital followed by ASCII letters and digits is refused, with one line
    /// and status 1, before the sample is read: so no text of the command line can become code.
    @Test(arguments: [
        "gh", "", "1X", "G-H", "G H", "G_H", "Ü", "X\nfunc evil() {}\n//", "X}", "X: Mappable {}\nstruct Y",
        "X\u{202E}",
    ])
    func aBadPrefixIsRefused(_ prefix: String) {
        let run = CommandRun(["generate", "repo.json", "--prefix", prefix], files: ["repo.json": sample])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("mirrormapper generate: "))
        #expect(
            run.error.hasSuffix(
                " cannot start a model's name: use ASCII letters and digits, starting with a capital, such as GH\n"
            ))
        #expect(run.error.filter(\.isNewline).count == 1, "\(run.error.debugDescription)")
        let missing = CommandRun(["generate", "missing.json", "--prefix", prefix])
        #expect(missing.error == run.error)
    }

    @Test func aBadPrefixIsQuotedEscaped() {
        let run = CommandRun(["generate", "-", "--prefix", "X\nY"], input: sample)
        #expect(run.error.hasPrefix(#"mirrormapper generate: "X\nY" cannot start a model's name"#))
    }

    /// The real executable refuses it the same way, through its own standard error and status.
    @Test(.needsProcSelf) func theExecutableRefusesABadPrefix() throws {
        let run = try ExecutableRun(["generate", "-", "--prefix", "g h"], input: sample)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.filter(\.isNewline).count == 1)
        #expect(run.error.hasPrefix(#"mirrormapper generate: "g h" cannot start a model's name"#))
    }

    /// The executable refuses the prefix before it reads its input, so the test's write to its
    /// standard input may meet a pipe with no reader: that is no end of the test process (a loaded
    /// machine made it one in CI). More input than a pipe holds makes the write meet it always.
    @Test(.needsProcSelf) func theExecutableRefusesABadPrefixBeforeReadingAnyOfALargeInput() throws {
        let input = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
        let run = try ExecutableRun(["generate", "-", "--prefix", "g h"], input: input)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix(#"mirrormapper generate: "g h" cannot start a model's name"#))
    }
}
