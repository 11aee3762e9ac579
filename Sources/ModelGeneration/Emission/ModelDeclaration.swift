import MirrorMapper

/// The Swift source of one model: its properties with their defaults, `init()` for a class, and
/// its mapping table as a user would write it, laid out as `swift format` lays it out.
struct ModelDeclaration {
    let model: ModelPlan
    /// The names of all models, by index, for the types of properties.
    let names: [String]
    /// Whether the model is a struct rather than a final class.
    let isStruct: Bool
    /// The doc comment's text: where in the sample the model was found.
    let summary: String

    /// The declaration's lines.
    var lines: [String] {
        var lines = CommentLines.wrapping(summary, indentation: 0, marker: .documentation)
        lines.append(isStruct ? "struct \(model.name): Mappable {" : "final class \(model.name): Mappable {")
        for property in model.properties {
            if let note = property.note {
                lines += CommentLines.wrapping(note, indentation: 4, marker: .comment)
            }
            lines += declaration(of: property)
        }
        lines += isStruct ? [""] : ["    required init() {}", ""]
        lines += table
        lines.append("}")
        return lines
    }

    /// `var name = default`, or `var name: Type?` for an optional.
    private func declaration(of property: PropertyPlan) -> [String] {
        let head = "    var " + SwiftNames.escaped(property.name)
        let type = property.type.spelled(names)
        switch property.type {
        case .int: return Self.fitted(head + " =", "0")
        case .double: return Self.fitted(head + " =", "0.0")
        case .bool: return Self.fitted(head + " =", "false")
        case .string: return Self.fitted(head + " =", "\"\"")
        case .model: return Self.fitted(head + " =", type + "()")
        case .decimal: return Self.fitted(head + ":", "Decimal = 0")
        case .array: return Self.fitted(head + ":", type + " = []")
        case .dictionary: return Self.fitted(head + ":", type + " = [:]")
        case .optional, .url, .any: return Self.fitted(head + ":", type)
        case .date:
            let line = head + " = Date(timeIntervalSince1970: 0)"
            return line.count <= Self.width
                ? [line] : [head + " = Date(", "        timeIntervalSince1970: 0)"]
        }
    }

    /// `static let mapping …` with its modifiers.
    private var table: [String] {
        let entries = model.properties.map { property in
            (SwiftStringLiteral.quotingSampleText(property.name), "\\." + SwiftNames.escaped(property.name))
        }
        let modifiers = self.modifiers
        guard !modifiers.isEmpty else {
            return ["    static let mapping: Mapping<\(model.name)> = ["] + Self.elements(entries) + ["    ]"]
        }
        return ["    static let mapping = Mapping<\(model.name)>(["] + Self.elements(entries) + ["    ])"]
            + modifiers
    }

    /// `.keyStrategy(…)`, `.renaming([…])` and `.dateStrategy(…)` as the model needs them.
    private var modifiers: [String] {
        var lines: [String] = []
        if let strategy = model.keyStyle.strategy { lines.append("    .keyStrategy(\(strategy))") }
        if !model.keyStyle.renames.isEmpty {
            let renames = model.keyStyle.renames.map {
                (SwiftStringLiteral.quotingSampleText($0.name), SwiftStringLiteral.quotingDataKey($0.key))
            }
            lines += ["    .renaming(["] + Self.elements(renames) + ["    ])"]
        }
        let dated = model.properties.compactMap { property in
            property.dateStrategy.map { (property.name, $0) }
        }
        if let shared = dated.first?.1, dated.allSatisfy({ $0.1 == shared }) {
            lines.append("    .dateStrategy(\(shared.spelling))")
            return lines
        }
        for (name, strategy) in dated {
            let name = SwiftStringLiteral.quotingSampleText(name)
            let line = "    .dateStrategy(\(strategy.spelling), for: \(name))"
            lines +=
                line.count <= Self.width
                ? [line] : ["    .dateStrategy(", "        \(strategy.spelling),", "        for: \(name))"]
        }
        return lines
    }

    /// The lines of a dictionary literal's elements, one to a line with a trailing comma (none after
    /// a single element).
    private static func elements(_ pairs: [(key: String, value: String)]) -> [String] {
        let comma = pairs.count > 1 ? "," : ""
        return pairs.flatMap { key, value in
            fitted("        \(key):", value + comma, continuation: "            ")
        }
    }

    /// The package's line length.
    private static let width = 110

    /// `head tail` on one line when it fits, else `tail` on a continuation line.
    private static func fitted(_ head: String, _ tail: String, continuation: String = "        ") -> [String]
    {
        let line = head + " " + tail
        return line.count <= width ? [line] : [head, continuation + tail]
    }
}
