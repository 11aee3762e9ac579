/// The Swift source `mirrormapper generate` made, and what it holds.
package struct GeneratedModels: Sendable {
    /// The source file's text.
    package let source: String
    /// The root model's name, as the file declares it (with the prefix).
    package let rootName: String
    /// The names of the models the source declares, in its order.
    package let modelNames: [String]
    /// How many models the source declares.
    package var modelCount: Int { modelNames.count }
    /// How many properties they have in all.
    package let propertyCount: Int
    /// How many keys their tables rename.
    package let renameCount: Int
    /// How many of the models declare a table: those with keys or dates that differ from the
    /// mapper's defaults (the others map every stored property under its own name).
    package let tableCount: Int

    /// The one line the command reports: `12 models, 143 properties, 31 renames`.
    package var summary: String {
        [
            (modelCount, "model", "models"), (propertyCount, "property", "properties"),
            (renameCount, "rename", "renames"),
        ]
        .map { count, one, many in "\(count) \(count == 1 ? one : many)" }
        .joined(separator: ", ")
    }
}
