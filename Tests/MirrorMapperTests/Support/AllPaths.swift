import Foundation
import MirrorMapper
import Testing

@testable import MirrorMapper

// The all-paths harness: the same JSON document read through every input the package has and
// the model written through every output, each compared with the dictionary path, the reference.
// `JSONPaths` compares the two mapper paths on every catalogue row; this adds the Codable bridge
// and the store, so that a rule that drifts on any path shows up here first.

/// `Everything` decoded and encoded by `JSONDecoder` and `JSONEncoder` through its table.
extension Everything: MappableCodable {}

enum AllPaths {
    /// The inputs, the dictionary path first (the reference).
    enum Input: String, CaseIterable, CustomStringConvertible {
        case dictionary, jsonText, jsonDecoder, store
        var description: String { rawValue }
    }

    /// The outputs, the dictionary first (the reference).
    enum Output: String, CaseIterable, CustomStringConvertible {
        case dictionary, jsonText, jsonEncoder, store
        var description: String { rawValue }
    }

    /// What one input made of a document: a model and its issues (nil where the input cannot report
    /// them: `JSONDecoder` drops lenient issues), or an error's text.
    struct Reading {
        let model: Everything?
        let issues: [String]?
        let error: String?

        /// Whether `other` made the same model (by ``Mapper/differences(between:and:)``) with the
        /// same issues (where both report them), or both failed.
        func agrees(with other: Reading) -> Bool {
            if let issues, let otherIssues = other.issues, issues != otherIssues { return false }
            switch (model, other.model) {
            case (let model?, let otherModel?):
                return (try? Mapper.differences(between: model, and: otherModel).isEmpty) == true
            case (nil, nil):
                return true
            default:
                return false
            }
        }

        /// The error, or the issues and the first properties whose values differ from `reference`'s.
        func summary(against reference: Reading) -> String {
            if let error { return "error: \(error)" }
            var text = "issues: \(issues.map { $0.joined(separator: "; ") } ?? "not reported")"
            if let model, let other = reference.model,
                let differences = try? Mapper.differences(between: other, and: model), !differences.isEmpty
            {
                text += "; differs in " + differences.prefix(3).map(\.description).joined(separator: "; ")
            }
            return text
        }
    }

    /// Reads `json` through every input with a mapper in `mode`.
    static func readings(of json: Data, mode: Mapper.Mode) -> [Input: Reading] {
        let mapper = Mapper(mode: mode)
        var readings: [Input: Reading] = [:]
        readings[.dictionary] = reading { issues in
            let value = try JSONReader().value(from: json)
            guard let dictionary = value as? [String: Any] else {
                throw MappingError.mismatch(expected: Everything.self, found: value)
            }
            return try mapper.object(of: Everything.self, from: dictionary, issues: &issues)
        }
        readings[.jsonText] = reading { issues in
            try mapper.object(of: Everything.self, fromJSON: json, issues: &issues)
        }
        let decoded = reading { _ in
            let decoder = JSONDecoder()
            decoder.userInfo[.mirrorMapper] = mapper
            return try decoder.decode(Everything.self, from: json)
        }
        readings[.jsonDecoder] = Reading(model: decoded.model, issues: nil, error: decoded.error)
        readings[.store] = storeReading(of: json, mode: mode)
        return readings
    }

    /// The document as a store's stored value, read back by a new store: its issues in the mapper's
    /// words (the store puts the key in front and says what it did in its own words).
    private static func storeReading(of json: Data, mode: Mapper.Mode) -> Reading {
        do {
            return try withTemporaryDirectory { directory in
                let url = URL(fileURLWithPath: directory + "/defaults.json")
                var file = Data(#"{"formatVersion": 1, "values": {"doc": "#.utf8)
                file.append(json)
                file.append(Data("}}".utf8))
                try file.write(to: url)
                let log = DefaultsIssueLog()
                var configuration = DefaultsStore.Configuration()
                configuration.mode = mode
                configuration.issueHandler = log.record
                let model = try DefaultsStore(url: url, configuration: configuration)
                    .value(of: Everything.self, forKey: "doc")
                let issues = log.issues.map(mappingIssueText)
                if model == nil, let last = log.issues.last, last.action == .ignoredValue {
                    return Reading(model: nil, issues: issues.dropLast(), error: last.problem)
                }
                return Reading(model: model, issues: issues, error: nil)
            }
        } catch {
            return Reading(model: nil, issues: nil, error: "\(error)")
        }
    }

    /// A store's issue as the mapper words it: `int: … (kept the current value)`.
    private static func mappingIssueText(_ issue: DefaultsIssue) -> String {
        let path = issue.path.hasPrefix("doc.") ? String(issue.path.dropFirst(4)) : issue.path
        let outcome =
            switch issue.action {
            case .keptDefault: "kept the current value"
            case .droppedElement: "dropped the element"
            case .keptNearestValue: "kept the nearest value"
            case .leftOutOfFile: "omitted"
            default: "\(issue.action)"
            }
        return "\(path == "doc" ? "(root)" : path): \(issue.problem) (\(outcome))"
    }

    private static func reading(_ read: (inout [MappingIssue]) throws -> Everything) -> Reading {
        var issues: [MappingIssue] = []
        do {
            let model = try read(&issues)
            return Reading(model: model, issues: issues.map(\.description), error: nil)
        } catch {
            return Reading(model: nil, issues: issues.map(\.description), error: "\(error)")
        }
    }

    /// `model` written through every output, each read back by the package's reader and written
    /// with sorted keys and every number as its exact value (two spellings of one number agree,
    /// two numbers never do), or an error.
    static func writings(of model: Everything) -> [Output: String] {
        var writings: [Output: String] = [:]
        writings[.dictionary] = text {
            try canonical(text: try JSONWriter().data(from: try Mapper.dictionary(from: model)))
        }
        writings[.jsonText] = text { try canonical(text: try Mapper.jsonData(from: model)) }
        writings[.jsonEncoder] = text { try canonical(text: try JSONEncoder().encode(model)) }
        writings[.store] = text {
            try withTemporaryDirectory { directory in
                let store = DefaultsStore(url: URL(fileURLWithPath: directory + "/defaults.json"))
                try store.set(model, forKey: "doc")
                let file = try JSONReader().value(from: try Data(contentsOf: store.url)) as? [String: Any]
                return try canonical((file?["values"] as? [String: Any])?["doc"] ?? NSNull())
            }
        }
        return writings
    }

    private static func canonical(text: Data) throws -> Data {
        try canonical(try JSONReader().value(from: text))
    }

    private static func canonical(_ value: Any) throws -> Data {
        var options = JSONWriter.Options()
        options.sortsKeys = true
        return try JSONWriter(options: options).data(from: numbersAsExactValues(value))
    }

    private static func text(_ write: () throws -> Data) -> String {
        do {
            return String(decoding: try write(), as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }
}
