import Foundation

extension Mapper {
    /// The paths where two values differ, with the value on each side: deep equality with a diff.
    ///
    /// ```swift
    /// let edited = try Mapper().copy(of: user)
    /// edited.name = "Ada L."
    /// edited.rooms[2].host?.age = 32
    /// try Mapper().differences(between: user, and: edited).map(\.path)   // ["name", "rooms[2].host.age"]
    /// ```
    ///
    /// Values are compared as their dictionary forms (``dictionary(from:including:excluding:)-method``), so
    /// excluded properties do not count. Models are compared property by property in table order,
    /// paths use data keys; values of different model types differ as a whole. Arrays are compared
    /// index by index, and each element added or removed at the end is a difference of its own;
    /// dictionaries key by key; sets ignore order and differ as a whole. Numbers compare by value
    /// across types (`1 == 1.0`, exactly for 64-bit integers), booleans are not numbers, NaN equals
    /// NaN. A reference back to an enclosing object is compared by how many objects up it points,
    /// so cycles compare without looping; in a difference's value it reads `<cycle: Node>`.
    ///
    /// - Parameters:
    ///   - old: The value before.
    ///   - new: The value after.
    /// - Returns: The differences in the order of the properties, empty when the values are equal.
    /// - Throws: ``MappingError`` for an invalid mapping table, nesting beyond ``maximumDepth``, or a
    ///   cycle between objects that are not models.
    public func differences(between old: Any, and new: Any) throws -> [ModelDifference] {
        let builder = SnapshotBuilder(context: MappingContext(mapper: self), limits: nil)
        var comparison = SnapshotComparison(omitsNil: nilEncoding == .omit)
        comparison.compare(try builder.snapshot(of: old), try builder.snapshot(of: new), at: [])
        return comparison.differences
    }
}
