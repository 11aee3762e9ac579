/// The path from the root of a value that the in-memory coders work on to one of its parts, kept as
/// a list linked towards the root: making a step costs one small allocation, and the path becomes
/// `[CodingKey]` only when a `Codable` type asks for it.
///
/// The mapper's own paths (`rooms[2].price.amount`) are not built from these nodes: they are put
/// together by ``MappingContext`` as errors travel out of the calls that made them.
final class CodingPathNode: Sendable {
    let parent: CodingPathNode?
    let component: PathComponent
    /// How many steps from the root this node is.
    let depth: Int

    init(parent: CodingPathNode?, component: PathComponent) {
        self.parent = parent
        self.component = component
        depth = (parent?.depth ?? 0) + 1
    }

    /// The path from the root, as `Codable` types read it.
    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        keys.reserveCapacity(depth)
        var node: CodingPathNode? = self
        while let current = node {
            keys.append(PathCodingKey(current.component))
            node = current.parent
        }
        return keys.reversed()
    }
}

extension CodingPathNode? {
    /// The path of the part of the value under `component` of this path.
    func appending(_ component: PathComponent?) -> CodingPathNode? {
        guard let component else { return self }
        return CodingPathNode(parent: self, component: component)
    }

    /// The number of steps from the root.
    var depth: Int { self?.depth ?? 0 }

    /// The path as `Codable` types read it.
    var codingPath: [any CodingKey] { self?.codingPath ?? [] }
}
