/// The mapping table of a struct or a final class: property names to writable key paths.
///
/// ```swift
/// struct Room: Mappable {
///     var id = 0
///     var title = ""
///     var host: User?
///     static let mapping: Mapping<Room> = ["id": \.id, "title": \.title, "host": \.host]
/// }
/// ```
///
/// Every entry's name must be the stored property its key path writes; the mapper checks this
/// once per type (see ``Mapper/validate(_:)``).
public struct Mapping<Root>: MappingTable, ExpressibleByDictionaryLiteral {
    /// The table's contents as the mapper reads them.
    public var declaration: MappingDeclaration

    /// A table from `(property name, key path)` pairs.
    public init(_ entries: KeyValuePairs<String, PartialKeyPath<Root>>) {
        declaration = MappingDeclaration(entries: entries.map { .init(name: $0.key, keyPath: $0.value) })
    }

    /// A table written as a dictionary literal: `["id": \.id, "title": \.title]`.
    public init(dictionaryLiteral elements: (String, PartialKeyPath<Root>)...) {
        declaration = MappingDeclaration(entries: elements.map { .init(name: $0.0, keyPath: $0.1) })
    }
}
