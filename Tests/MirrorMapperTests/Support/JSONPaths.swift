import Foundation
import Testing

@testable import MirrorMapper

/// The two ways between JSON text and models: through the dictionaries the JSON reader makes and
/// the JSON writer takes, and straight (``Mapper/object(of:fromJSON:)``,
/// ``Mapper/jsonData(from:including:excluding:sortingKeys:prettyPrinting:)``). Both must give the
/// same models and text, the same issues in the same order, and the same errors.
enum JSONPaths {
    /// What one way of mapping gave: the models and the issues, or the error.
    struct Outcome: CustomStringConvertible {
        let models: Any?
        let issues: [String]
        let error: String?

        var description: String {
            error.map { "error: \($0), issues: \(issues)" }
                ?? "\(models.map { Mapper().description(of: $0) } ?? "") issues: \(issues)"
        }

        /// The same models (by ``Mapper/differences(between:and:)``: sets in any order), the same
        /// issues in the same order, the same error.
        func isSame(as other: Outcome) -> Bool {
            guard issues == other.issues, error == other.error else {
                return false
            }
            guard let models, let otherModels = other.models else {
                return self.models == nil && other.models == nil
            }
            return (try? Mapper().differences(between: models, and: otherModels).isEmpty) == true
        }
    }

    /// Maps `json` into `Model` both ways, with `mapper`, and expects the same outcome; returns it.
    @discardableResult
    static func expectSame<Model: Mappable>(
        _ type: Model.Type, json: Data, mapper: Mapper = Mapper(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Outcome {
        let throughDictionaries = outcome { issues in
            // The dictionaries the JSON call's own reader makes, mapped as that call maps them.
            let document = try JSONReader(options: readerOptions(of: mapper)).document(from: json)
            guard let dictionary = document.value as? [String: Any] else {
                throw MappingError.mismatch(expected: type, found: document.value)
            }
            var treeMapper = mapper
            treeMapper.mapsInexactJSONNumbers = document.holdsInexactNumbers
            return try treeMapper.collectingIssues(into: &issues) {
                try $0.object(of: type, from: dictionary)
            }
        }
        let straight = outcome { issues in
            try mapper.collectingIssues(into: &issues) { try $0.object(of: type, fromJSON: json) }
        }
        #expect(
            straight.isSame(as: throughDictionaries),
            "\(firstDifference(straight.description, throughDictionaries.description))",
            sourceLocation: sourceLocation)
        return straight
    }

    /// Writes `value` (a model, or an array) both ways with `mapper`, with sorted keys compact and
    /// pretty-printed, and expects the same text or the same error.
    static func expectSameText(
        of value: Any, mapper: Mapper = Mapper(), sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for prettyPrinting in [false, true] {
            var options = JSONWriter.Options()
            options.sortsKeys = true
            options.prettyPrints = prettyPrinting
            let throughDictionaries = text {
                let tree: Any =
                    if let array = value as? [Any] {
                        try array.map { try mapper.dictionary(from: $0) }
                    } else {
                        try mapper.dictionary(from: value)
                    }
                return try JSONWriter(options: options).data(from: tree)
            }
            let straight = text {
                try mapper.jsonData(from: value, sortingKeys: true, prettyPrinting: prettyPrinting)
            }
            #expect(straight == throughDictionaries, sourceLocation: sourceLocation)
        }
    }

    private static func text(_ write: () throws -> Data) -> String {
        do {
            return String(decoding: try write(), as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }

    /// ``expectSame(_:json:mapper:sourceLocation:)`` in lenient and in strict mode.
    static func expectSameInBothModes<Model: Mappable>(
        _ type: Model.Type, json: Data, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSame(type, json: json, mapper: Mapper(), sourceLocation: sourceLocation)
        expectSame(type, json: json, mapper: Mapper(mode: .strict), sourceLocation: sourceLocation)
    }

    /// Where two descriptions part: the text around the first difference in each.
    private static func firstDifference(_ first: String, _ second: String) -> String {
        let common = zip(first, second).prefix { $0 == $1 }.count
        func around(_ text: String) -> String {
            String(text.dropFirst(max(common - 80, 0)).prefix(240))
        }
        return "straight: …\(around(first))\nthrough dictionaries: …\(around(second))"
    }

    private static func readerOptions(of mapper: Mapper) -> JSONReader.Options {
        var options = JSONReader.Options()
        options.maximumDepth = max(mapper.maximumDepth, 1)
        options.keepsInexactNumbers = true
        return options
    }

    private static func outcome<Model>(_ map: (inout [MappingIssue]) throws -> Model) -> Outcome {
        var issues: [MappingIssue] = []
        do {
            let model = try map(&issues)
            return Outcome(models: model, issues: issues.map(\.description), error: nil)
        } catch {
            return Outcome(models: nil, issues: issues.map(\.description), error: "\(error)")
        }
    }
}
