import Foundation

/// Where `written` (what `dictionary(from:)` gave) differs from `sample` (the data it was mapped
/// from), as a path such as `orders[1].total: 5 vs 5.5`; nil when they hold the same data, nulls in
/// objects and key order aside. Numbers compare by value, whatever type holds them.
///
/// An `Any?` property holding a number or a Bool is written as that value still wrapped in its
/// `Optional` (strings and containers are not); JSON output and `isValidJSONObject` accept it, and
/// so does this comparison.
func difference(between written: Any, and sample: Any, at path: String = "") -> String? {
    let mirror = Mirror(reflecting: written)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
        return difference(between: wrapped, and: sample, at: path)
    }
    switch (written, sample) {
    case (let written as [String: Any], let sample as [String: Any]):
        let sample = sample.filter { !($0.value is NSNull) }
        for key in Set(written.keys).union(sample.keys).sorted() {
            let place = path.isEmpty ? key : path + "." + key
            guard let writtenValue = written[key], let sampleValue = sample[key] else {
                return "\(place): " + (written[key] == nil ? "not written" : "not in the sample")
            }
            if let found = difference(between: writtenValue, and: sampleValue, at: place) { return found }
        }
        return nil
    case (let written as [Any], let sample as [Any]):
        guard written.count == sample.count else {
            return "\(path): \(written.count) elements vs \(sample.count)"
        }
        for (index, pair) in zip(written, sample).enumerated() {
            if let found = difference(between: pair.0, and: pair.1, at: "\(path)[\(index)]") { return found }
        }
        return nil
    default:
        let (writtenText, sampleText) = (scalarText(written), scalarText(sample))
        return writtenText == sampleText ? nil : "\(path): \(writtenText) vs \(sampleText)"
    }
}

/// A scalar as text that is the same for the same data: `"text"`, `true`, `null`, and numbers in
/// their shortest decimal form (`5` for `5`, `5.0` and `NSNumber(5)`).
private func scalarText(_ value: Any) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    if value is NSNull { return "null" }
    if type(of: value) == Bool.self || type(of: value) == type(of: NSNumber(value: true)) {
        return (value as? Bool).map(String.init) ?? "?"
    }
    let valueType = type(of: value)
    let number: String
    if valueType == Int.self, let integer = value as? Int {
        number = String(integer)
    } else if valueType == UInt64.self, let integer = value as? UInt64 {
        number = String(integer)
    } else if valueType == Double.self, let double = value as? Double {
        number = String(double)
    } else if valueType == Decimal.self, let decimal = value as? Decimal {
        number = decimal.description
    } else if valueType is NSNumber.Type, let object = value as? NSNumber {
        if let decimal = object as? NSDecimalNumber {
            number = decimal.decimalValue.description
        } else if "df".utf8.contains(UInt8(bitPattern: object.objCType.pointee)) {
            number = String(object.doubleValue)
        } else {
            number = object.stringValue
        }
    } else {
        return "\(valueType) \(value)"
    }
    return Decimal(string: number, locale: Locale(identifier: "en_US_POSIX"))?.description ?? number
}
