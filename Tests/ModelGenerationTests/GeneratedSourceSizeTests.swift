import Foundation
import Testing

@testable import ModelGeneration

/// Source generated from large samples compiles: a model of 10,000 keys that needs no table, the
/// exceptions of 10,000 renamed keys (one chain of a thousand modifiers takes 10 s and 3 GB, one
/// literal of 10,000 key paths could not be type-checked in 6 GB), and a 50-deep nested array
/// (once more than 5 minutes in the parser), type-checked against the built MirrorMapper module.
@Suite struct GeneratedSourceSizeTests {
    @Test func aModelOfTenThousandKeysWithoutATableTypeChecks() throws {
        let members = (0..<10_000).map { #""k\#($0)": \#($0)"# }
        let source = try expectTypeChecks("{" + members.joined(separator: ", ") + "}", parts: 0)
        #expect(!source.contains("static let mapping"))
    }

    @Test func theExceptionsOfTenThousandRenamedKeysTypeCheck() throws {
        let members = (0..<10_000).map { #""Key_\#($0)": \#($0)"# }
        try expectTypeChecks("{" + members.joined(separator: ", ") + "}", parts: 100)
    }

    @Test func aTableOfRenamedKeysAndDatesTypeChecks() throws {
        let members = (0..<1_000).map { index in
            index.isMultiple(of: 2)
                ? #""Opened\#(index)_at": "2014-08-31T00:29:15Z""#
                : #""Closed\#(index)_at": "Sun Aug 31 00:29:15 +0000 2014""#
        }
        try expectTypeChecks("{" + members.joined(separator: ", ") + "}", parts: 10)
    }

    @Test(.needsProcSelf) func fiftyNestedArraysTypeCheck() throws {
        let json =
            #"{"a": "# + String(repeating: "[", count: 50) + "1" + String(repeating: "]", count: 50) + "}"
        let source = try expectTypeChecks(json, parts: 0)
        let type = String(repeating: "Array<", count: 50) + "Int" + String(repeating: ">", count: 50)
        #expect(source.contains("    var a:\n        \(type) = []\n"))
    }

    /// Generates from `json`, expects a table joined from `parts` parts (0: one literal), and
    /// type-checks the source.
    @discardableResult
    private func expectTypeChecks(_ json: String, parts: Int) throws -> String {
        var options = GenerationOptions()
        options.sampleName = "large.json"
        let source = try ModelGenerator.generate(from: Data(json.utf8), options: options).source
        #expect(source.components(separatedBy: "private static let mappingPart").count - 1 == parts)
        let run = try Compiler.run(["-typecheck", "-I", Compiler.modules.path], on: [source])
        #expect(run.status == 0, "\(run.output.prefix(2_000))")
        return source
    }
}
