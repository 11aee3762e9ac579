// The invariants the fuzz target checks on every input. A violation traps with a message, which
// libFuzzer reports as a crash together with the input; errors thrown for bad input are expected.

import Foundation

/// Traps with `message` when `condition` is false: a broken invariant, never bad input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        invariantViolated(message())
    }
}

/// Traps, so that libFuzzer saves the input that broke an invariant.
func invariantViolated(_ message: String) -> Never {
    fatalError("invariant violated: \(message)")
}

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
        require(jsonValuesEqual(reread, value), "reading the written text changes the value: \(text)")
    } catch {
        invariantViolated("the reader rejects what the writer wrote: \(error)\n\(text)")
    }
    return value
}

/// Whether two values made by `JSONReader` are identical: same shapes, same number types, the
/// same `Double` bit patterns (so `-0.0` differs from `0.0`).
func jsonValuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (let lhs as [String: Any], let rhs as [String: Any]):
        return lhs.count == rhs.count
            && lhs.allSatisfy { key, value in rhs[key].map { jsonValuesEqual(value, $0) } ?? false }
    case (let lhs as [Any], let rhs as [Any]):
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(jsonValuesEqual)
    case (let lhs as String, let rhs as String):
        // Compared by code units: `==` on `String` treats canonically equivalent text as equal.
        return lhs.utf8.elementsEqual(rhs.utf8)
    case (let lhs as Bool, let rhs as Bool):
        return lhs == rhs
    case (let lhs as Int, let rhs as Int):
        return lhs == rhs
    case (let lhs as UInt64, let rhs as UInt64):
        return lhs == rhs
    case (let lhs as Double, let rhs as Double):
        return lhs.bitPattern == rhs.bitPattern
    case (is NSNull, is NSNull):
        return true
    default:
        return false
    }
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
        dictionary = try mapper.dictionary(from: model, issues: &issues)
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

        // The reader reads every number that is not a 64-bit integer as a `Double`, so through
        // JSON text a `Decimal` keeps the digits a `Double` holds: compare decimals as doubles.
        let json = try mapper.jsonData(from: model)
        let copyFromJSON = try strict.object(of: type, fromJSON: json)
        let jsonCopyText = sortedJSONText(of: decimalsAsDoubles(try strict.dictionary(from: copyFromJSON)))
        let expectedText = sortedJSONText(of: decimalsAsDoubles(dictionary))
        require(
            jsonCopyText == expectedText,
            "object → JSON → object changes the model:\n\(expectedText)\n\(jsonCopyText)")
    } catch {
        invariantViolated("the strict mapper rejects what the mapper wrote: \(error)\n\(text)")
    }
}

/// `value` with every `Decimal` in it replaced by the nearest `Double`.
private func decimalsAsDoubles(_ value: Any) -> Any {
    switch value {
    case let dictionary as [String: Any]: dictionary.mapValues(decimalsAsDoubles)
    case let array as [Any]: array.map(decimalsAsDoubles)
    // A decimal's description is always numeric text; NaN would make the writer trap.
    case let decimal as Decimal: Double(decimal.description) ?? .nan
    default: value
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
