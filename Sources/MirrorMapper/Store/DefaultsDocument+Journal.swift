import Foundation

/// A document's changes as the records of its journal (see ``StoreJournal``): one record per
/// commit, the JSON object `{"remove": [keys], "removeAll": true, "set": {key: value}}` (`removeAll`
/// only when it is true), applied in that order.
extension DefaultsDocument {
    private static let setMember = "set"
    private static let removeMember = "remove"
    private static let removeAllMember = "removeAll"

    /// The payload of the record of one commit: `changes` (a key's new value, or nil to remove
    /// it), after removing every value first when `removingAll`.
    ///
    /// - Throws: ``JSONError`` naming the path of a value that cannot be written.
    static func journalPayload(_ changes: [String: Any?], removingAll: Bool) throws(JSONError) -> [UInt8] {
        var set: [String: Any] = [:]
        var removed: [String] = []
        for (key, change) in changes {
            if let change {
                set[key] = change
            } else {
                removed.append(key)
            }
        }
        var record: [String: Any] = [setMember: set, removeMember: removed]
        if removingAll {
            record[removeAllMember] = true
        }
        return try JSONWriter().bytes(from: record)
    }

    /// Applies the record `payload` to the values; false, changing nothing, when it is not a
    /// record of this shape.
    mutating func applyJournalRecord(_ payload: ArraySlice<UInt8>) -> Bool {
        let parsed: Any
        do {
            parsed = try JSONReader().value(from: Array(payload))
        } catch {
            return false
        }
        guard let record = parsed as? [String: Any],
            let set = record[Self.setMember] as? [String: Any],
            let removed = record[Self.removeMember] as? [String],
            record[Self.removeAllMember].map({ $0 as? Bool == true }) ?? true
        else {
            return false
        }
        if record[Self.removeAllMember] != nil {
            values.removeAll()
        }
        for key in removed {
            values[key] = nil
        }
        values.merge(set) { _, new in new }
        forgetFileText()
        return true
    }
}
