/// The Swift source of one model: its properties with their defaults, `init()` for a class, and
/// its mapping table as a user would write it, laid out as `swift format` lays it out.
///
/// A public model (`--public`) declares public what another module needs to use it as a
/// `Mappable`: the type, its stored properties, `init()` (a struct's own, since the implicit one is
/// internal) and the table.
struct ModelDeclaration {
    let model: ModelPlan
    /// The names of all models, by index, for the types of properties.
    let names: [String]
    /// Whether the model is a struct rather than a final class.
    let isStruct: Bool
    /// Whether the model is public.
    let isPublic: Bool
    /// The doc comment's text: where in the sample the model was found.
    let summary: String

    /// The declaration's lines.
    var lines: [String] {
        var lines = CommentLines.wrapping(summary, indentation: 0, marker: .documentation)
        lines.append(access + (isStruct ? "struct " : "final class ") + model.name + ": Mappable {")
        for property in model.properties {
            if let note = property.note {
                lines += CommentLines.wrapping(note, indentation: 4, marker: .comment)
            }
            lines += declaration(of: property)
        }
        switch (isStruct, isPublic) {
        case (true, false): lines += [""]
        case (true, true): lines += ["    public init() {}", ""]
        case (false, _): lines += ["    \(access)required init() {}", ""]
        }
        lines += TableDeclaration(model: model, isPublic: isPublic).lines
        lines.append("}")
        return lines
    }

    /// `public ` for a public model, else nothing.
    private var access: String {
        isPublic ? "public " : ""
    }

    /// `var name = default`, or `var name: Type?` for an optional.
    private func declaration(of property: PropertyPlan) -> [String] {
        let head = "    " + access + "var " + SwiftNames.escaped(property.name)
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
