import Foundation

/// Writes a ``ValueSnapshot`` as indented text: a model per block with one property per line,
/// scalars and short collections of scalars inline, strings quoted and escaped.
struct DescriptionRenderer {
    /// Limits for strings; nil writes every character (for sorting the elements of sets).
    let limits: DescriptionLimits?
    /// The longest collection of scalars written on one line.
    private let inlineWidth = 80
    private let indentUnit = "  "

    init(limits: DescriptionLimits?) {
        self.limits = limits
    }

    func render(_ snapshot: ValueSnapshot, indent: String = "") -> String {
        switch snapshot {
        case .scalar(let value):
            return scalarText(value)
        case .model(let typeName, let properties):
            guard !properties.isEmpty else { return "\(typeName) {}" }
            let inner = indent + indentUnit
            let lines = properties.map { "\(inner)\($0.name): \(render($0.value, indent: inner))" }
            return "\(typeName) {\n" + lines.joined(separator: "\n") + "\n\(indent)}"
        case .array(let elements, let count), .set(let elements, let count):
            guard count > 0 else { return "[]" }
            return block(
                elements.map { render($0, indent: indent + indentUnit) }, count: count, indent: indent)
        case .dictionary(let entries, let count):
            guard count > 0 else { return "[:]" }
            let texts = entries.map {
                "\(SwiftStringLiteral.quoting($0.key)): \(render($0.value, indent: indent + indentUnit))"
            }
            return block(texts, count: count, indent: indent)
        case .cycle(let typeName, _):
            return "<cycle: \(typeName)>"
        case .elided(let summary):
            return summary
        case .unavailable(let reason):
            return "<unavailable: \(reason)>"
        }
    }

    /// A collection's element texts in brackets: on one line when they are short and single-line,
    /// else one per line; `… n more` when not all are shown.
    private func block(_ texts: [String], count: Int, indent: String) -> String {
        var texts = texts
        if count > texts.count { texts.append("… \(count - texts.count) more") }
        let line = texts.joined(separator: ", ")
        if line.count <= inlineWidth && !line.contains("\n") { return "[\(line)]" }
        let inner = indent + indentUnit
        return "[\n" + texts.map { inner + $0 }.joined(separator: ",\n") + "\n\(indent)]"
    }

    private func scalarText(_ value: Any) -> String {
        if let text = value as? String {
            guard let limit = limits?.characters, text.count > limit else {
                return SwiftStringLiteral.quoting(text)
            }
            return SwiftStringLiteral.quoting(String(text.prefix(limit)) + "…")
                + " (\(text.count) characters)"
        }
        if let number = LooseNumber(value) { return number.description }
        return "nil"
    }
}
