import MirrorMapper

/// The number of model objects in a mapped graph, for the table's per-object column: every
/// `Mappable` value reached through stored properties, arrays, dictionaries and optionals, found
/// with `Mirror`, so class models and their struct twins are counted alike.
func modelObjectCount(in value: Any) -> Int {
    let mirror = Mirror(reflecting: value)
    let own = mirror.displayStyle != .optional && value is any Mappable ? 1 : 0
    return mirror.children.reduce(own) { $0 + modelObjectCount(in: $1.value) }
}
