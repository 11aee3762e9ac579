import Foundation
import Testing

@testable import MirrorMapper

/// The all-paths corpus through the table-free twins of its models (`TableFree.Everything`): every
/// input reads what it reads into the models with tables, with the same issues and errors, and
/// every output writes the same text.
@Suite struct TableFreeAllPathsTests {
    /// What one input made of a document, as text: the model written back as sorted JSON (or the
    /// error) and the issues, so that a model and its twin compare.
    private struct Outcome: Equatable, CustomStringConvertible {
        let written: String
        let issues: [String]

        var description: String { "\(written) issues: \(issues)" }
    }

    private enum Input: CaseIterable {
        case dictionary, jsonText, jsonDecoder, bridgedDictionary, store
    }

    private func read<Model: MappableCodable>(
        _: Model.Type, _ json: Data, through input: Input, mode: Mapper.Mode
    ) -> Outcome {
        let mapper = Mapper(mode: mode)
        var issues: [MappingIssue] = []
        do {
            let model: Model?
            switch input {
            case .dictionary, .bridgedDictionary:
                guard let dictionary = try JSONReader().value(from: json) as? [String: Any] else {
                    return Outcome(written: "not an object", issues: [])
                }
                let source =
                    input == .dictionary ? dictionary : dictionary.mapValues(AllPaths.foundationObject(of:))
                model = try mapper.collectingIssues(into: &issues) {
                    try $0.object(of: Model.self, from: source)
                }
            case .jsonText:
                model = try mapper.collectingIssues(into: &issues) {
                    try $0.object(of: Model.self, fromJSON: json)
                }
            case .jsonDecoder:
                let decoder = JSONDecoder()
                decoder.userInfo[.mirrorMapper] = mapper
                model = try decoder.decode(Model.self, from: json)
            case .store:
                return try storeOutcome(Model.self, json, mode: mode)
            }
            return Outcome(written: try written(model), issues: issues.map(\.description))
        } catch {
            return Outcome(written: "error: \(error)", issues: issues.map(\.description))
        }
    }

    private func storeOutcome<Model: MappableCodable>(_: Model.Type, _ json: Data, mode: Mapper.Mode) throws
        -> Outcome
    {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            try AllPaths.storeFile(holding: json).write(to: url)
            let log = DefaultsIssueLog()
            var configuration = DefaultsStore.Configuration()
            configuration.mode = mode
            configuration.issueHandler = log.record
            let model = try DefaultsStore(url: url, configuration: configuration)
                .value(of: Model.self, forKey: AllPaths.key)
            return Outcome(written: try written(model), issues: log.issues.map { "\($0)" })
        }
    }

    private func written<Model: Mappable>(_ model: Model?) throws -> String {
        guard let model else { return "nil" }
        return try Self.canonical(Mapper.dictionary(from: model))
    }

    /// `value`, a written model, as JSON text with sorted keys and its set's elements sorted: two
    /// equal sets need not list their elements in the same order.
    private static func canonical(_ value: Any) throws -> String {
        var dictionary = value as? [String: Any] ?? [:]
        if let set = dictionary["set"] as? [String] { dictionary["set"] = set.sorted() }
        var options = JSONWriter.Options()
        options.sortsKeys = true
        return String(decoding: try JSONWriter(options: options).data(from: dictionary), as: UTF8.self)
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func everyInputReadsWhatTheTableModelsRead(mode: Mapper.Mode) {
        var differences: [String] = []
        for json in AllPaths.corpus {
            for input in Input.allCases {
                let withTables = read(Everything.self, json, through: input, mode: mode)
                let tableFree = read(TableFree.Everything.self, json, through: input, mode: mode)
                if withTables != tableFree {
                    differences.append(
                        "\(input) \(String(decoding: json, as: UTF8.self).prefix(200))\n  tables: \(withTables)\n  "
                            + "table-free: \(tableFree)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(3).joined(separator: "\n"))")
    }

    @Test func everyOutputWritesWhatTheTableModelsWrite() throws {
        var differences: [String] = []
        var compared = 0
        for json in AllPaths.corpus {
            let mapper = Mapper(mode: .lenient)
            guard let model = try? mapper.object(of: Everything.self, fromJSON: json),
                let twin = try? mapper.object(of: TableFree.Everything.self, fromJSON: json)
            else { continue }
            compared += 1
            let outputs: [(String, () throws -> Data, () throws -> Data)] = [
                (
                    "jsonText", { try mapper.jsonData(from: model, sortingKeys: true) },
                    { try mapper.jsonData(from: twin, sortingKeys: true) }
                ),
                (
                    "jsonEncoder", { try Self.sortedEncoder.encode(model) },
                    { try Self.sortedEncoder.encode(twin) }
                ),
            ]
            for (name, original, tableFree) in outputs
            where try Self.canonical(JSONReader().value(from: original()))
                != Self.canonical(JSONReader().value(from: tableFree()))
            {
                differences.append("\(name): \(String(decoding: json, as: UTF8.self).prefix(200))")
            }
        }
        #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(3).joined(separator: "\n"))")
        #expect(compared > AllPaths.corpus.count / 2, "only \(compared) documents made both models")
    }

    private static var sortedEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
