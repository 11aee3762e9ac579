/// The values the writers of the store's property test acknowledged, by key: a value is
/// acknowledged once the writer printed it, after the call that stored it returned. Each writer
/// continues its keys from what the store holds, so a key's values only grow while nothing is lost.
struct StorePropertyLedger {
    /// Each key's acknowledged values, in ascending order.
    private var acknowledged: [String: [Int]] = [:]
    /// How many sets were acknowledged.
    private(set) var count = 0

    /// Records that `value` was acknowledged under `key`.
    mutating func record(_ value: Int, forKey key: String) {
        count += 1
        var values = acknowledged[key, default: []]
        acknowledged[key] = nil  // so that the array is changed in place
        if let last = values.last, last >= value {
            values.insert(value, at: values.firstIndex { $0 > value } ?? values.endIndex)
        } else {
            values.append(value)
        }
        acknowledged[key] = values
    }

    /// A key that lost acknowledged values.
    struct Loss: CustomStringConvertible {
        var key: String
        var stored: Int?
        var lastAcknowledged: Int
        /// How many acknowledged values the stored one is below.
        var count: Int

        var description: String {
            "\(key): \(stored.map(String.init) ?? "absent") stored, \(lastAcknowledged) acknowledged"
                + " (\(count) acknowledged sets lost)"
        }
    }

    /// The keys whose stored value in `values` is below an acknowledged one; the lost values are
    /// forgotten, so that each loss is counted once and the writers that continue from the stored
    /// value are held to what they acknowledge next.
    mutating func losses(in values: [String: Any]) -> [Loss] {
        var losses: [Loss] = []
        for (key, acknowledgedValues) in acknowledged {
            let stored = values[key] as? Int
            guard let last = acknowledgedValues.last, last > stored ?? Int.min else {
                continue
            }
            let kept = acknowledgedValues.prefix { $0 <= stored ?? Int.min }
            losses.append(
                Loss(
                    key: key, stored: stored, lastAcknowledged: last,
                    count: acknowledgedValues.count - kept.count))
            acknowledged[key] = Array(kept)
        }
        return losses
    }
}
