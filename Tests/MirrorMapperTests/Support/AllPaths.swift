// Also compiled into the `allpaths` fuzz target (Scripts/fuzz.sh), where the library's sources are
// part of the same module: it needs nothing but Foundation and the package.

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

// The all-paths harness: the same JSON document read through every input the package has and
// the model written through every output, each compared with the dictionary path, the reference.
// `JSONPaths` compares the two mapper paths on every catalogue row; this adds the Codable bridge
// and the store, so that a rule that drifts on any path shows up here first. `AllPathsTests` runs
// it over a corpus, the `allpaths` fuzz target over every input that is a JSON object.

/// `Everything` decoded and encoded by `JSONDecoder` and `JSONEncoder` through its table.
extension Everything: MappableCodable {}

enum AllPaths {
    /// The inputs, the dictionary path first (the reference).
    enum Input: String, CaseIterable, CustomStringConvertible, Sendable {
        /// `Mapper.object(of:from:)` over the dictionaries `JSONReader` makes with its defaults.
        case dictionary
        /// `Mapper.object(of:fromJSON:)`.
        case jsonText
        /// `JSONDecoder` into `Everything` through `MappableCodable`.
        case jsonDecoder
        /// The code a store reads a value with, in memory: the store file's parser
        /// (`DefaultsDocument`) and `StoredValueCoding.decode`, without the file, the lock or
        /// the cache.
        case storedValue
        /// A store made on a file holding the document, and `value(of:forKey:)`.
        case store
        /// `Mapper.object(of:from:)` over the same dictionaries with every value a Foundation
        /// object (`NSDictionary`, `NSArray`, `NSString`, `NSNumber`, `NSDecimalNumber`, `NSNull`),
        /// as `JSONSerialization` and property lists hand them out on Apple platforms.
        case bridgedDictionary
        /// The same, with the top level an `NSDictionary` cast to `[String: Any]`, as
        /// `JSONSerialization`'s result is. On Linux the cast itself turns the top level's
        /// `NSString`s, `NSArray`s and boolean `NSNumber`s into Swift values (swift-corelibs-foundation
        /// bridges eagerly, where Darwin bridges each value when it is cast), so there this input
        /// sees fewer Foundation objects than `bridgedDictionary`.
        case bridgedNSDictionary
        var description: String { rawValue }
    }

    /// The outputs, the dictionary first (the reference).
    enum Output: String, CaseIterable, CustomStringConvertible, Sendable {
        case dictionary, jsonText, jsonEncoder
        /// `PropertyListEncoder` through `MappableCodable`, read back by `PropertyListSerialization`.
        case propertyListEncoder
        /// The code a store writes a value with, in memory: `DefaultsBatch.set` (the store's
        /// encoding and merge) and the store file's text, without the file.
        case storedValue
        /// `DefaultsStore.set` into a file, read back from the file.
        case store
        var description: String { rawValue }
    }

    /// What one input made of a document: a model and its issues (nil where the input cannot report
    /// them: `JSONDecoder` drops lenient issues), or an error's text.
    struct Reading: CustomStringConvertible {
        let model: Everything?
        let issues: [String]?
        let error: String?

        /// Whether `other` made the same model (by ``Mapper/differences(between:and:)``) with the
        /// same issues (where both report them), or both failed.
        func agrees(with other: Reading) -> Bool {
            if let issues, let otherIssues = other.issues, issues != otherIssues { return false }
            switch (model, other.model) {
            case (let model?, let otherModel?):
                return (try? Mapper().differences(between: model, and: otherModel).isEmpty) == true
            case (nil, nil):
                return true
            default:
                return false
            }
        }

        /// Whether `other` agrees and also reports the same issues and the same error text.
        func isIdentical(to other: Reading) -> Bool {
            agrees(with: other) && issues == other.issues && error == other.error
        }

        /// The error, or the issues and the first properties whose values differ from `reference`'s.
        func summary(against reference: Reading) -> String {
            if let error { return "error: \(error)" }
            var text = "issues: \(issues.map { $0.joined(separator: "; ") } ?? "not reported")"
            if let model, let other = reference.model,
                let differences = try? Mapper().differences(between: other, and: model), !differences.isEmpty
            {
                text += "; differs in " + differences.prefix(3).map(\.description).joined(separator: "; ")
            }
            return text
        }

        var description: String { summary(against: self) }
    }

    /// Reads `json` through `inputs` (every input unless told) with a mapper in `mode`.
    static func readings(
        of json: Data, mode: Mapper.Mode, inputs: [Input] = Input.allCases
    ) -> [Input: Reading] {
        var readings: [Input: Reading] = [:]
        for input in inputs {
            readings[input] = reading(of: json, through: input, mode: mode)
        }
        return readings
    }

    /// Reads `json` through `input` with a mapper in `mode`.
    static func reading(of json: Data, through input: Input, mode: Mapper.Mode) -> Reading {
        let mapper = Mapper(mode: mode)
        switch input {
        case .dictionary:
            return reading { issues in
                let value = try JSONReader().value(from: json)
                guard let dictionary = value as? [String: Any] else {
                    throw MappingError.mismatch(expected: Everything.self, found: value)
                }
                return try mapper.collectingIssues(into: &issues) {
                    try $0.object(of: Everything.self, from: dictionary)
                }
            }
        case .jsonText:
            return reading { issues in
                try mapper.collectingIssues(into: &issues) {
                    try $0.object(of: Everything.self, fromJSON: json)
                }
            }
        case .jsonDecoder:
            let decoded = reading { _ in
                let decoder = JSONDecoder()
                decoder.userInfo[.mirrorMapper] = mapper
                return try decoder.decode(Everything.self, from: json)
            }
            return Reading(model: decoded.model, issues: nil, error: decoded.error)
        case .storedValue:
            return storedValueReading(of: json, mode: mode)
        case .store:
            return storeReading(of: json, mode: mode)
        case .bridgedDictionary:
            return bridgedReading(of: json, mode: mode, topLevelIsNSDictionary: false)
        case .bridgedNSDictionary:
            return bridgedReading(of: json, mode: mode, topLevelIsNSDictionary: true)
        }
    }

    static func reading(_ read: (inout [MappingIssue]) throws -> Everything) -> Reading {
        var issues: [MappingIssue] = []
        do {
            let model = try read(&issues)
            return Reading(model: model, issues: issues.map(\.description), error: nil)
        } catch {
            return Reading(model: nil, issues: issues.map(\.description), error: "\(error)")
        }
    }

    /// `model` written through `outputs` (every output unless told), each read back by the
    /// package's reader and written with sorted keys and every number as its exact value (two
    /// spellings of one number agree, two numbers never do), or an error.
    static func writings(of model: Everything, outputs: [Output] = Output.allCases) -> [Output: String] {
        var writings: [Output: String] = [:]
        for output in outputs {
            writings[output] = writing(of: model, through: output)
        }
        return writings
    }

    /// What `output` must write of `model`: what the dictionary output wrote (in `writings`), or,
    /// for the store's outputs, the dictionary written with the store mapper's `nilEncoding`
    /// (`.null`: a stored nil reads back as nil, not as the property's default).
    static func expectedWriting(of model: Everything, through output: Output, in writings: [Output: String])
        -> String?
    {
        switch output {
        case .dictionary, .jsonText, .jsonEncoder, .propertyListEncoder:
            return writings[.dictionary]
        case .storedValue, .store:
            let mapper = StoredValueCoding.mapper(mode: .lenient)
            return text {
                try canonical(text: try JSONWriter().data(from: try mapper.dictionary(from: model)))
            }
        }
    }

    /// `model` written through `output`, as ``writings(of:outputs:)`` gives it.
    static func writing(of model: Everything, through output: Output) -> String {
        text {
            switch output {
            case .dictionary:
                try canonical(text: try JSONWriter().data(from: try Mapper.dictionary(from: model)))
            case .jsonText:
                try canonical(text: try Mapper().jsonData(from: model))
            case .jsonEncoder:
                try canonical(text: try JSONEncoder().encode(model))
            case .propertyListEncoder:
                try canonical(
                    jsonValues(
                        ofPropertyList: try PropertyListSerialization.propertyList(
                            from: try PropertyListEncoder().encode(model), options: [], format: nil)))
            case .storedValue:
                try canonical(try storedValueWriting(of: model))
            case .store:
                try canonical(try storeWriting(of: model))
            }
        }
    }

    /// Whether an output's text is an error rather than a document.
    static func isError(_ writing: String) -> Bool {
        writing.hasPrefix(errorPrefix)
    }

    private static let errorPrefix = "error: "

    private static func canonical(text: Data) throws -> Data {
        try canonical(try JSONReader().value(from: text))
    }

    private static func canonical(_ value: Any) throws -> Data {
        var options = JSONWriter.Options()
        options.sortsKeys = true
        return try JSONWriter(options: options).data(from: numbersAsExactValues(value))
    }

    /// A property list's values as the JSON outputs write the same values, where the two forms
    /// differ by Foundation's making, not the mapper's: a `Float` is held as a 32-bit real, which
    /// reads back as an `NSNumber` whose `Double` is the widened value (`-9.088722589904258e-27`
    /// for `-9.0887226e-27`), and `PropertyListEncoder` writes a `Decimal` as the fields of
    /// `Decimal`'s own `Codable` conformance (`exponent`, `mantissa`, …), not as a number.
    private static func jsonValues(ofPropertyList value: Any) -> Any {
        switch value {
        case let number as NSNumber where String(cString: number.objCType) == "f":
            return Double("\(number.floatValue)") ?? number.doubleValue
        case let dictionary as [String: Any]:
            if Set(dictionary.keys) == ["exponent", "length", "isNegative", "isCompact", "mantissa"],
                let decimal = try? PropertyListDecoder().decode(
                    [Decimal].self,
                    from: PropertyListSerialization.data(
                        fromPropertyList: [dictionary], format: .binary, options: 0))
            {
                return decimal[0]
            }
            return dictionary.mapValues(jsonValues(ofPropertyList:))
        case let array as [Any]:
            return array.map(jsonValues(ofPropertyList:))
        default:
            return value
        }
    }

    private static func text(_ write: () throws -> Data) -> String {
        do {
            return String(decoding: try write(), as: UTF8.self)
        } catch {
            return errorPrefix + "\(error)"
        }
    }
}
