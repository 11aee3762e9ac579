import Foundation

/// Reading a model's properties from a `Decoder`'s keyed container, binding by binding in table
/// order, with the same results, problems and paths as ``populate(_:from:in:)`` gives for the
/// dictionary of the same data.
extension ModelSchema {
    /// Sets every property whose key is a member of `container`; the others are left alone. For
    /// schemas that read JSON text member by member (``streamsJSON``): no hooks, subtypes, dotted
    /// or fallback keys, which need the whole dictionary.
    func populate(
        _ root: inout Root, from container: KeyedDecodingContainer<PathCodingKey>, in context: MappingContext
    ) throws {
        let keys = context.dataKeys(of: self)
        let bindings = bindings
        try context.withDateStrategy(dateStrategy) {
            for index in 0..<bindings.count {
                guard let key = DecoderKeys.member(keys[index].first, of: container) else { continue }
                let isNull = try container.decodeNil(forKey: key)
                if isNull, context.mapper.ignoresNull { continue }
                let issueCount = context.issues.count
                do {
                    if isNull {
                        try bindings[index].decode(NSNull(), into: &root, in: context)
                    } else {
                        try bindings[index].decodeMember(key, of: container, into: &root, in: context)
                    }
                    context.prefixIssues(from: issueCount, withKey: keys[index])
                } catch {
                    try Self.recover(
                        from: error, at: keys[index], issuesBefore: issueCount, outcome: .keptCurrentValue,
                        in: context)
                }
            }
        }
    }
}
