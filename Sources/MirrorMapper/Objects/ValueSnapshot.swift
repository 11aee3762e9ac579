import Foundation

/// A value as comparisons and descriptions see it: models with their type names and properties in
/// table order, collections, and scalars in the form the value's dictionary holds them.
indirect enum ValueSnapshot {
    /// One mapped property of a model, or a stored property of another struct or class.
    struct Property {
        /// The property name.
        let name: String
        /// Where the property sits in the model's dictionary form (its data key).
        let key: DataKey
        let value: ValueSnapshot
    }

    /// A `String`, number, `Bool` or `NSNull`, as the dictionary form holds it (dates as the date
    /// strategy writes them, enums as raw values); numbers that JSON cannot hold (NaN) as they are.
    case scalar(Any)
    /// A model, or another struct or class.
    case model(typeName: String, properties: [Property])
    /// The first elements of an array (all of them unless a description limits them), and its count.
    case array([ValueSnapshot], count: Int)
    /// The elements of a set, sorted by their descriptions so that the order is stable.
    case set([ValueSnapshot], count: Int)
    /// The entries of a dictionary, sorted by key.
    case dictionary([(key: String, value: ValueSnapshot)], count: Int)
    /// A reference back to the object `levelsUp` models above, which contains this one.
    case cycle(typeName: String, levelsUp: Int)
    /// A model or collection beyond a description's depth limit: `Room { … }`, `[… 3 elements]`.
    case elided(String)
    /// A part of a description that could not be made, with the reason.
    case unavailable(String)
}

/// Makes the snapshot of a value for a comparison (complete, errors thrown) or for a description
/// (within the limits, errors shown in place).
final class SnapshotBuilder {
    private let context: MappingContext
    /// Limits for a description; nil for a comparison.
    private let limits: DescriptionLimits?
    /// The objects that enclose the value being snapshotted, outermost first.
    private var enclosingObjects: [ObjectIdentifier] = []
    private var depth = 0

    init(context: MappingContext, limits: DescriptionLimits?) {
        self.context = context
        self.limits = limits
    }

    func snapshot(of value: Any) throws -> ValueSnapshot {
        guard limits != nil else { return try snapshotWithoutRecovery(of: value) }
        do {
            return try snapshotWithoutRecovery(of: value)
        } catch {
            return .unavailable((error as? MappingError)?.kind.description ?? String(describing: error))
        }
    }

    private func snapshotWithoutRecovery(of value: Any) throws -> ValueSnapshot {
        if let text = value as? String { return .scalar(text) }
        if type(of: value) == NSNull.self || LooseNumber(value) != nil { return .scalar(value) }
        if let container = value as? any Container { return try snapshot(of: container.contents) }
        if let model = value as? any Mappable { return try snapshot(ofModel: model) }
        if let convertible = value as? any ValueConvertible {
            return try snapshot(ofJSON: convertible.jsonValue(in: context))
        }
        let json = try context.jsonValue(ofAny: value)
        guard let dictionary = json as? [String: Any], Mirror(reflecting: value).isStructOrClass else {
            return try snapshot(ofJSON: json)
        }
        return try nested(summary: "\(typeName(type(of: value))) { … }") {
            let properties = try dictionary.sorted { $0.key < $1.key }.map { entry in
                ValueSnapshot.Property(
                    name: entry.key, key: DataKey(verbatim: entry.key),
                    value: try snapshot(ofJSON: entry.value))
            }
            return .model(typeName: typeName(type(of: value)), properties: properties)
        }
    }

    private func snapshot(of contents: ContainerContents) throws -> ValueSnapshot {
        switch contents {
        case .optional(let wrapped):
            guard let wrapped else { return .scalar(NSNull()) }
            return try snapshot(of: wrapped)
        case .array(let elements):
            return try nested(summary: "[… \(elements.count) elements]") {
                let snapshots = try limited(elements).enumerated().map { index, element in
                    try context.located(at: .index(index)) { try snapshot(of: element) }
                }
                return .array(snapshots, count: elements.count)
            }
        case .set(let elements):
            return try nested(summary: "[… \(elements.count) elements]") {
                let sorted = sortedByDescription(try elements.map(snapshot(of:)))
                return .set(Array(limited(sorted)), count: elements.count)
            }
        case .dictionary(let entries):
            return try nested(summary: "[… \(entries.count) entries]") {
                let snapshots = try limited(entries).map { entry in
                    (
                        key: entry.key,
                        value: try context.located(at: .key(entry.key)) { try snapshot(of: entry.value) }
                    )
                }
                return .dictionary(snapshots, count: entries.count)
            }
        }
    }

    /// A value in JSON-compatible form: a dictionary, an array or a scalar.
    private func snapshot(ofJSON json: Any) throws -> ValueSnapshot {
        if let dictionary = json as? [String: Any] {
            return try snapshot(
                of: .dictionary(dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        }
        if let array = json as? [Any] { return try snapshot(of: .array(array)) }
        guard json is String || type(of: json) == NSNull.self || LooseNumber(json) != nil else {
            throw MappingError(.notRepresentable("a value of type \(typeName(type(of: json)))"))
        }
        return .scalar(json)
    }

    private func snapshot(ofModel model: any Mappable) throws -> ValueSnapshot {
        let dynamicType = type(of: model)
        let name = typeName(dynamicType)
        guard dynamicType is AnyClass else { return try snapshot(ofModel: model, as: dynamicType) }
        let identifier = ObjectIdentifier(model as AnyObject)
        if let position = enclosingObjects.lastIndex(of: identifier) {
            return .cycle(typeName: name, levelsUp: enclosingObjects.count - position)
        }
        enclosingObjects.append(identifier)
        defer { enclosingObjects.removeLast() }
        return try snapshot(ofModel: model, as: dynamicType)
    }

    private func snapshot<Model: Mappable>(ofModel model: any Mappable, as type: Model.Type) throws
        -> ValueSnapshot
    {
        guard let instance = model as? Model else {
            throw MappingError.mismatch(expected: Model.self, found: model)
        }
        let schema = try context.schema(for: Model.self)
        return try nested(summary: "\(typeName(Model.self)) { … }") {
            try context.withDateStrategy(schema.dateStrategy) {
                try properties(of: instance, schema: schema)
            }
        }
    }

    private func properties<Model: Mappable>(of instance: Model, schema: ModelSchema<Model>) throws
        -> ValueSnapshot
    {
        let keys = schema.dataKeys(for: context.mapper.keyStrategy)
        var properties: [ValueSnapshot.Property] = []
        properties.reserveCapacity(schema.bindings.count)
        for index in 0..<schema.bindings.count {
            let binding = schema.bindings[index]
            let value = try context.located(at: .key(keys[index].description)) {
                try context.withDateStrategy(binding.info.dateStrategy) {
                    try snapshot(of: binding.value(of: instance))
                }
            }
            properties.append(.init(name: binding.info.name, key: keys[index], value: value))
        }
        return .model(typeName: typeName(Model.self), properties: properties)
    }

    /// Runs `body` one level deeper; beyond a description's depth limit, `summary` stands in.
    private func nested(summary: @autoclosure () -> String, _ body: () throws -> ValueSnapshot) throws
        -> ValueSnapshot
    {
        if let limits, depth >= limits.depth { return .elided(summary()) }
        depth += 1
        defer { depth -= 1 }
        return try context.nested(nil, body)
    }

    /// The elements a description shows; all of them for a comparison.
    private func limited<Elements: Collection>(_ elements: Elements) -> Elements.SubSequence {
        elements.prefix(limits?.elements ?? Int.max)
    }

    private func sortedByDescription(_ elements: [ValueSnapshot]) -> [ValueSnapshot] {
        let renderer = DescriptionRenderer(limits: nil)
        return elements.map { (text: renderer.render($0), snapshot: $0) }
            .sorted { $0.text < $1.text }
            .map(\.snapshot)
    }
}

extension Mirror {
    /// Whether the reflected value is a struct or a class (not an enum, tuple or collection).
    fileprivate var isStructOrClass: Bool {
        displayStyle == .struct || displayStyle == .class
    }
}
