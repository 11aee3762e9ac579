/// Which object shape took the samples of each shape merged into another (see ``SameShapes``).
struct ShapeReplacements {
    private var replacements: [ObjectIdentifier: ObjectShape] = [:]

    /// The shape that holds `shape`'s samples now: itself, unless it was merged.
    func current(_ shape: ObjectShape) -> ObjectShape {
        var shape = shape
        while let replacement = replacements[ObjectIdentifier(shape)] { shape = replacement }
        return shape
    }

    /// Whether `shape` was merged into another.
    func isReplaced(_ shape: ObjectShape) -> Bool {
        replacements[ObjectIdentifier(shape)] != nil
    }

    /// Notes that `kept` holds `merged`'s samples from now on.
    mutating func replace(_ merged: ObjectShape, by kept: ObjectShape) {
        replacements[ObjectIdentifier(merged)] = kept
    }
}
