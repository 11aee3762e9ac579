/// The Swift source of one model: its properties with their defaults, `init()` for a class, and
/// the table of its exceptions when it has any, as a user would write them, laid out as
/// `swift format` lays them out.
///
/// A public model (`--public`) declares public what another module needs to use it as a
/// `Mappable`: the type, its stored properties, `init()` (a struct's own, since the implicit one is
/// internal) and the table, each with a doc comment, as a library's public symbols have.
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
            if isPublic {
                lines += documentation("From \(MarkdownCodeSpan.of(property.key)) in the data.")
            }
            lines += declaration(of: property)
        }
        switch (isStruct, isPublic) {
        case (true, false): break
        case (true, true): lines += documentation(Self.initializerSummary) + ["    public init() {}"]
        case (false, false): lines += ["    required init() {}"]
        case (false, true):
            lines += documentation(Self.initializerSummary) + ["    public required init() {}"]
        }
        let table = TableDeclaration(model: model, isPublic: isPublic)
        if table.isNeeded {
            lines += [""] + (isPublic ? documentation(Self.tableSummary) : []) + table.lines
        }
        lines.append("}")
        return lines
    }

    /// The doc comment of a public model's `init()`.
    static let initializerSummary =
        "Makes the model with every property at its default, as the mapper does before it reads data."

    /// The doc comment of a public model's table.
    static let tableSummary =
        "What differs from mapping each stored property under its own name: keys in the data, dates."

    /// A member's doc comment.
    private func documentation(_ text: String) -> [String] {
        CommentLines.wrapping(text, indentation: 4, marker: .documentation)
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
