// Also compiled into the `allpaths` fuzz target (see AllPaths.swift).

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

/// The one predicate that tells a documented disagreement from a difference: `AllPathsTests`
/// counts what it classifies, and the `allpaths` fuzz target counts it and traps on anything else.
/// Each kind names the decision that a path still makes on its own (DESIGN.md, "The value core"),
/// and each is checked for what it claims, never assumed from the input alone.
extension AllPaths {
    /// A disagreement with the dictionary path that DESIGN.md documents.
    enum KnownDisagreement: String, CaseIterable, CustomStringConvertible, Sendable {
        /// A `Decoder` hands a number by value, not by text: through `MappableCodable`, `1E2`,
        /// `4.2e1` and `-0.0` for a `String` property are `"100"`, `"42"` and `"0"`, where the
        /// mapper, which reads the text, writes `"100.0"`, `"42.0"` and `"-0.0"` (DESIGN.md, the
        /// `Decoder` source). Checked: every differing value is text on both sides, and the two
        /// texts are the same number.
        case decoderNumberText
        /// `JSONDecoder` keeps the first of a repeated key in an object, where `JSONReader`'s
        /// dictionaries and the JSON path keep the last. Found by this harness's fuzz target and
        /// not decided by the package at all (DESIGN.md, the `Decoder` source; RFC 8259 leaves a
        /// repeated name's meaning open). Checked: the document repeats a key, and the decoder's
        /// model is the one the dictionary path reads from the document with each repeated key's
        /// first value.
        case decoderFirstOfRepeatedKey
        /// `JSONDecoder` gives a number otherwise than by its digits where `Decimal(string:)` does
        /// not read them: it cuts more than 38 significant digits, and refuses an exponent, as
        /// written, beyond a `Decimal`'s (`437485016858503703005e+140`, which a `Decimal` holds),
        /// so the `Decoder` source reads the nearest `Double`, where the dictionary path keeps the
        /// digits a `Decimal` holds or `JSONReader`'s nearest `Double`; a number no `Double` holds
        /// it gives as no value at all, so a value read loosely that holds one (a model in a nested
        /// array, read through its dictionary) fails, even where no property reads the number
        /// (DESIGN.md, the `Decoder` source: what a `Decoder` cannot give; issue 18, observation
        /// 4). Checked: every differing property is a member that holds such a number.
        case decoderRoundsLongNumber
        /// The JSON call reads a number that no `Decimal` holds from its digits (the nearest
        /// `Decimal`, with an issue; for a number no `Double` holds either, such as `1e-400`, ±0 or
        /// the default, with an issue), where `JSONReader`'s dictionaries hold its nearest (finite)
        /// `Double` and a tree the user made converts as it holds (DESIGN.md, "A JSON number that
        /// no exact type holds keeps its digits"). Checked: the document holds such a number, and the call
        /// reads exactly (model, issues, error) what the dictionary path reads from the
        /// dictionaries of the call's own reader.
        case jsonCallKeepsDigits
        /// The JSON call's reader refuses nesting deeper than the mapper's `maximumDepth` (100)
        /// anywhere in the document, where `JSONReader`'s default allows 512 and the dictionary path
        /// limits only the nesting of models (DESIGN.md, the rules table: depth, "the JSON reader's
        /// and writer's own limits"). Checked: the call fails with exactly the error a reader with
        /// that limit gives.
        case jsonCallNestingLimit
        var description: String { rawValue }
    }

    /// How `reading` compares with `reference`, the dictionary path's reading of `json`.
    enum Verdict: Hashable {
        case agrees
        case known(KnownDisagreement)
        case differs
    }

    /// Whether `input`'s `reading` of `json` in `mode` agrees with the dictionary path's
    /// (`reference`), differs in one of the documented ways, or differs. JSON text, read by the same
    /// rules, must also fail with the same error; the other inputs word their errors in their own
    /// types.
    static func verdict(
        of input: Input, _ reading: Reading, against reference: Reading, json: Data, mode: Mapper.Mode
    ) -> Verdict {
        let agrees =
            switch input {
            case .jsonText: reading.agrees(with: reference) && reading.error == reference.error
            default: reading.agrees(with: reference)
            }
        if agrees { return .agrees }
        switch input {
        case .jsonDecoder:
            if let kind = decoderDisagreement(reading, against: reference, json: json, mode: mode) {
                return .known(kind)
            }
        case .jsonText:
            if isNestingLimit(reading, json: json, mode: mode) { return .known(.jsonCallNestingLimit) }
            if membersHoldingLongNumbers(in: json) != nil,
                reading.isIdentical(to: callReaderReading(of: json, mode: mode))
            {
                return .known(.jsonCallKeepsDigits)
            }
        case .dictionary, .storedValue, .store, .bridgedDictionary, .bridgedNSDictionary:
            break
        }
        return .differs
    }

    /// The top-level members of `json` that hold a number no `Decimal` holds, at any depth; nil
    /// when there is none.
    private static func membersHoldingLongNumbers(in json: Data) -> Set<String>? {
        var options = JSONReader.Options()
        options.keepsInexactNumbers = true
        guard let document = try? JSONReader(options: options).document(from: json),
            document.holdsInexactNumbers, let object = document.value as? [String: Any]
        else { return nil }
        let members = Set(
            object.filter { holdsNumber(in: $0.value) { InexactJSONNumber.of($0) != nil } }.keys)
        return members.isEmpty ? nil : members
    }

    /// Whether `value`, as a reader makes it (dictionaries and arrays, or their literal forms),
    /// holds at any depth a scalar that `matches`.
    private static func holdsNumber(in value: Any, where matches: (Any) -> Bool) -> Bool {
        switch value {
        case let object as [String: Any]: object.values.contains { holdsNumber(in: $0, where: matches) }
        case let array as [Any]: array.contains { holdsNumber(in: $0, where: matches) }
        case JSONLiteral.object(let members): members.contains { holdsNumber(in: $0.value, where: matches) }
        case JSONLiteral.array(let elements): elements.contains { holdsNumber(in: $0, where: matches) }
        default: matches(value)
        }
    }

    /// The top-level members of `json` that hold a number `JSONDecoder` does not give by its digits
    /// (`decoderRounds(numberText:)`), in the last value of a repeated key, which the dictionary
    /// path reads, or in its first, which `JSONDecoder` reads.
    private static func membersTheDecoderRounds(in json: Data) -> Set<String> {
        func holdsRoundedNumber(_ value: Any) -> Bool {
            holdsNumber(in: value) {
                guard case JSONLiteral.number(let text) = $0 else { return false }
                return decoderRounds(numberText: text)
            }
        }
        guard case .object(let lastValues)? = try? JSONLiteral(parsing: json) else { return [] }
        var members = Set(lastValues.filter { holdsRoundedNumber($0.value) }.map(\.key))
        var options = JSONReader.Options()
        options.keepsLiteralForm = true
        if let firstValues = firstOfRepeatedKeys(in: json, options: options) {
            members.formUnion(firstValues.filter { holdsRoundedNumber($0.value) }.keys)
        }
        return members
    }

    /// Whether `JSONDecoder` gives the number written `text` otherwise than by its digits. It reads
    /// a `Decimal` as `Decimal(string:)` does, which cuts the digits beyond 38 and refuses an
    /// exponent, as written, beyond a `Decimal`'s: `437485016858503703005e+140` and
    /// `123456789012345678901000e-130`, which a `Decimal` holds (as
    /// 4374850168585037030050000000000000e127 and 123456789012345678901e-127), are not a `Decimal`
    /// to it, so the `Decoder` source reads their nearest `Double`.
    private static func decoderRounds(numberText text: String) -> Bool {
        guard Decimal(string: text) != nil else { return true }
        var options = JSONReader.Options()
        options.keepsInexactNumbers = true
        guard let document = try? JSONReader(options: options).document(from: Data(text.utf8)) else {
            return false
        }
        return InexactJSONNumber.of(document.value) != nil
    }

    /// What the dictionary path reads from the dictionaries the JSON call's own reader makes, mapped
    /// as that call maps them.
    private static func callReaderReading(of json: Data, mode: Mapper.Mode) -> Reading {
        var mapper = Mapper(mode: mode)
        return reading { issues in
            var options = JSONReader.Options()
            options.maximumDepth = max(mapper.maximumDepth, 1)
            options.keepsInexactNumbers = true
            let document = try JSONReader(options: options).document(from: json)
            guard let dictionary = document.value as? [String: Any] else {
                throw MappingError.mismatch(expected: Everything.self, found: document.value)
            }
            mapper.mapsInexactJSONNumbers = document.holdsInexactNumbers
            return try mapper.collectingIssues(into: &issues) {
                try $0.object(of: Everything.self, from: dictionary)
            }
        }
    }

    /// Whether `reading` is the error of a reader with the JSON call's limit on `json`.
    private static func isNestingLimit(_ reading: Reading, json: Data, mode: Mapper.Mode) -> Bool {
        var options = JSONReader.Options()
        options.maximumDepth = max(Mapper(mode: mode).maximumDepth, 1)
        options.keepsInexactNumbers = true
        do {
            _ = try JSONReader(options: options).document(from: json)
            return false
        } catch {
            guard case .invalidJSON(let problem, _, _) = error, problem.hasPrefix("nesting deeper than")
            else { return false }
            return reading.model == nil && reading.error == "\(error)"
        }
    }

    /// The documented kind of a `JSONDecoder` reading's disagreement, or nil. The kinds may meet in
    /// one document: against the dictionary path's reading of the first values of repeated keys
    /// (where a key repeats), every property that differs is text that is the same number on both
    /// sides, or a member that holds a number `JSONDecoder` does not give by its digits.
    private static func decoderDisagreement(
        _ reading: Reading, against reference: Reading, json: Data, mode: Mapper.Mode
    ) -> KnownDisagreement? {
        let firstValues = firstOfRepeatedKeys(in: json)
        let expected =
            firstValues.map { values in
                AllPaths.reading { issues in
                    try Mapper(mode: mode).collectingIssues(into: &issues) {
                        try $0.object(of: Everything.self, from: values)
                    }
                }
            } ?? reference
        if firstValues != nil, reading.agrees(with: expected) { return .decoderFirstOfRepeatedKey }
        if mode == .strict, reading.model == nil, let error = reading.error, expected.model != nil {
            return strictDecoderDisagreement(error: error, json: json)
        }
        guard let model = reading.model, let expectedModel = expected.model,
            let differences = try? Mapper().differences(between: expectedModel, and: model),
            !differences.isEmpty
        else { return nil }
        let roundedMembers = membersTheDecoderRounds(in: json)
        var roundsLongNumber = false
        for difference in differences {
            let member = memberName(inPath: difference.path)
            if let old = difference.oldValue, let new = difference.newValue,
                isSameNumberText(old, new, inASet: setMembers.contains(member))
            {
                continue
            }
            guard roundedMembers.contains(member) else {
                return nil
            }
            roundsLongNumber = true
        }
        if firstValues != nil { return .decoderFirstOfRepeatedKey }
        return roundsLongNumber ? .decoderRoundsLongNumber : .decoderNumberText
    }

    /// The documented kind of a strict `JSONDecoder` reading that failed where the dictionary path
    /// did not, or nil: strict mode throws where lenient mode keeps the value, so the failure is the
    /// kind the lenient readings disagree by, when the error's member holds a number `JSONDecoder`
    /// does not give by its digits (the decoder sees its first 38 digits or its nearest `Double`).
    private static func strictDecoderDisagreement(error: String, json: Data) -> KnownDisagreement? {
        let roundedMembers = membersTheDecoderRounds(in: json)
        guard let path = error.range(of: "Path: ").map({ error[$0.upperBound...] }),
            roundedMembers.contains(memberName(inPath: path))
        else { return nil }
        let lenientReference = reading(of: json, through: .dictionary, mode: .lenient)
        let lenientReading = reading(of: json, through: .jsonDecoder, mode: .lenient)
        guard !lenientReading.agrees(with: lenientReference) else { return nil }
        return decoderDisagreement(lenientReading, against: lenientReference, json: json, mode: .lenient)
    }

    /// The top-level member a path starts with (`arrayDictionary` of `arrayDictionary.x[0]`, or of
    /// an error's `Path: arrayDictionary.x[0]. Debug…`), cut at its first `.`, `[` or space by
    /// scalars: a key that begins with a combining mark joins the `.` before it into one `Character`.
    private static func memberName(inPath path: some StringProtocol) -> String {
        String(String.UnicodeScalarView(path.unicodeScalars.prefix { !".[ ".unicodeScalars.contains($0) }))
    }

    /// The members of `Everything` that are sets.
    private static let setMembers = Set(
        Mapper.properties(of: Everything.self).filter { $0.type is any SetAlgebra.Type }.map(\.name))

    /// Whether `old` and `new` are the same numbers written as text, one by one (`inASet` false) or
    /// as the elements of a set.
    private static func isSameNumberText(_ old: Any, _ new: Any, inASet isSet: Bool) -> Bool {
        if let old = old as? String, let new = new as? String {
            return old != new && numberKey(old).map { $0 == numberKey(new) } == true
        }
        guard let old = old as? [Any], let new = new as? [Any] else { return false }
        let oldKeys = old.compactMap { ($0 as? String).map { numberKey($0) ?? "text:" + $0 } }
        let newKeys = new.compactMap { ($0 as? String).map { numberKey($0) ?? "text:" + $0 } }
        guard oldKeys.count == old.count, newKeys.count == new.count else { return false }
        if old.count == new.count, !isSet {
            return oldKeys.sorted() == newKeys.sorted()
        }
        // Only a set may differ in count (an array's elements are read one by one): texts of one
        // number are one element on the side that writes them alike (the decoder writes `-0.0` and
        // `0.0` as `"0"`; the mapper writes `7.2e2` as the `"720.0"` a document may also hold as
        // text), so the two sets hold the same numbers, each side spelling some of them more than
        // one way, and neither side holds a text twice. The two sides may also collapse different
        // numbers to as many elements (`[2e0, "2.0", 0, -0.0]`: the mapper's `"2.0"`, the decoder's
        // `"0"`), so a set is compared by its numbers, not by how many of each it holds.
        let (oldTexts, newTexts) = (old.compactMap { $0 as? String }, new.compactMap { $0 as? String })
        guard Set(oldTexts).count == oldTexts.count, Set(newTexts).count == newTexts.count else {
            return false
        }
        return Set(oldKeys) == Set(newKeys)
    }

    /// The number that numeric text writes, however it is spelled (zero has one sign), or nil.
    private static func numberKey(_ text: String) -> String? {
        guard let number = ExactNumber(text: text) else { return nil }
        if number.isZero { return "0" }
        return "\(number.isNegative ? "-" : "")\(String(decoding: number.digits, as: UTF8.self))"
            + "e\(number.exponent)/\(number.digitCount)"
    }
}
