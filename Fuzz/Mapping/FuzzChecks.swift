// The invariants the mapping fuzz target checks on every input (see Fuzz/Invariants.swift for what
// a violation does); errors thrown for bad input are expected.

import Foundation

/// The JSON reader and writer: whatever the reader accepts, the writer writes (compact, sorted
/// or pretty-printed), and reading that text gives back exactly the same value.
func checkJSONRoundTrip(of bytes: [UInt8], options: JSONWriter.Options) -> Any? {
    guard let value = try? JSONReader().value(from: bytes) else { return nil }
    let written: [UInt8]
    do {
        written = try JSONWriter(options: options).bytes(from: value)
    } catch {
        invariantViolated("the writer rejects what the reader made: \(error)")
    }
    let text = String(decoding: written, as: UTF8.self)
    do {
        let reread = try JSONReader().value(from: written)
        require(sameJSON(reread, value), "reading the written text changes the value: \(text)")
    } catch {
        invariantViolated("the reader rejects what the writer wrote: \(error)\n\(text)")
    }
    return value
}

/// Maps `input` into `Model` with `mode`, then checks that what the mapper writes for the model is
/// valid JSON, that the strict mapper reads it back, and that the copy read back (from the
/// dictionary, and from JSON text through `Mapper.jsonData` and `Mapper.object(of:fromJSON:)`)
/// writes exactly the same dictionary again.
func checkMappingRoundTrip<Model: FuzzedModel>(
    _ type: Model.Type, from input: [String: Any], mode: Mapper.Mode
) {
    // `null` for nil, so that nil replaces a non-nil default on the way back.
    let mapper = Mapper(mode: mode, nilEncoding: .null)
    let strict = Mapper(mode: .strict, nilEncoding: .null)
    guard let model = try? mapper.object(of: type, from: input) else { return }
    var issues: [MappingIssue] = []
    let dictionary: [String: Any]
    do {
        dictionary = try mapper.collectingIssues(into: &issues) { try $0.dictionary(from: model) }
    } catch let error as MappingError {
        // A value read from data may still have no JSON form, such as a date beyond the year 9999.
        guard case .notRepresentable = error.kind else {
            invariantViolated("writing a model read from data fails: \(error)")
        }
        return
    } catch {
        invariantViolated("writing a model throws \(error)")
    }
    require(JSONSerialization.isValidJSONObject(dictionary), "the dictionary of a model is not valid JSON")
    // A property left out of the dictionary would come back as its default: compare complete ones.
    guard issues.isEmpty else { return }
    let text = sortedJSONText(of: dictionary)

    do {
        let copy = try strict.object(of: type, from: dictionary)
        let copyText = sortedJSONText(of: try strict.dictionary(from: copy))
        require(copyText == text, "object → dictionary → object changes the model:\n\(text)\n\(copyText)")

        // Through JSON text a number keeps its value but may change its type (a whole `Decimal`
        // reads back as `Int`, one that a `Double` gives back as that `Double`): compare numbers
        // by their exact values.
        let json = try mapper.jsonData(from: model)
        let copyFromJSON = try strict.object(of: type, fromJSON: json)
        let jsonCopyText = sortedJSONText(of: numbersAsExactValues(try strict.dictionary(from: copyFromJSON)))
        let expectedText = sortedJSONText(of: numbersAsExactValues(dictionary))
        require(
            jsonCopyText == expectedText,
            "object → JSON → object changes the model:\n\(expectedText)\n\(jsonCopyText)")
    } catch {
        invariantViolated("the strict mapper rejects what the mapper wrote: \(error)\n\(text)")
    }
}

/// The JSON text of a dictionary the mapper wrote, with sorted keys so equal dictionaries match.
private func sortedJSONText(of dictionary: Any) -> String {
    var options = JSONWriter.Options()
    options.sortsKeys = true
    do {
        return String(decoding: try JSONWriter(options: options).bytes(from: dictionary), as: UTF8.self)
    } catch {
        invariantViolated("the JSON writer rejects a dictionary of a model: \(error)")
    }
}

/// Maps the JSON text `json` into `Model` with `mode` straight from the text and through the
/// reader's dictionaries, and checks that both give the same model, the same issues in the same
/// order, or the same error; then that writing the model straight and through its dictionary gives
/// the same text.
func checkReadingAndWritingPaths<Model: FuzzedModel>(_ type: Model.Type, json: [UInt8], mode: Mapper.Mode) {
    let mapper = Mapper(mode: mode)
    var straightIssues: [MappingIssue] = []
    var dictionaryIssues: [MappingIssue] = []
    let straight = Result {
        try mapper.collectingIssues(into: &straightIssues) { try $0.object(of: type, fromJSON: Data(json)) }
    }
    let throughDictionaries = Result {
        // The dictionaries the JSON call's own reader makes, mapped as that call maps them.
        var options = JSONReader.Options()
        options.maximumDepth = mapper.maximumDepth
        options.keepsInexactNumbers = true
        let document = try JSONReader(options: options).document(from: json)
        guard let dictionary = document.value as? [String: Any] else {
            throw MappingError.mismatch(expected: type, found: document.value)
        }
        var treeMapper = mapper
        treeMapper.mapsInexactJSONNumbers = document.holdsInexactNumbers
        return try treeMapper.collectingIssues(into: &dictionaryIssues) {
            try $0.object(of: type, from: dictionary)
        }
    }
    require(
        straightIssues.map(\.description) == dictionaryIssues.map(\.description),
        "reading straight reports other issues:\n\(straightIssues)\n\(dictionaryIssues)")
    switch (straight, throughDictionaries) {
    case (.success(let model), .success(let other)):
        let isSame = (try? Mapper().differences(between: model, and: other).isEmpty) ?? false
        require(isSame, "reading straight gives another model")
        checkWritingPaths(of: model)
    case (.failure(let error), .failure(let other)):
        require("\(error)" == "\(other)", "reading straight throws another error:\n\(error)\n\(other)")
    default:
        invariantViolated(
            "reading straight and through dictionaries disagree: \(straight) \(throughDictionaries)")
    }
}

/// Checks that writing `model` straight and through its dictionary gives the same sorted text.
private func checkWritingPaths<Model: FuzzedModel>(of model: Model) {
    let mapper = Mapper(nilEncoding: .null)
    var options = JSONWriter.Options()
    options.sortsKeys = true
    let straight = Result { try mapper.jsonData(from: model, sortingKeys: true) }
    let throughDictionary = Result {
        Data(try JSONWriter(options: options).bytes(from: try mapper.dictionary(from: model)))
    }
    switch (straight, throughDictionary) {
    case (.success(let text), .success(let other)):
        require(text == other, "writing straight gives other text")
    case (.failure, .failure):
        break
    default:
        invariantViolated(
            "writing straight and through a dictionary disagree: \(straight) \(throughDictionary)")
    }
}
