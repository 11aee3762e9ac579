import Foundation

/// Models read from a `Decoder`: binding by binding from its keyed container where the schema
/// allows it (``ModelSchema/readsDecoderContainers``), else through the loose dictionary of its
/// data, which decides exactly as for any other dictionary.
extension ModelAccess {
    /// Updates `model` (made by `init()`) from the data `decoder` holds, in the mapping call
    /// `context`.
    static func populate<Model: Mappable>(
        _ model: inout Model, from decoder: any Decoder, in context: MappingContext
    ) throws {
        let schema = try context.schema(for: Model.self)
        if schema.readsDecoderContainers, !isSubclassInstance(model),
            let container = try? decoder.container(keyedBy: PathCodingKey.self)
        {
            return try context.nested(nil) { try schema.populate(&model, from: container, in: context) }
        }
        var data = try CodableLooseValue(from: decoder).value
        if let dictionary = data as? [String: Any] {
            data = DecoderKeys.restoringDataKeys(context.dataKeys(of: schema), in: dictionary)
        }
        try model.update(from: data, in: context)
    }
}
