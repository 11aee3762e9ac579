/// What one in-memory encoder wrote, filled in by its containers.
///
/// A finished value is stored as its JSON-compatible form at once; a nested container stays a node
/// until the whole value is finished, since its owner may write to it at any time before that.
final class EncodingNode {
    enum Slot {
        case value(Any)
        case node(EncodingNode)
    }

    private enum Storage {
        case empty
        case single(Any)
        case object([String: Slot])
        case array([Slot])
    }

    private var storage = Storage.empty

    /// Makes the node a dictionary, keeping members already written.
    func makeObject() {
        if case .object = storage { return }
        storage = .object([:])
    }

    /// Makes the node an array, keeping elements already written.
    func makeArray() {
        if case .array = storage { return }
        storage = .array([])
    }

    /// Makes the node one finished value.
    func set(_ value: Any) {
        storage = .single(value)
    }

    /// Writes the member `key` of a dictionary.
    func set(_ slot: Slot, forKey key: String) {
        guard case .object(var members) = storage else {
            storage = .object([key: slot])
            return
        }
        storage = .empty  // keeps `members` uniquely referenced while it changes
        members[key] = slot
        storage = .object(members)
    }

    /// Appends an element to an array.
    func append(_ slot: Slot) {
        guard case .array(var elements) = storage else {
            storage = .array([slot])
            return
        }
        storage = .empty
        elements.append(slot)
        storage = .array(elements)
    }

    /// The number of elements of an array.
    var count: Int {
        guard case .array(let elements) = storage else { return 0 }
        return elements.count
    }

    /// The JSON-compatible value written; a node nothing was written to is an empty dictionary,
    /// as a type with no properties to encode writes one.
    var jsonValue: Any {
        switch storage {
        case .empty: return [String: Any]()
        case .single(let value): return value
        case .object(let members): return members.mapValues(\.jsonValue)
        case .array(let elements): return elements.map(\.jsonValue)
        }
    }
}

extension EncodingNode.Slot {
    var jsonValue: Any {
        switch self {
        case .value(let value): value
        case .node(let node): node.jsonValue
        }
    }
}
