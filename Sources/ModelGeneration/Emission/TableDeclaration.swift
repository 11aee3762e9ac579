import MirrorMapper

/// The `static let mapping` of one model, as a user would write it: `Mapping<Model>.automatic` with
/// the exceptions to mapping every stored property under its own name (the key strategy, renamed
/// keys, date strategies), or nothing when there are none. Public for a public model, whose parts
/// stay private.
///
/// The exceptions of up to ``entriesPerPart`` properties are one expression. More are parts of at
/// most that many properties, each with the renames and date strategies of its own, joined by
/// `Mapping(joining:)` with the type's key and date strategies: the compiler takes time and memory
/// that grow faster than the length of one chain of modifiers (a thousand `.dateStrategy(_:for:)`:
/// 10 s and 3 GB), a fraction of a second for each part.
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

    /// The most properties one expression states exceptions for.
    static let entriesPerPart = 100

    /// Whether the model needs a table: some key or date differs from the mapper's defaults.
    var isNeeded: Bool {
        model.keyStyle.strategy != nil || !renamedKeys.isEmpty || sharedDateStrategy != nil
            || !excepted.isEmpty
    }

    /// The declaration's lines, and those of its parts; none when the model needs no table.
    var lines: [String] {
        guard isNeeded else { return [] }
        let typeDateStrategy = sharedDateStrategy.map { [".dateStrategy(\($0.spelling))"] } ?? []
        guard excepted.count > Self.entriesPerPart else {
            return ["    \(access)static let mapping = Mapping<\(model.name)>.automatic"]
                + (keyStrategy + typeDateStrategy).map { "        " + $0 } + exceptions(of: excepted[...])
        }
        let parts = stride(from: 0, to: excepted.count, by: Self.entriesPerPart).map {
            excepted[$0..<min($0 + Self.entriesPerPart, excepted.count)]
        }
        let partNames = parts.indices.map { "mappingPart\($0 + 1)" }
        var lines = ["    \(access)static let mapping = Mapping<\(model.name)>(joining: ["]
        lines += partNames.map { "        \($0)," }
        lines += ["    ])"] + (keyStrategy + typeDateStrategy).map { "    " + $0 }
        for (name, part) in zip(partNames, parts) {
            lines += ["", "    private static let \(name) = Mapping<\(model.name)>.automatic"]
            lines += exceptions(of: part)
        }
        return lines
    }

    /// `public ` for the table of a public model, else nothing.
    private var access: String {
        isPublic ? "public " : ""
    }

    /// The properties whose exceptions the table states one by one: those renamed, and those with
    /// a date strategy of their own.
    private var excepted: [PropertyPlan] {
        model.properties.filter { property in
            renamedKeys[property.name] != nil || (sharedDateStrategy == nil && property.dateStrategy != nil)
        }
    }

    /// `.keyStrategy(…)` when the model has one.
    private var keyStrategy: [String] {
        model.keyStyle.strategy.map { [".keyStrategy(\($0))"] } ?? []
    }

    /// The modifiers for `properties`, as lines of a chain: `.renaming([…])` of those renamed, and
    /// `.dateStrategy(…, for: …)` for each with a date strategy of its own.
    private func exceptions(of properties: ArraySlice<PropertyPlan>) -> [String] {
        renaming(of: properties) + (sharedDateStrategy == nil ? propertyDateStrategies(of: properties) : [])
    }

    /// `.renaming([…])` of those of `properties` the model renames.
    private func renaming(of properties: ArraySlice<PropertyPlan>) -> [String] {
        let renames = properties.compactMap { property in
            renamedKeys[property.name].map {
                (SwiftStringLiteral.quotingSampleText(property.name), SwiftStringLiteral.quotingDataKey($0))
            }
        }
        guard !renames.isEmpty else { return [] }
        return ["        .renaming(["] + SourceLayout.elements(renames, indentation: 12) + ["        ])"]
    }

    /// `.dateStrategy(…, for: …)` for each of `properties` that holds dates.
    private func propertyDateStrategies(of properties: ArraySlice<PropertyPlan>) -> [String] {
        properties.flatMap { property -> [String] in
            guard let strategy = property.dateStrategy else { return [] }
            let name = SwiftStringLiteral.quotingSampleText(property.name)
            let line = "        .dateStrategy(\(strategy.spelling), for: \(name))"
            return line.count <= SourceLayout.width
                ? [line]
                : [
                    "        .dateStrategy(", "            \(strategy.spelling),",
                    "            for: \(name))",
                ]
        }
    }
}
