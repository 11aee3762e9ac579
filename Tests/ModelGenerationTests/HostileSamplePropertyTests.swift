import Foundation
import Testing

@testable import ModelGeneration

/// Random samples whose keys, string values and file names are made of what ends comments and
/// literals; the source generated from each declares exactly what the planner made.
@Suite struct HostileSamplePropertyTests {
    /// The pieces hostile text is made of: line ends of every kind, comment and literal delimiters,
    /// escapes, interpolations, directives, bidi and other invisible controls, NUL, emoji, combining
    /// marks, and plain letters so that some keys are names.
    static let alphabet: [String] = [
        "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0}", "\u{1B}", "\u{7F}", "\u{9B}", "*/",
        "/*",
        "//", "///", "\\", "\"", "\"\"\"", "'", "`", "#", "#\"", "\"#", "\\(", "\\#(", "{", "}", "(", ")",
        "@",
        "$", ";", ".", " ", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}",
        "\u{2068}", "\u{2069}", "\u{200B}", "\u{200D}", "\u{FEFF}", "😀", "👨‍👩‍👧", "\u{301}", "e\u{301}", "日本",
        "a",
        "b", "B", "_", "1", "id", "func evil() {}", "let evil = 1", "#if true", "import Foundation",
    ]

    @Test func randomHostileSamplesDeclareOnlyThePlannedModels() throws {
        var random = SeededRandomNumberGenerator(seed: 17)
        var generatedCount = 0
        for round in 0..<400 {
            let sample = Self.object(depth: 0, using: &random)
            let json = try JSONSerialization.data(withJSONObject: sample)
            var options = GenerationOptions()
            let fileName = Self.text(using: &random) + (Bool.random(using: &random) ? ".json" : "")
            options.sampleName = fileName
            options.command = "mirrormapper generate " + fileName
            options.makesStructs = Bool.random(using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 { options.rootKeyPath = sample.keys.first }
            options.isPublic = Bool.random(using: &random)
            guard let generated = try? ModelGenerator.generate(from: json, options: options) else { continue }
            generatedCount += 1
            let plan = PlannedDeclarations(
                modelNames: generated.modelNames, propertyCount: generated.propertyCount,
                tableCount: generated.tableCount, makesStructs: options.makesStructs,
                isPublic: options.isPublic)
            let problems = plan.unplanned(in: generated.source)
            #expect(
                problems == [],
                "round \(round), file \(fileName.debugDescription): \(String(decoding: json, as: UTF8.self))")
            if !problems.isEmpty { return }
        }
        #expect(generatedCount > 300)
    }

    /// Text of up to five pieces of the alphabet.
    private static func text(using random: inout SeededRandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "" }
            .joined()
    }

    /// An object of one to four members with hostile keys.
    private static func object(depth: Int, using random: inout SeededRandomNumberGenerator) -> [String: Any] {
        var members: [String: Any] = [:]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            members[text(using: &random)] = value(depth: depth, using: &random)
        }
        return members
    }

    /// A number, a Bool, null, hostile text, or below depth 3 an object or an array of objects or numbers.
    private static func value(depth: Int, using random: inout SeededRandomNumberGenerator) -> Any {
        switch Int.random(in: 0..<(depth < 3 ? 7 : 4), using: &random) {
        case 0: Int.random(in: -5...5, using: &random)
        case 1: Bool.random(using: &random)
        case 2: NSNull()
        case 3: text(using: &random)
        case 4: object(depth: depth + 1, using: &random)
        case 5:
            (0..<Int.random(in: 1...3, using: &random)).map { _ in object(depth: depth + 1, using: &random) }
        default: [Int.random(in: 0...9, using: &random), 2.5]
        }
    }
}
