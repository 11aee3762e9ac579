/// Value models (the struct twins) are compared with their synthesized `==`, which decides; when
/// they differ, both are walked with `Mirror` to name where, as the class comparison does.
extension ModelComparison {
    mutating func expectEqual<Model: Equatable>(values left: Model, _ right: Model) {
        guard left != right else { return }
        let before = mismatches.count
        locateDifferences(left, right, "")
        if mismatches.count == before { record("the models differ where Mirror does not show it") }
    }

    /// Compares two graphs of different model types that declare the same stored properties in the
    /// same order (a model and its table-free twin) with `Mirror` alone: every property of every
    /// object, by name, down to the values that have no children, which must print alike.
    mutating func expectSameFields(_ left: Any, _ right: Any) {
        locateDifferences(left, right, "")
    }

    private mutating func locateDifferences(_ left: Any, _ right: Any, _ path: String) {
        if let left = left as? [AnyHashable: Any], let right = right as? [AnyHashable: Any] {
            guard Set(left.keys) == Set(right.keys) else {
                record("\(path): keys differ (\(left.count) ≠ \(right.count) entries)")
                return
            }
            for (key, value) in left {
                if let other = right[key] { locateDifferences(value, other, "\(path)[\(key)]") }
            }
            return
        }
        let leftChildren = Array(Mirror(reflecting: left).children)
        let rightChildren = Array(Mirror(reflecting: right).children)
        guard !leftChildren.isEmpty || !rightChildren.isEmpty else {
            let leftText = String(reflecting: left)
            let rightText = String(reflecting: right)
            if leftText != rightText { record("\(path): \(leftText) ≠ \(rightText)") }
            return
        }
        guard leftChildren.count == rightChildren.count else {
            record("\(path): \(leftChildren.count) children ≠ \(rightChildren.count)")
            return
        }
        for (index, (leftChild, rightChild)) in zip(leftChildren, rightChildren).enumerated() {
            let step = leftChild.label.map { $0 == "some" ? "" : ".\($0)" } ?? "[\(index)]"
            guard leftChild.label == rightChild.label else {
                record("\(path + step): named \(rightChild.label ?? "nothing") on the right")
                continue
            }
            locateDifferences(leftChild.value, rightChild.value, path + step)
        }
    }
}
