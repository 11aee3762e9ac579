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
        lines += TableDeclaration(model: model).lines
        lines.append("}")
        return lines
    }

    /// `var name = default`, or `var name: Type?` for an optional.
    private func declaration(of property: PropertyPlan) -> [String] {
        let head = "    var " + SwiftNames.escaped(property.name)
        let type = property.type.spelled(names)
        switch property.type {
        case .int: return SourceLayout.fitted(head + " =", "0")
        case .double: return SourceLayout.fitted(head + " =", "0.0")
        case .bool: return SourceLayout.fitted(head + " =", "false")
        case .string: return SourceLayout.fitted(head + " =", "\"\"")
        case .model: return SourceLayout.fitted(head + " =", type + "()")
        case .decimal: return SourceLayout.fitted(head + ":", "Decimal = 0")
        case .array: return SourceLayout.fitted(head + ":", type + " = []")
        case .dictionary: return SourceLayout.fitted(head + ":", type + " = [:]")
        case .optional, .url, .any: return SourceLayout.fitted(head + ":", type)
        case .date:
            let line = head + " = Date(timeIntervalSince1970: 0)"
            return line.count <= SourceLayout.width
                ? [line] : [head + " = Date(", "        timeIntervalSince1970: 0)"]
        }
    }
}
