import Foundation

/// Whether two values in dictionary form (what ``ValueConvertible/jsonValue(in:)`` and the JSON
/// reader make) are the same value: the package's one equality of values, which
/// `Mapper.differences` asks of its scalars and the store of a key's old and new value.
///
/// Text is the same as the same text, `null` as `null`, numbers by the rule of
/// `LooseNumber.isSameNumber(as:)` (a number read from JSON text beyond what a `Double` holds by
/// its digits), arrays element by element, dictionaries key by key in any order. An absent value
/// is only the same as another absent one; values of any other type are never the same.
func isSameValue(_ lhs: Any?, _ rhs: Any?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    if let left = lhs as? String { return (rhs as? String) == left }
    if InexactJSONNumber.of(lhs) != nil || InexactJSONNumber.of(rhs) != nil {
        guard let left = ExactNumber(numberIn: lhs), let right = ExactNumber(numberIn: rhs) else {
            return false
        }
        return left.isSameNumber(as: right)
    }
    if let left = LooseNumber(lhs) {
        guard let right = LooseNumber(rhs) else { return false }
        return left.isSameNumber(as: right)
    }
    if let left = lhs as? [String: Any] {
        guard let right = rhs as? [String: Any], left.count == right.count else { return false }
        return left.allSatisfy { key, value in right[key].map { isSameValue(value, $0) } ?? false }
    }
    if let left = lhs as? [Any] {
        guard let right = rhs as? [Any], left.count == right.count else { return false }
        return zip(left, right).allSatisfy(isSameValue)
    }
    return type(of: lhs) == NSNull.self && type(of: rhs) == NSNull.self
}
