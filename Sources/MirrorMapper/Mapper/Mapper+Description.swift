import Foundation

extension Mapper {
    /// A readable, indented description of any value for logging: models with their type names and
    /// one mapped property per line (by property name, in table order), nested models indented,
    /// short arrays and dictionaries of scalars on one line.
    ///
    /// ```swift
    /// print(Mapper().description(of: user))
    /// // User {
    /// //   id: 7
    /// //   name: "Ada"
    /// //   email: nil
    /// //   rooms: [
    /// //     Room {
    /// //       id: 1
    /// //       …
    /// ```
    ///
    /// Values are shown as the dictionary form holds them: dates as the date strategy writes them,
    /// enums as their raw values; dictionary keys and set elements are sorted, so the text is stable.
    /// Values without a mapping table are shown through their dictionary form. A reference back to
    /// an enclosing object reads `<cycle: User>`; a part that cannot be described (an invalid table)
    /// reads `<unavailable: reason>`, so a description never throws.
    ///
    /// Models do not print this way by default (it would change every `print` and string
    /// interpolation of them); opt in per type:
    ///
    /// ```swift
    /// extension User: CustomStringConvertible {
    ///     var description: String { Mapper().description(of: self) }
    /// }
    /// ```
    /// - Parameters:
    ///   - value: The model or other value.
    ///   - limits: How deep, how many elements and how many characters of a string are shown.
    /// - Returns: The description, lines separated by `\n`, indented by two spaces per level.
    public func description(of value: Any, limits: DescriptionLimits = DescriptionLimits()) -> String {
        let builder = SnapshotBuilder(context: MappingContext(mapper: self), limits: limits)
        let snapshot: ValueSnapshot
        do {
            snapshot = try builder.snapshot(of: value)
        } catch {
            snapshot = .unavailable(String(describing: error))
        }
        return DescriptionRenderer(limits: limits).render(snapshot)
    }
}
