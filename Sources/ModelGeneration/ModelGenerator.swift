import Foundation
import MirrorMapper

/// Makes Swift models from a sample JSON response, each with the table of its exceptions to the
/// mapper's defaults where it has any: the work of `mirrormapper generate`.
///
/// Every element of every array is a sample of the same model; each type is what the mapper reads
/// every sample as and writes back unchanged (see ``RoundTripProbe``), so mapping the sample through
/// the generated models in strict mode gives no issue.
package enum ModelGenerator {
    /// The models of the objects in `json`, or at `options.rootKeyPath` in it.
    ///
    /// - Throws: ``GenerationError`` when `json` is not JSON, nothing is at the key path, the value
    ///   there holds no object, the prefix cannot start a type's name, or the root name cannot name
    ///   a type.
    package static func generate(from json: Data, options: GenerationOptions) throws(GenerationError)
        -> GeneratedModels
    {
        let sample = options.sampleName ?? "standard input"
        let rootName = try checkNames(options)
        var root: JSONLiteral
        do {
            root = try JSONLiteral(parsing: json)
        } catch {
            throw .notJSON(sample: sample, error)
        }
        if let keyPath = options.rootKeyPath {
            guard let value = root.value(at: keyPath) else {
                throw .nothingAtKeyPath(sample: sample, keyPath: keyPath)
            }
            root = value
        }
        let shape = SampleShape(keyWords: [])
        shape.add(root)
        SameShapes.merge(in: shape, modelsAreStructs: options.makesStructs)
        var planner = ModelPlanner()
        let (objects, place) = try rootObjects(in: shape, path: options.rootKeyPath ?? "", sample: sample)
        _ = planner.planModel(of: objects, at: place)
        var models = planner.models
        TypeNames.assign(
            to: &models, places: planner.places, rootName: rootName, prefix: options.typePrefix ?? "")
        let file = SourceFile(models: models, places: planner.places, options: options)
        return GeneratedModels(
            source: file.text, rootName: rootName, modelNames: file.declaredModels.map(\.name),
            propertyCount: models.reduce(0) { $0 + $1.properties.count },
            renameCount: models.reduce(0) { $0 + $1.keyStyle.renames.count },
            tableCount: models.filter { TableDeclaration(model: $0, isPublic: false).isNeeded }.count)
    }

    /// The root model's name, after checking the names the options give: the prefix, then the name
    /// given with `--name`, or one made from the file name (`citm_catalog.json` → `CitmCatalog`),
    /// else `Response`; the prefix starts it.
    ///
    /// - Throws: ``GenerationError`` when the prefix cannot start a type's name or the root name
    ///   cannot name one.
    package static func checkNames(_ options: GenerationOptions) throws(GenerationError) -> String {
        let prefix = options.typePrefix ?? ""
        if let given = options.typePrefix, !SwiftNames.isUpperCamelIdentifier(given) {
            throw .invalidTypePrefix(given)
        }
        if let name = options.rootName {
            guard isUsable(name), isUsable(prefix + name) else { throw .invalidRootName(name) }
            return prefix + name
        }
        let fileName = options.sampleName.map {
            URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
        }
        let name = SwiftNames.upperCamel(Words.of(fileName ?? ""))
        return isUsable(name) && isUsable(prefix + name) ? prefix + name : prefix + "Response"
    }

    private static func isUsable(_ name: String) -> Bool {
        SwiftNames.isUpperCamelIdentifier(name) && !SwiftNames.reservedTypeNames.contains(name)
    }

    /// The objects the root model is made of: the value itself, the elements of an array (of
    /// arrays…), or the values of an object keyed by ids.
    private static func rootObjects(in shape: SampleShape, path: String, sample: String)
        throws(GenerationError)
        -> (ObjectShape, SamplePlace)
    {
        var shape = shape
        var path = path
        var containers: [String] = []
        while shape.kinds.count == 1 {
            if let objects = shape.objects {
                return (
                    objects, SamplePlace(path: path, key: nil, isElement: !containers.isEmpty, parent: nil)
                )
            }
            guard let inner = shape.elements ?? shape.dictionaryValues else { break }
            containers.append(shape.elements != nil ? "array" : "dictionary")
            shape = inner
            path += "[]"
        }
        throw .noObject(sample: sample, found: describe(shape, inside: containers))
    }

    /// What a sample holds instead of objects: `a number`, `an empty array`, `an array of arrays of
    /// numbers and strings`.
    private static func describe(_ shape: SampleShape, inside containers: [String]) -> String {
        let kinds = shape.kinds.isEmpty && shape.nulls > 0 ? ["null"] : shape.kinds
        guard let outer = containers.first else {
            return kinds.first.map { kindNames[$0]?.one ?? $0 } ?? "nothing"
        }
        var parts = ["an " + outer] + containers.dropFirst().map { kindNames[$0]?.many ?? $0 }
        guard !kinds.isEmpty else {
            parts[parts.count - 1] =
                parts.count == 1 ? "an empty " + outer : "empty " + parts[parts.count - 1]
            return parts.joined(separator: " of ")
        }
        let elements = kinds.map { kindNames[$0]?.many ?? $0 }.joined(separator: " and ")
        return parts.joined(separator: " of ") + " of " + elements
    }

    /// How a message names one value of a kind, and several.
    private static let kindNames: [String: (one: String, many: String)] = [
        "Bool": ("a Bool", "Bools"), "number": ("a number", "numbers"), "string": ("a string", "strings"),
        "object": ("an empty object", "empty objects"), "array": ("an array", "arrays"),
        "dictionary": ("a dictionary", "dictionaries"), "null": ("null", "nulls"),
    ]
}
