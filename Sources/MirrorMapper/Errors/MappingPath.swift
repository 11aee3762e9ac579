/// One step of a path into mapped data: a dictionary key or an array index.
enum PathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
}

extension [PathComponent] {
    /// The path as users read it: `rooms[2].host.age`, or `(root)` when empty.
    var pathDescription: String {
        var text = ""
        for component in self {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}
