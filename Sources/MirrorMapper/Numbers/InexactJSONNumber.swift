/// A JSON number that no exact type holds (more significant digits than a `Decimal`'s 38, or a
/// power of ten beyond a `Decimal`'s, such as `4.9e-324`), as the JSON reader of a mapping call
/// makes it: its text, so that the rules of the exact types decide from every digit written.
/// A number that no `Double` holds either (`1e-400`, `1e400`) is one too: the floating-point
/// rules report it as a problem of that value (the nearest value, ±0, or the default).
///
/// `Decimal` and integer properties convert it exactly as the same digits in text (the nearest
/// `Decimal`, reported; a fraction is not an integer), `String` properties take its text, and
/// every other rule sees the nearest `Double` (``LooseNumber``). It never leaves the package's
/// own conversions: hooks, transforms, item type rules, `Any` properties and conversions of the
/// user's own types get the nearest `Double`, as ``ValueConvertible`` promises them plain numbers
/// (``MappingContext/plainValue(_:for:)``).
struct InexactJSONNumber: Sendable {
    /// The number as written in the JSON text.
    let text: String
    /// The number's exact value.
    let number: ExactNumber
    /// The `Double` nearest to the number; for a number beyond the range of `Double`, the nearest
    /// finite one (±0, ±`greatestFiniteMagnitude`).
    let nearest: Double
    /// Whether the number is beyond the range of `Double` (``NumberReading/beyondDouble(_:)``).
    let isBeyondDouble: Bool

    /// `value` when it is an inexact number; a check of its type, no cast, for any other value.
    @inline(__always)
    static func of(_ value: Any) -> InexactJSONNumber? {
        type(of: value) == InexactJSONNumber.self ? value as? InexactJSONNumber : nil
    }

    /// `value` with every inexact number in it, at any depth, replaced by its nearest `Double`.
    static func replacingWithNearest(in value: Any) -> Any {
        switch value {
        case let number as InexactJSONNumber: number.nearest
        case let dictionary as [String: Any]: dictionary.mapValues(replacingWithNearest(in:))
        case let array as [Any]: array.map(replacingWithNearest(in:))
        default: value
        }
    }

    /// `value`, which code outside the package made from the plain form of `original` (a hook's
    /// result), with the inexact numbers of `original` put back wherever that code left their
    /// nearest `Double` where it was: a value it did not change converts as if it had not seen it.
    static func restoring(in value: Any, from original: Any) -> Any {
        if let inexact = of(original) {
            let isUnchanged =
                type(of: value) == Double.self && (value as? Double)?.bitPattern == inexact.nearest.bitPattern
            return isUnchanged ? original : value
        }
        switch (value, original) {
        case (let dictionary as [String: Any], let originalDictionary as [String: Any]):
            return restoring(in: dictionary, from: originalDictionary)
        case (let array as [Any], let originalArray as [Any]) where array.count == originalArray.count:
            return zip(array, originalArray).map { restoring(in: $0, from: $1) }
        default:
            return value
        }
    }

    /// The dictionary `value` with the inexact numbers of `original` put back, as
    /// ``restoring(in:from:)-(Any,_)`` does.
    static func restoring(in value: [String: Any], from original: [String: Any]) -> [String: Any] {
        var restored = value
        for (key, member) in value {
            if let originalMember = original[key] {
                restored[key] = restoring(in: member, from: originalMember)
            }
        }
        return restored
    }
}
