/// The mapping table of one class in a hierarchy: only what that class declares itself.
///
/// A non-final class cannot satisfy a requirement typed with `Self`, so a class whose subclasses
/// state exceptions of their own declares its table as an overridable `class var`; each subclass
/// overrides it, and the mapper reads every level's table for that level's own properties:
///
/// ```swift
/// class Animal: Mappable {
///     var name = ""
///     required init() {}
///     class var mapping: ClassMapping { .automatic }
/// }
///
/// final class Dog: Animal {
///     var breed = ""
///     override class var mapping: ClassMapping { ClassMapping.automatic.renaming(["breed": "dog_breed"]) }
/// }
/// ```
///
/// A hierarchy with no exceptions at all needs no table: every level's stored properties map. A
/// table written as a dictionary literal lists each property with a key path that names its class
/// (`["breed": \Dog.breed]`); the mapper checks that each one belongs to the class whose table holds
/// it, and reads every table once per class.
public struct ClassMapping: MappingTable, ExpressibleByDictionaryLiteral {
    /// The table's contents as the mapper reads them.
    public var declaration: MappingDeclaration

    /// A table written as a dictionary literal: `["breed": \Dog.breed]`.
    public init(dictionaryLiteral elements: (String, AnyKeyPath)...) {
        declaration = MappingDeclaration(entries: elements.map { .init(name: $0.0, keyPath: $0.1) })
    }

    /// Every stored `var` of the class's own level maps under its own name, through its storage,
    /// as ``Mapping/automatic`` does for a struct; chain modifiers for the exceptions.
    public static var automatic: ClassMapping {
        var table: ClassMapping = [:]
        table.declaration.mapsStoredProperties = true
        return table
    }

    /// Reaches the named properties through their key paths, so through their setters and
    /// observers, instead of through their storage (see ``Mapping/throughKeyPaths(_:)``).
    ///
    /// ```swift
    /// class var mapping: ClassMapping { ClassMapping.automatic.throughKeyPaths(["volume": \Player.volume]) }
    /// ```
    public func throughKeyPaths(_ entries: KeyValuePairs<String, AnyKeyPath>) -> ClassMapping {
        var table = self
        table.declaration.entries += entries.map { .init(name: $0.key, keyPath: $0.value) }
        return table
    }
}
