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

    /// The shape of the values of `key`, one of ``keys``.
    func shape(of key: String) -> SampleShape {
        shapes[key] ?? SampleShape(keyWords: [])
    }

    /// Whether `key` was absent from some object or `null` in some: its property is optional.
    func isOptional(_ key: String) -> Bool {
        presence[key, default: 0] < count || shape(of: key).nulls > 0
    }
}
