/// Whether making object shapes one would make a model hold itself where Swift cannot declare it:
/// a struct holding itself other than in an array or a dictionary (`var next: Node?` in a struct
/// is a recursive value type), or a class holding itself through properties that are never
/// optional (`var next = Node()` in `Node.init()` never ends).
struct ModelCycles {
    /// Whether the models are structs.
    let modelsAreStructs: Bool
    /// The merges made so far.
    let replacements: ShapeReplacements

    /// Whether a model would hold itself if each pair of `pairs` were one model.
    func arise(joining pairs: [(kept: ObjectShape, merged: ObjectShape)]) -> Bool {
        var groups = ShapeGroups()
        for pair in pairs { groups.join(replacements.current(pair.kept), replacements.current(pair.merged)) }
        var finished: [ObjectIdentifier: Bool] = [:]
        /// Whether a walk from `shape` comes back to a model on the way to it.
        func returns(from shape: ObjectShape) -> Bool {
            let group = groups.leader(of: shape)
            if let done = finished[group] { return !done }
            finished[group] = false
            for member in groups.members(of: shape) where heldModels(of: member).contains(where: returns) {
                return true
            }
            finished[group] = true
            return false
        }
        return pairs.contains { returns(from: replacements.current($0.kept)) }
    }

    /// The shapes whose models `shape`'s model holds in properties that make a cycle illegal.
    private func heldModels(of shape: ObjectShape) -> [ObjectShape] {
        shape.keys.compactMap { key in
            let values = shape.shape(of: key)
            guard values.kinds == ["object"], let objects = values.objects,
                modelsAreStructs || !shape.isOptional(key)
            else { return nil }
            return replacements.current(objects)
        }
    }
}

/// Object shapes in groups that are to become one model each.
private struct ShapeGroups {
    private var leaders: [ObjectIdentifier: ObjectIdentifier] = [:]
    private var membersByLeader: [ObjectIdentifier: [ObjectShape]] = [:]

    /// Puts `one` and `other`, and the shapes grouped with them, in one group.
    mutating func join(_ one: ObjectShape, _ other: ObjectShape) {
        let (first, second) = (leader(of: one), leader(of: other))
        guard first != second else { return }
        let joined = members(of: one) + members(of: other)
        for member in members(of: other) { leaders[ObjectIdentifier(member)] = first }
        membersByLeader[first] = joined
        membersByLeader[second] = nil
    }

    /// The group of `shape`, named by one of its members.
    func leader(of shape: ObjectShape) -> ObjectIdentifier {
        leaders[ObjectIdentifier(shape)] ?? ObjectIdentifier(shape)
    }

    /// The shapes in the group of `shape`.
    func members(of shape: ObjectShape) -> [ObjectShape] {
        membersByLeader[leader(of: shape)] ?? [shape]
    }
}
