/// The issues each member of one object reported, to put them back in the order of the bindings.
struct IssueSpans {
    private var spans: [(binding: Int, issues: Range<Int>)] = []

    /// Notes that the member of `binding` reported `issues` (nothing is noted for none).
    mutating func record(binding: Int, issues: Range<Int>) {
        if !issues.isEmpty {
            spans.append((binding, issues))
        }
    }

    /// Reorders the noted issues by binding, keeping each member's own issues in their order.
    func restoreTableOrder(of issues: inout [MappingIssue]) {
        guard spans.count > 1, let start = spans.first?.issues.lowerBound,
            zip(spans, spans.dropFirst()).contains(where: { $0.binding > $1.binding })
        else {
            return
        }
        let reordered = spans.sorted { $0.binding < $1.binding }.flatMap { issues[$0.issues] }
        issues.replaceSubrange(start..<start + reordered.count, with: reordered)
    }
}
