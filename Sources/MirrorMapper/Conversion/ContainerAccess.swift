/// The elements of a standard collection or `Optional` seen through `Any`, in a stable order.
enum ContainerContents {
    /// An `Optional`: its value, or nil.
    case optional(Any?)
    /// An `Array`'s elements.
    case array([Any])
    /// A `Set`'s elements, in iteration order.
    case set([Any])
    /// A `Dictionary`'s entries by the text of their keys, sorted by key.
    case dictionary([(key: String, value: Any)])
}

/// `Optional`, `Array`, `Set` and `Dictionary` of any element type, so copies, comparisons and
/// descriptions reach the models nested in them without `Mirror`, and a type that does not convert
/// is found however deep in them it sits.
protocol Container {
    /// The types of the values it holds: an optional's wrapped type, a collection's elements, a
    /// dictionary's keys and values.
    static var containedTypes: [Any.Type] { get }
    /// Whether the container counts as a level of nesting for ``Mapper/maximumDepth``: collections
    /// do, an `Optional` does not.
    static var isNestingLevel: Bool { get }
    /// The elements.
    var contents: ContainerContents { get }
    /// A container of the same type with every element replaced by `transform`'s result (given the
    /// element and where it is), or nil when a result is not of the element type.
    func mapElements(_ transform: (Any, PathComponent?) throws -> Any) rethrows -> Self?
}

extension Container {
    static var isNestingLevel: Bool { true }
}

extension Optional: Container {
    static var containedTypes: [Any.Type] { [Wrapped.self] }
    static var isNestingLevel: Bool { false }
    var contents: ContainerContents { .optional(self.map { $0 }) }

    func mapElements(_ transform: (Any, PathComponent?) throws -> Any) rethrows -> Wrapped?? {
        guard let wrapped = self else { return .some(nil) }
        return (try transform(wrapped, nil) as? Wrapped).map { .some($0) }
    }
}

extension Array: Container {
    static var containedTypes: [Any.Type] { [Element.self] }
    var contents: ContainerContents { .array(map { $0 }) }

    func mapElements(_ transform: (Any, PathComponent?) throws -> Any) rethrows -> [Element]? {
        var result: [Element] = []
        result.reserveCapacity(count)
        for (index, element) in enumerated() {
            guard let mapped = try transform(element, .index(index)) as? Element else { return nil }
            result.append(mapped)
        }
        return result
    }
}

extension Set: Container {
    static var containedTypes: [Any.Type] { [Element.self] }
    var contents: ContainerContents { .set(map { $0 }) }

    func mapElements(_ transform: (Any, PathComponent?) throws -> Any) rethrows -> Set<Element>? {
        try Array(self).mapElements(transform).map { Set($0) }
    }
}

extension Dictionary: Container {
    static var containedTypes: [Any.Type] { [Key.self, Value.self] }
    var contents: ContainerContents {
        .dictionary(map { (key: keyText($0.key), value: $0.value as Any) }.sorted { $0.key < $1.key })
    }

    func mapElements(_ transform: (Any, PathComponent?) throws -> Any) rethrows -> [Key: Value]? {
        var result: [Key: Value] = [:]
        result.reserveCapacity(count)
        for (key, value) in self {
            guard let mapped = try transform(value, .key(keyText(key))) as? Value else { return nil }
            result[key] = mapped
        }
        return result
    }

    /// A key as text, as the dictionary form writes it.
    private func keyText(_ key: Key) -> String {
        (key as? String) ?? String(describing: key)
    }
}
