/// Changing a document's values in place, and putting them back when a write fails.
extension DefaultsDocument {
    /// Applies `changes` (a key's new value, or nil to remove it), after removing every value
    /// first when `removingAll`. Returns the values they replaced, for ``restore(_:)``: by key, nil
    /// for a key that had no value.
    mutating func apply(_ changes: [String: Any?], removingAll: Bool) -> [String: Any?] {
        var replaced: [String: Any?] = [:]
        if removingAll {
            replaced.reserveCapacity(values.count + changes.count)
            for (key, value) in values {
                replaced[key] = .some(value)
            }
            values.removeAll()
        }
        for (key, change) in changes {
            if replaced[key] == nil {
                replaced[key] = .some(values[key])
            }
            values[key] = change
        }
        return replaced
    }

    /// Puts back the values that ``apply(_:removingAll:)`` replaced. The kept file text no longer
    /// matches, so the next serialization encodes every value.
    mutating func restore(_ replaced: [String: Any?]) {
        for (key, value) in replaced {
            values[key] = value
        }
        forgetFileText()
    }
}
