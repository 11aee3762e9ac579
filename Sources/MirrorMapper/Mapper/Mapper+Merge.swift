/// What ``Mapper/merge(_:with:identifiedBy:orphans:)`` does with existing models that the
/// new data no longer mentions.
public enum OrphanPolicy<Model>: Sendable {
    /// Keeps them, after the merged models.
    case keep
    /// Leaves them out of the result.
    case remove
    /// Asks, model by model: return true to keep it.
    case decide(@Sendable (Model) -> Bool)
}

/// Updating a list of models from new data by identity (MMRecord's primary key, MagicalRecord's
/// `relatedByAttribute`).
extension Mapper {
    /// Merges `array` (dictionaries) into `existing`, matching them by the property `identifier`:
    /// a dictionary whose identifier matches an existing model updates that model in place (class
    /// instances keep their identity), one that matches none makes a new model, and existing
    /// models left unmatched are kept or removed by `orphans`.
    ///
    /// ```swift
    /// rooms = try Mapper().merge(rooms, with: response["rooms"] as? [Any] ?? [], identifiedBy: "id",
    ///                            orphans: .remove)
    /// ```
    /// - Parameters:
    ///   - existing: The models you have.
    ///   - array: The new data, one dictionary per model.
    ///   - identifier: The property that identifies a model (its data key is read from the data and
    ///     converted to the property's type before comparing, so `"7"` matches `7`).
    ///   - orphans: What happens to existing models the data does not mention; kept by default.
    ///     In lenient mode an element that is not a dictionary or does not convert is dropped and
    ///     reported.
    /// - Returns: The merged models in the order of `array`, then the kept orphans in their order.
    /// - Throws: ``MappingError`` when `identifier` is not a mapped property, or in strict mode.
    public func merge<Model: Mappable>(
        _ existing: [Model], with array: [Any], identifiedBy identifier: String,
        orphans: OrphanPolicy<Model> = .keep
    ) throws -> [Model] {
        try run { context in
            let schema = try context.schema(for: Model.self)
            guard let index = schema.index(ofProperty: identifier) else {
                throw MappingError(
                    .invalidMapping("\(typeName(Model.self)) maps no property named \"\(identifier)\""))
            }
            let binding = schema.bindings[index]
            let key = schema.dataKeys(for: keyStrategy)[index]
            func identity(of model: Model) throws -> String {
                String(describing: try schema.dictionaryValue(ofMember: index, of: model, in: context))
            }
            var positionByIdentity: [String: Int] = [:]
            for (position, model) in existing.enumerated() {
                positionByIdentity[try identity(of: model)] = position
            }
            var merged: [Model] = []
            var mergedPositions: [Int: Int] = [:]  // position in `existing` → position in `merged`
            for (offset, element) in array.enumerated() {
                try context.droppingIfLenient {
                    try context.nested(.index(offset)) {
                        guard let dictionary = element as? [String: Any] else {
                            throw MappingError.mismatch(expected: Model.self, found: element)
                        }
                        var probe = Model()
                        let match = try key.value(in: dictionary).flatMap { raw in
                            var member = LooseMember(value: raw)
                            _ = try binding.read(&member, into: &probe, in: context)
                            return positionByIdentity[try identity(of: probe)]
                        }
                        guard let match else {
                            merged.append(try Model.convert(from: dictionary, in: context))
                            return
                        }
                        var model = mergedPositions[match].map { merged[$0] } ?? existing[match]
                        try model.update(from: dictionary, in: context)
                        if let earlier = mergedPositions[match] {
                            merged[earlier] = model
                        } else {
                            mergedPositions[match] = merged.count
                            merged.append(model)
                        }
                    }
                }
            }
            for (position, model) in existing.enumerated() where mergedPositions[position] == nil {
                switch orphans {
                case .keep: merged.append(model)
                case .remove: break
                case .decide(let keep): if keep(model) { merged.append(model) }
                }
            }
            return merged
        }
    }

}
