import Foundation

/// One difference between two values, from ``Mapper/differences(between:and:)``: where, and the
/// value on each side in dictionary form.
///
/// ```swift
/// for difference in try Mapper().differences(between: saved, and: edited) {
///     print(difference)   // rooms[2].host.age: 31 → 32
/// }
/// ```
public struct ModelDifference: @unchecked Sendable, CustomStringConvertible {
    // The values are JSON-compatible: strings, numbers, booleans, `NSNull` and arrays and
    // dictionaries of these, none of them mutable.

    /// Where the values differ, by data keys as in the dictionary form and in ``MappingError/path``:
    /// `rooms[2].host.age`, `country_code`, or `(root)` for the values themselves.
    public let path: String
    /// The old value in dictionary form: `NSNull` for nil, nil when there was none at this path (an
    /// element or key was added).
    public let oldValue: Any?
    /// The new value in dictionary form: `NSNull` for nil, nil when there is none at this path (an
    /// element or key was removed).
    public let newValue: Any?

    /// `path: old → new`, with `(none)` for a missing value.
    public var description: String {
        "\(path): \(Self.text(of: oldValue)) → \(Self.text(of: newValue))"
    }

    private static func text(of value: Any?) -> String {
        guard let value else { return "(none)" }
        if let text = value as? String { return "\"\(text)\"" }
        if type(of: value) == NSNull.self { return "null" }
        return String(describing: value)
    }
}
