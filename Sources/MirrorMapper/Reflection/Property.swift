/// A stored property as the mapper sees it, from ``Mapper/properties(of:)``.
///
/// ```swift
/// for property in Mapper.properties(of: User.self) {
///     print(property.name, property.type)   // id Int, name String, email Optional<String>, …
/// }
/// ```
public struct Property: Sendable, CustomStringConvertible {
    /// The property's name as declared.
    public let name: String
    /// The property's declared type (for a property wrapper, the wrapper's).
    public let type: Any.Type
    /// The class that declares the property (the type itself for a struct).
    public let declaringType: Any.Type
    /// Whether the mapping table maps the property.
    public let isMapped: Bool

    /// `name: Type`.
    public var description: String { "\(name): \(typeName(type))" }
}
