/// The mapping table of one class in a hierarchy: only the properties that class declares itself.
///
/// A non-final class cannot satisfy a requirement typed with `Self`, so classes that have (or may
/// have) subclasses declare their table as an overridable `class var`; each subclass overrides it
/// with its own properties, and the mapper adds the superclasses' tables itself:
///
/// ```swift
/// class Animal: Mappable {
///     var name = ""
///     required init() {}
///     class var mapping: ClassMapping { ["name": \Animal.name] }
/// }
///
/// final class Dog: Animal {
///     var breed = ""
///     override class var mapping: ClassMapping { ["breed": \Dog.breed] }
/// }
/// ```
///
/// Key paths name their class explicitly (`\Dog.breed`); the mapper checks that each one belongs to
/// the class whose table holds it, and reads every table once per class.
public struct ClassMapping: MappingTable, ExpressibleByDictionaryLiteral {
    /// The table's contents as the mapper reads them.
    public var declaration: MappingDeclaration

    /// A table written as a dictionary literal: `["breed": \Dog.breed]`.
    public init(dictionaryLiteral elements: (String, AnyKeyPath)...) {
        declaration = MappingDeclaration(entries: elements.map { .init(name: $0.0, keyPath: $0.1) })
    }
}
