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
                let dataKey = keys[index].first
                let issueCount = context.issues.count
                do {
                    if try !bindings[index].decodeMember(
                        PathCodingKey(stringValue: dataKey), of: container, into: &root, in: context),
                        try !decodeAbsentOrNull(
                            dataKey, into: &root, by: bindings[index], from: container, in: context)
                    {
                        continue
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

    /// Decodes the member `dataKey` that the binding did not find as it is: absent, `null`, or held
    /// under the key the decoder converted it to (``DecoderKeys``). A `null` is decoded as `NSNull`
    /// unless the mapper ignores nulls; returns whether the property was given a value.
    private func decodeAbsentOrNull(
        _ dataKey: String, into root: inout Root, by binding: any PropertyBinding<Root>,
        from container: KeyedDecodingContainer<PathCodingKey>, in context: MappingContext
    ) throws -> Bool {
        guard let key = DecoderKeys.member(dataKey, of: container) else { return false }
        guard try container.decodeNil(forKey: key) else {
            return try binding.decodeMember(key, of: container, into: &root, in: context)
        }
        guard !context.mapper.ignoresNull else { return false }
        try binding.decode(NSNull(), into: &root, in: context)
        return true
    }
}
