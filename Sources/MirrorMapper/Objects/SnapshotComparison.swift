import Foundation

/// Walks two snapshots side by side and collects where they differ.
struct SnapshotComparison {
    /// Whether nil properties are left out of the values reported, as in the dictionary form.
    let omitsNil: Bool
    private(set) var differences: [ModelDifference] = []

    init(omitsNil: Bool) {
        self.omitsNil = omitsNil
    }

    mutating func compare(_ old: ValueSnapshot, _ new: ValueSnapshot, at path: [PathComponent]) {
        switch (old, new) {
        case (.scalar(let left), .scalar(let right)):
            if !isSameValue(left, right) { report(old, new, at: path) }
        case (.model(let leftType, let left), .model(let rightType, let right)) where leftType == rightType:
            compareEntries(
                left.map { ($0.key.description, $0.value) }, right.map { ($0.key.description, $0.value) },
                at: path)
        case (.array(let left, _), .array(let right, _)):
            for index in 0..<max(left.count, right.count) {
                compareElement(left.element(at: index), right.element(at: index), at: path + [.index(index)])
            }
        case (.dictionary(let left, _), .dictionary(let right, _)):
            compareEntries(left.map { ($0.key, $0.value) }, right.map { ($0.key, $0.value) }, at: path)
        case (.set(let left, _), .set(let right, _)):
            if !areEqual(left, right) { report(old, new, at: path) }
        case (.cycle(let leftType, let leftLevels), .cycle(let rightType, let rightLevels)):
            if leftType != rightType || leftLevels != rightLevels { report(old, new, at: path) }
        default:
            report(old, new, at: path)
        }
    }

    /// Compares entries by key: the old side's keys in order, then the keys only the new side has.
    private mutating func compareEntries(
        _ old: [(String, ValueSnapshot)], _ new: [(String, ValueSnapshot)], at path: [PathComponent]
    ) {
        let newByKey = Dictionary(new, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(\.0))
        for (key, value) in old {
            compareElement(value, newByKey[key], at: path + [.key(key)])
        }
        for (key, value) in new where !oldKeys.contains(key) {
            compareElement(nil, value, at: path + [.key(key)])
        }
    }

    private mutating func compareElement(
        _ old: ValueSnapshot?, _ new: ValueSnapshot?, at path: [PathComponent]
    ) {
        guard let old, let new else {
            differences.append(
                ModelDifference(
                    path: path.pathDescription, oldValue: old.map(dictionaryForm),
                    newValue: new.map(dictionaryForm)))
            return
        }
        compare(old, new, at: path)
    }

    /// Whether two sorted sets hold equal elements.
    private func areEqual(_ left: [ValueSnapshot], _ right: [ValueSnapshot]) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { pair in
            var elementComparison = SnapshotComparison(omitsNil: omitsNil)
            elementComparison.compare(pair.0, pair.1, at: [])
            return elementComparison.differences.isEmpty
        }
    }

    private mutating func report(_ old: ValueSnapshot, _ new: ValueSnapshot, at path: [PathComponent]) {
        differences.append(
            ModelDifference(
                path: path.pathDescription, oldValue: dictionaryForm(old), newValue: dictionaryForm(new)))
    }

    /// A snapshot in the JSON-compatible form of ``Mapper/dictionary(from:including:excluding:)-method``.
    private func dictionaryForm(_ snapshot: ValueSnapshot) -> Any {
        switch snapshot {
        case .scalar(let value):
            return value
        case .model(_, let properties):
            var result: [String: Any] = [:]
            for property in properties {
                let value = dictionaryForm(property.value)
                if omitsNil && type(of: value) == NSNull.self { continue }
                property.key.store(value, in: &result)
            }
            return result
        case .array(let elements, _), .set(let elements, _):
            return elements.map(dictionaryForm)
        case .dictionary(let entries, _):
            return Dictionary(
                entries.map { ($0.key, dictionaryForm($0.value)) }, uniquingKeysWith: { first, _ in first })
        case .cycle(let typeName, _):
            return "<cycle: \(typeName)>"
        case .elided(let summary), .unavailable(let summary):
            return summary
        }
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    fileprivate func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
