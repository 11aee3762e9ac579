import Foundation
import Testing

@testable import ModelGeneration

/// The generated source for `json` and what it must declare: exactly the models the planner made.
struct HostileSample: CustomTestStringConvertible, Sendable {
    let name: String
    let json: String
    var sampleName = "sample.json"
    var rootKeyPath: String?
    /// Whether the models are public, whose properties' doc comments show their keys.
    var isPublic = false

    var testDescription: String { name }

    /// The source the generator makes from the sample.
    func generate() throws -> GeneratedModels {
        var options = GenerationOptions()
        options.sampleName = sampleName
        options.rootKeyPath = rootKeyPath
        options.isPublic = isPublic
        options.command = "mirrormapper generate " + sampleName
        return try ModelGenerator.generate(from: Data(json.utf8), options: options)
    }

    /// What the source declares beyond its plan.
    func unplanned() throws -> [String] {
        let generated = try generate()
        let plan = PlannedDeclarations(
            modelNames: generated.modelNames, propertyCount: generated.propertyCount,
            tableCount: generated.tableCount, makesStructs: false, isPublic: isPublic)
        return plan.unplanned(in: generated.source)
    }

    /// The issue's samples: a key of an object and of an array, and a file name, that end the comment
    /// they are copied into and declare code of their own.
    static let issue = [
        HostileSample(name: "a key of an object", json: #"{"x\nfunc evil() {}\n//": {"a": 1}}"#),
        HostileSample(name: "a key of an array", json: #"{"y\nlet evil = 1\n//": [{"a": 1}]}"#),
        HostileSample(
            name: "the sample's file name", json: #"{"a": 1}"#, sampleName: "x\nlet evil = 1\n//.json"),
    ]

    /// Each other way out of a comment or a literal.
    static let escapes = [
        HostileSample(name: "a carriage return", json: #"{"x\rfunc evil() {}\r//": {"a": 1}}"#),
        HostileSample(name: "a line separator", json: #"{"x\u2028func evil() {}\u2029//": {"a": 1}}"#),
        HostileSample(name: "NEL and other C1 controls", json: #"{"x\u0085\u009bfunc evil() {}": {"a": 1}}"#),
        HostileSample(name: "NUL and C0 controls", json: #"{"x\u0000\u001b[2J\u000b": {"a": 1}}"#),
        HostileSample(name: "block comment delimiters", json: #"{"*/ func evil() {} /*": {"a": 1}}"#),
        HostileSample(name: "bidi controls", json: #"{"x\u202e\u2066evil\u2069\u202c": {"a": 1}}"#),
        HostileSample(name: "backslashes and quotes", json: #"{"\\\"); func evil() {} //\\": {"a": 1}}"#),
        HostileSample(
            name: "a key path given with --at", json: #"{"a\nfunc evil() {}\n//": {"b": 1}}"#,
            rootKeyPath: "a\nfunc evil() {}\n//"
        ),
        HostileSample(name: "backticks", json: #"{"`x` func evil() {} `": {"a": 1}}"#),
    ]
}

/// Nothing from a sample (keys, paths, its file name, the `--at` key path) reaches the generated
/// source outside an escaped string literal: text shown in a comment is escaped so that it cannot
/// end or alter the comment.
@Suite struct SampleTextInSourceTests {
    @Test(arguments: HostileSample.issue + HostileSample.escapes)
    func sampleTextDeclaresNothing(_ sample: HostileSample) throws {
        let unplanned = try sample.unplanned()
        #expect(unplanned == [])
    }

    /// Public models show each property's key in its doc comment, escaped as every comment is.
    @Test(arguments: HostileSample.issue + HostileSample.escapes)
    func sampleTextDeclaresNothingInPublicModels(_ sample: HostileSample) throws {
        var sample = sample
        sample.isPublic = true
        let unplanned = try sample.unplanned()
        #expect(unplanned == [])
    }

    /// The header repeats the command line, the file name and the `--at` key path with it.
    @Test func theCommandLineInTheHeaderDeclaresNothing() throws {
        let sample = HostileSample(
            name: "a command line", json: #"{"a\nfunc evil() {}\n//": {"b": 1}}"#,
            sampleName: "x\nlet evil = 1\n.json", rootKeyPath: "a\nfunc evil() {}\n//")
        let run = CommandRun(
            ["generate", sample.sampleName, "--at", sample.rootKeyPath ?? ""],
            files: [sample.sampleName: Data(sample.json.utf8)])
        #expect(run.status == 0)
        let planned = try sample.generate()
        let plan = PlannedDeclarations(
            modelNames: planned.modelNames, propertyCount: planned.propertyCount,
            tableCount: planned.tableCount, makesStructs: false)
        #expect(plan.unplanned(in: run.output) == [])
        let header = #"// Generated from a sample by `mirrormapper generate 'x\u{a}let evil = 1\u{a}.json'"#
        #expect(run.output.hasPrefix(header))
    }

    @Test func aKeyInACommentIsShownEscaped() throws {
        let source = generated(#"{"x\nfunc evil() {}\n//": {"a": 1}}"#)
        #expect(source.contains(#"/// Found at `x\u{a}func evil() {}\u{a}//` in `sample.json`."#))
    }

    @Test func commentDelimitersAndBackslashesAreEscaped() throws {
        let source = generated(#"{"a\\b */ /* \u202e": {"a": 1}}"#)
        #expect(source.contains(#"/// Found at `a\\b *\/ /\* \u{202e}` in `sample.json`."#))
    }

    @Test func aKeyHoldingBackticksIsShownInALongerCodeSpan() throws {
        let source = generated(#"{"a`b": {"a": 1}}"#)
        #expect(source.contains("/// Found at ``a`b`` in `sample.json`."))
    }

    @Test func theTableQuotesKeysWithInvisibleCharactersEscaped() throws {
        let source = generated(#"{"a\u202eb": 1}"#)
        #expect(source.contains(#""a\u{202e}b""#))
    }

    /// The compiler's own parser reads the hostile samples' sources as the imports and the planned
    /// models, and nothing else.
    @Test(.needsProcSelf) func theCompilerSeesOnlyThePlannedModels() throws {
        let generated = try (HostileSample.issue + HostileSample.escapes).map { try $0.generate() }
        let sources = generated.map(\.source)
        let parse = try Compiler.run(["-parse"], on: sources)
        #expect(parse.status == 0, "\(parse.output)")
        let (status, declarations) = try Compiler.topLevelDeclarations(of: sources)
        #expect(status == 0)
        let planned = generated.map { models in
            (models.source.contains("\nimport Foundation\n") ? ["import Foundation"] : [])
                + ["import MirrorMapper"] + models.modelNames.map { "class " + $0 }
        }
        #expect(declarations == planned)
    }
}
