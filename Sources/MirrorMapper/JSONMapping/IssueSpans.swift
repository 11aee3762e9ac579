/// The issues each member of one object reported, to put them back in the order of the bindings.
struct IssueSpans {
    /// Consecutive ranges of the call's issues, in the order the members were read.
    private var spans: [(binding: Int, issues: Range<Int>)] = []

    /// Notes that the member of `binding` reported `issues` (nothing is noted for none).
    mutating func record(binding: Int, issues: Range<Int>) {
        if !issues.isEmpty {
            spans.append((binding, issues))
        }
    }

    /// Reorders the noted issues by binding, keeping each member's own issues in their order; with
    /// `lastBinding`, the binding whose problem ends the object, drops the issues of the bindings
    /// after it, which a walk in table order would not have reached.
    func restoreTableOrder(of issues: inout [MappingIssue], through lastBinding: Int? = nil) {
        guard let start = spans.first?.issues.lowerBound, let end = spans.last?.issues.upperBound else {
            return
        }
        let kept = lastBinding.map { last in spans.filter { $0.binding <= last } } ?? spans
        let isInOrder = !zip(kept, kept.dropFirst()).contains { $0.binding > $1.binding }
        guard kept.count < spans.count || !isInOrder else {
            return
        }
        let reordered = kept.sorted { $0.binding < $1.binding }.flatMap { issues[$0.issues] }
        issues.replaceSubrange(start..<end, with: reordered)
    }
}
