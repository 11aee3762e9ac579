/// Whether objects seen at two places of a sample are of one shape, so that one model serves both:
/// the rule of ``SameShapes``.
///
/// Two object shapes match when they share a key, when every key only one of them has is absent
/// from some of its objects (so the other's objects are ones without it), and when each shared key
/// holds values of the same kind on both sides (Bool, number, string, array, object or dictionary),
/// nulls and empty arrays aside, the objects and elements inside them matching too. Keys that hold
/// several kinds on both sides match, being `Any` either way. Numbers, dates and URLs are no part of
/// the rule: the merged samples decide them, as the elements of one array do.
///
/// Where the places' keys name different things (`user` and `statuses`), the shapes must also have
/// the same keys: an object that lacks an optional key of another is a sample of its model only
/// under a key of the same name (`retweeted_status` is a `status`).
struct ShapeMatch {
    /// The pairs of object shapes the match makes one, the two compared first among them.
    private(set) var pairs: [(kept: ObjectShape, merged: ObjectShape)] = []
    private var compared: Set<[ObjectIdentifier]> = []
    private let replacements: ShapeReplacements

    /// The match of `merged` with `kept`, nil when they differ; `sameKeys` asks for the same keys.
    init?(_ kept: ObjectShape, _ merged: ObjectShape, sameKeys: Bool, replacements: ShapeReplacements) {
        self.replacements = replacements
        guard match(kept, merged, sameKeys: sameKeys) else { return nil }
    }

    private mutating func match(_ kept: ObjectShape, _ merged: ObjectShape, sameKeys: Bool) -> Bool {
        guard kept !== merged, compared.insert([ObjectIdentifier(kept), ObjectIdentifier(merged)]).inserted
        else { return true }
        pairs.append((kept, merged))
        let shared = merged.keys.filter(kept.has)
        guard !shared.isEmpty else { return false }
        for (one, other) in [(kept, merged), (merged, kept)] {
            for key in one.keys where !other.has(key) {
                guard !sameKeys, one.isSometimesAbsent(key) else { return false }
            }
        }
        return shared.allSatisfy { match(kept.shape(of: $0), merged.shape(of: $0)) }
    }

    private mutating func match(_ kept: SampleShape, _ merged: SampleShape) -> Bool {
        let (keptKinds, mergedKinds) = (kept.kinds, merged.kinds)
        if keptKinds.isEmpty || mergedKinds.isEmpty || (keptKinds.count > 1 && mergedKinds.count > 1) {
            return true
        }
        guard keptKinds == mergedKinds else { return false }
        if let keptElements = kept.elements, let mergedElements = merged.elements,
            !match(keptElements, mergedElements)
        {
            return false
        }
        if let keptValues = kept.dictionaryValues, let mergedValues = merged.dictionaryValues,
            !match(keptValues, mergedValues)
        {
            return false
        }
        if let keptObjects = kept.objects, let mergedObjects = merged.objects {
            return match(
                replacements.current(keptObjects), replacements.current(mergedObjects), sameKeys: false)
        }
        return true
    }
}
