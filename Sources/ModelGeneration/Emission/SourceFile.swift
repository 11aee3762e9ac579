/// The generated file: a header naming the command that made it, the imports, and the models in
/// the order of the document.
struct SourceFile {
    let models: [ModelPlan]
    let places: [SamplePlace]
    let options: GenerationOptions

    /// The file's text, ending with a newline.
    var text: String {
        let header = "Generated from a sample by \(MarkdownCodeSpan.of(options.command))."
        var lines = CommentLines.wrapping(header, indentation: 0, marker: .comment)
        lines.append("")
        if models.contains(where: { $0.properties.contains { $0.type.needsFoundation } }) {
            lines.append("import Foundation")
        }
        lines.append("import MirrorMapper")
        let names = models.map(\.name)
        for model in declaredModels {
            lines.append("")
            let declaration = ModelDeclaration(
                model: model, names: names, isStruct: options.makesStructs, isPublic: options.isPublic,
                summary: summary(of: model))
            lines += declaration.lines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The models in the order the file declares them: the order of the document.
    var declaredModels: [ModelPlan] {
        models.sorted { $0.places[0] < $1.places[0] }
    }

    /// Where the model was found: `The root object of `twitter.json`.`, or `Found at
    /// `statuses[].user` in `twitter.json`.`
    private func summary(of model: ModelPlan) -> String {
        let sample = options.sampleName.map(MarkdownCodeSpan.of) ?? "the sample"
        let paths = model.places.map { places[$0].path }
        guard paths != [""] else { return "The root object of \(sample)." }
        let shown = paths.prefix(4).map(MarkdownCodeSpan.of)
        let more = paths.count - shown.count
        var list = shown.joined(separator: ", ")
        if more > 0 {
            list += " and \(more) more " + (more == 1 ? "place" : "places")
        } else if let last = shown.last, shown.count > 1 {
            list = shown.dropLast().joined(separator: ", ") + " and " + last
        }
        return "Found at \(list) in \(sample)."
    }
}
