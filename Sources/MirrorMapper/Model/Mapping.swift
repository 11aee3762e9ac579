/// The mapping table of a struct or a final class: the exceptions to mapping every stored property
/// under its own name (``automatic``), or every mapped property with its key path.
///
/// A model needs a table only for what differs from the defaults; each modifier names properties:
///
/// ```swift
/// struct User: Mappable {
///     var id = 0
///     var fullName = ""
///     var cache = ""
///     static let mapping = Mapping<User>.automatic
///         .keyStrategy(.snakeCase)
///         .renaming(["id": "user_id"])
///         .excluding("cache")
/// }
/// ```
///
/// A table written as a dictionary literal lists each mapped property with its key path instead,
/// and maps only those; the mapper checks once per type that each entry's name is the stored
/// property its key path writes (see ``Mapper/validate(_:)``).
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

    /// Every stored `var` of `Root` maps under its own name, read and written through its storage,
    /// as a model without a table does; chain modifiers for the exceptions.
    ///
    /// The Declaring models article lists what the runtime cannot see: `let`s are written to
    /// dictionaries only, `weak`, `lazy` and property-wrapped properties are skipped and reported,
    /// and a `didSet` does not run unless the property is reached ``throughKeyPaths(_:)``.
    public static var automatic: Mapping<Root> {
        var declaration = MappingDeclaration(entries: [])
        declaration.mapsStoredProperties = true
        return Mapping(declaration: declaration)
    }

    /// Reaches the named properties through their key paths, so through their setters and
    /// observers, instead of through their storage: for a property whose `didSet` must run when
    /// the mapper writes it, or a property-wrapped one.
    ///
    /// ```swift
    /// static let mapping = Mapping<Player>.automatic.throughKeyPaths(["volume": \.volume])
    /// ```
    public func throughKeyPaths(_ entries: KeyValuePairs<String, PartialKeyPath<Root>>) -> Mapping<Root> {
        var table = self
        table.declaration.entries += entries.map { .init(name: $0.key, keyPath: $0.value) }
        return table
    }

    private init(declaration: MappingDeclaration) {
        self.declaration = declaration
    }
}
