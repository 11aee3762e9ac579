// Also compiled into the `allpaths` fuzz target (see AllPaths.swift), whose seed corpus it is.

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

extension AllPaths {
    /// Random documents of every property type, and the same with members replaced by hostile values:
    /// mistyped, null, absent, extreme, and numbers whose kind the paths classify; then the
    /// documents that reach `Location`'s fallback keys.
    static let corpus: [Data] = randomDocuments + fallbackKeyDocuments.map { Data($0.utf8) }

    /// Random documents of every property type, some with hostile members.
    private static let randomDocuments: [Data] = {
        var generator = RandomModelGenerator(seed: 18)
        var random = SeededRandomNumberGenerator(seed: 1_818)
        let names = Mapper.properties(of: Everything.self).filter(\.isMapped).map(\.name)
        return (0..<150).flatMap { _ -> [Data] in
            let everything = generator.everything(maximumCount: 4)
            guard var dictionary = try? Mapper.dictionary(from: everything),
                let original = try? JSONWriter().data(from: dictionary)
            else { return [] }
            var replaced: [(name: String, text: String)] = []
            for _ in 0..<3 {
                let name = names.randomElement(using: &random) ?? "int"
                dictionary[name] = nil
                replaced.removeAll { $0.name == name }
                let hostile = hostileValues.randomElement(using: &random) ?? "null"
                if hostile != "absent" { replaced.append((name, hostile)) }
            }
            return [original, document(dictionary, withMembers: replaced)]
        }
    }()

    /// `Location`s whose name is absent or null at its key, so that its fallback keys are read: the
    /// plain one (`label`) and the dotted one (`place.name`), present, null, mistyped, or with a
    /// scalar or a null where the dotted key goes on. Each source finds them its own way (a
    /// dictionary's lookup, an indexed JSON object, a `Decoder`'s container).
    private static let fallbackKeyDocuments = [
        #"{"location": {"label": "Pier"}}"#,
        #"{"location": {"name": null, "label": "Pier"}}"#,
        #"{"location": {"name": null, "label": null, "place": {"name": "Dock"}}}"#,
        #"{"location": {"label": null}, "int": 3}"#,
        #"{"location": {"label": 42, "place": {"name": "Dock"}}}"#,
        #"{"location": {"name": null, "label": [1], "place": {"name": "Dock"}}}"#,
        #"{"location": {"place": "Dock", "position": {"lat": 1.5}}}"#,
        #"{"location": {"place": null, "label": "x", "name": "y"}}"#,
        #"{"location": {"place": {"name": ["x"]}}, "locations": [[{"label": "a"}, {"place": {"name": 1.5}}]]}"#,
        #"{"locations": [[{"name": null, "place": {"name": null}, "label": {}}], []]}"#,
    ]

    /// `dictionary` as JSON text with `members` after its own, each value exactly as written.
    private static func document(
        _ dictionary: [String: Any], withMembers members: [(name: String, text: String)]
    )
        -> Data
    {
        var text = String(
            decoding: (try? JSONWriter().data(from: dictionary)) ?? Data("{}".utf8), as: UTF8.self)
        text.removeLast()
        for (name, value) in members {
            text += (text.hasSuffix("{") ? "" : ",") + "\"\(name)\":\(value)"
        }
        return Data((text + "}").utf8)
    }

    /// JSON text that the paths have treated differently, put in place of a member's value.
    static let hostileValues = [
        "null", "absent", "\"42\"", "\" 42 \"", "1.0", "-0.0", "1E2", "4.2e1", "0.10000000000000001",
        "3.14159265358979323846", "79228162514264337593543950335", "123456789012345678901234567890",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "1e300", "5e-324", "true",
        "\"true\"", "\"yes\"", "[]", "{}", "[1, \"x\", null]", "{\"a\": 1}", "\"x\"", "\"\"",
        "\"2014-08-31T00:29:15Z\"", "1409444955", "\"1409444955\"", "\"https://example.com/a b\"",
    ]
}
