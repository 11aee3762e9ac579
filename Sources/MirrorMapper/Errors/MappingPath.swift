/// One step of a path into mapped data: a dictionary key or an array index.
enum PathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}

extension [PathComponent] {
    /// The path as users read it: `rooms[2].host.age`, or `(root)` when empty.
    var pathDescription: String {
        description(showingKey: { $0 })
    }

    /// The path as errors and issues show it: as ``pathDescription``, with each key longer than 40
    /// characters cut to an excerpt.
    var excerptedPathDescription: String {
        description(showingKey: { excerpt(of: $0) })
    }

    private func description(showingKey show: (String) -> String) -> String {
        var text = ""
        for component in self {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += show(key)
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}

/// A `CodingKey` for one step of a path, so the in-memory coders report their place in the data to
/// `Codable` types the way other coders do.
struct PathCodingKey: CodingKey {
    let component: PathComponent

    init(_ component: PathComponent) {
        self.component = component
    }

    init(stringValue: String) {
        component = .key(stringValue)
    }

    init(intValue: Int) {
        component = .index(intValue)
    }

    var stringValue: String {
        switch component {
        case .key(let key): key
        case .index(let index): "Index \(index)"
        }
    }

    var intValue: Int? {
        guard case .index(let index) = component else { return nil }
        return index
    }
}

extension PathComponent {
    /// The step a coding key names: an index for the coders' own array positions, else the key's
    /// text (a `CodingKeys` case with an `Int` raw value is still a dictionary key).
    init(_ key: any CodingKey) {
        self = (key as? PathCodingKey)?.component ?? .key(key.stringValue)
    }
}
