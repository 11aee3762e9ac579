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
