import MirrorMapper

/// The `static let mapping` of one model, with its modifiers, as a user would write it; public for a
/// public model, whose parts stay private.
///
/// A table of up to ``entriesPerPart`` properties is one literal. A larger one is parts of at most
/// that many entries, each with the renames and date strategies of its own properties, joined by
/// `Mapping(joining:)` with the type's key and date strategies: one literal of thousands of key
/// paths takes the compiler minutes and gigabytes (10,000: killed at 6 GB after 50 s), each part
/// a fraction of a second.
struct TableDeclaration {
    let model: ModelPlan
    /// Whether the table is public.
    let isPublic: Bool
    /// The keys of the renamed properties, by property name.
    private let renamedKeys: [String: String]
    /// The strategy of every date of the model, when they all have the same: the type's.
    private let sharedDateStrategy: DateCandidate?

    init(model: ModelPlan, isPublic: Bool) {
        self.model = model
        self.isPublic = isPublic
        renamedKeys = Dictionary(model.keyStyle.renames.map { ($0.name, $0.key) }) { first, _ in first }
        let strategies = model.properties.compactMap(\.dateStrategy)
        let first = strategies.first
        sharedDateStrategy = strategies.allSatisfy { $0 == first } ? first : nil
    }

    /// The most entries one table literal holds.
    static let entriesPerPart = 100

    /// The declaration's lines, and those of its parts.
    var lines: [String] {
        let properties = model.properties[...]
        let typeDateStrategy = sharedDateStrategy.map { ["    .dateStrategy(\($0.spelling))"] }
        guard properties.count > Self.entriesPerPart else {
            let dates = typeDateStrategy ?? propertyDateStrategies(of: properties)
            return table(
                "mapping", access: access, of: properties,
                modifiers: keyStrategy + renaming(of: properties) + dates)
        }
        let parts = stride(from: 0, to: properties.count, by: Self.entriesPerPart).map {
            properties[$0..<min($0 + Self.entriesPerPart, properties.count)]
        }
        let partNames = parts.indices.map { "mappingPart\($0 + 1)" }
        var lines = ["    \(access)static let mapping = Mapping<\(model.name)>(joining: ["]
        lines += partNames.map { "        \($0)," }
        lines += ["    ])"] + keyStrategy + (typeDateStrategy ?? [])
        for (name, part) in zip(partNames, parts) {
            let dates = typeDateStrategy == nil ? propertyDateStrategies(of: part) : []
            lines += [""] + table(name, access: "private ", of: part, modifiers: renaming(of: part) + dates)
        }
        return lines
    }

    /// `public ` for the table of a public model, else nothing.
    private var access: String {
        isPublic ? "public " : ""
    }

    /// `static let name: Mapping<Model> = [...]`, or `static let name = Mapping<Model>([...])`
    /// followed by `modifiers`, after `access` (`public `, `private ` or nothing).
    private func table(
        _ name: String, access: String, of properties: ArraySlice<PropertyPlan>, modifiers: [String]
    ) -> [String] {
        let head = "    " + access + "static let " + name
        let entries = SourceLayout.elements(
            properties.map { property in
                (
                    SwiftStringLiteral.quotingSampleText(property.name),
                    "\\." + SwiftNames.escaped(property.name)
                )
            })
        guard !modifiers.isEmpty else { return ["\(head): Mapping<\(model.name)> = ["] + entries + ["    ]"] }
        return ["\(head) = Mapping<\(model.name)>(["] + entries + ["    ])"] + modifiers
    }

    /// `.keyStrategy(…)` when the model has one.
    private var keyStrategy: [String] {
        model.keyStyle.strategy.map { ["    .keyStrategy(\($0))"] } ?? []
    }

    /// `.renaming([…])` of those of `properties` the model renames.
    private func renaming(of properties: ArraySlice<PropertyPlan>) -> [String] {
        let renames = properties.compactMap { property in
            renamedKeys[property.name].map {
                (SwiftStringLiteral.quotingSampleText(property.name), SwiftStringLiteral.quotingDataKey($0))
            }
        }
        return renames.isEmpty ? [] : ["    .renaming(["] + SourceLayout.elements(renames) + ["    ])"]
    }

    /// `.dateStrategy(…, for: …)` for each of `properties` that holds dates.
    private func propertyDateStrategies(of properties: ArraySlice<PropertyPlan>) -> [String] {
        properties.flatMap { property -> [String] in
            guard let strategy = property.dateStrategy else { return [] }
            let name = SwiftStringLiteral.quotingSampleText(property.name)
            let line = "    .dateStrategy(\(strategy.spelling), for: \(name))"
            return line.count <= SourceLayout.width
                ? [line] : ["    .dateStrategy(", "        \(strategy.spelling),", "        for: \(name))"]
        }
    }
}
