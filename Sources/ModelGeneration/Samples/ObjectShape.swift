import MirrorMapper

/// The objects seen at one place of a document: their keys in the order of first appearance, and
/// for each key the shape of its values and how many objects had it.
final class ObjectShape {
    /// The keys in the order they first appeared.
    private(set) var keys: [String] = []
    /// How many objects were seen.
    private(set) var count = 0
    private var shapes: [String: SampleShape] = [:]
    private var presence: [String: Int] = [:]

    /// Objects at a place where `emptyObjects` objects were `{}` already: those lacked every key.
    init(emptyObjects: Int) {
        count = emptyObjects
    }

    /// Adds one object; `{}` counts, as an object without any of the keys.
    func add(_ members: [(key: String, value: JSONLiteral)]) {
        count += 1
        for (key, value) in members {
            let shape = shapes[key] ?? SampleShape(keyWords: Words.of(key))
            if shapes[key] == nil {
                keys.append(key)
                shapes[key] = shape
            }
            presence[key, default: 0] += 1
            shape.add(value)
        }
    }

    /// Counts `other`'s objects as objects of this shape, as if they had been added here: its keys
    /// join these, after them, and `mergeValues` gives the values of each key both have to this
    /// shape's (see ``SameShapes``).
    func absorb(
        _ other: ObjectShape, mergingValues mergeValues: (_ kept: SampleShape, _ merged: SampleShape) -> Void
    ) {
        count += other.count
        for key in other.keys {
            presence[key, default: 0] += other.presence[key, default: 0]
            if let shape = shapes[key] {
                mergeValues(shape, other.shape(of: key))
            } else {
                keys.append(key)
                shapes[key] = other.shape(of: key)
            }
        }
    }

    /// Counts `count` more objects, `{}` each: objects without any of the keys.
    func addEmptyObjects(_ count: Int) {
        self.count += count
    }

    /// Whether some object has `key`.
    func has(_ key: String) -> Bool {
        shapes[key] != nil
    }

    /// Whether some object lacks `key`.
    func isSometimesAbsent(_ key: String) -> Bool {
        presence[key, default: 0] < count
    }

    /// The shape of the values of `key`, one of ``keys``.
    func shape(of key: String) -> SampleShape {
        shapes[key] ?? SampleShape(keyWords: [])
    }

    /// Whether `key` was absent from some object or `null` in some: its property is optional.
    func isOptional(_ key: String) -> Bool {
        isSometimesAbsent(key) || shape(of: key).nulls > 0
    }
}
