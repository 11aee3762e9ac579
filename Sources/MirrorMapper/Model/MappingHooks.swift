/// A model that looks at its data around its table: rewrites or rejects it before the table
/// maps it, checks the result or fixes it up after.
///
/// ```swift
/// final class Post: Mappable, MappingHooks {
///     // properties and mapping table …
///     static func willMap(_ data: [String: Any]) -> [String: Any]? {
///         data["hidden"] as? Bool == true ? nil : data   // reject hidden posts
///     }
///     func didMap(from data: [String: Any]) throws {
///         if summary == nil { summary = keywords.first }
///     }
/// }
/// ```
///
/// Both hooks take the model's data as a dictionary, so a model with hooks is always mapped
/// from one: from JSON text, its object is read into a `[String: Any]` first, where models
/// without hooks are read straight from the text (see ``Mapper/object(of:fromJSON:at:)-method``). Implement
/// either hook or both; the other keeps its default. A class hierarchy conforms in its root class,
/// declaring the hooks as `class func` and methods its subclasses may override.
public protocol MappingHooks: Mappable {
    /// Called with the data before it is mapped into a model of this type: return it, a rewritten
    /// copy, or nil to reject it. A rejected element of an array is dropped and reported (lenient
    /// mode); a rejected top-level object throws ``MappingError/Kind/rejected(_:)``. The default
    /// returns the data unchanged.
    ///
    /// ```swift
    /// static func willMap(_ data: [String: Any]) -> [String: Any]? {
    ///     data["deleted"] as? Bool == true ? nil : data
    /// }
    /// ```
    static func willMap(_ dictionary: [String: Any]) -> [String: Any]?

    /// Called after the mapper set this model's properties from `dictionary` (as `willMap` returned
    /// it): validate, or fix up derived state. A thrown error is reported with the model's path
    /// (lenient mode) or thrown (strict mode). The default does nothing.
    ///
    /// ```swift
    /// mutating func didMap(from dictionary: [String: Any]) throws {
    ///     guard age >= 0 else { throw MappingError(.custom("age is negative")) }
    /// }
    /// ```
    mutating func didMap(from dictionary: [String: Any]) throws
}

extension MappingHooks {
    /// Returns the data unchanged.
    public static func willMap(_ dictionary: [String: Any]) -> [String: Any]? { dictionary }

    /// Does nothing.
    public mutating func didMap(from dictionary: [String: Any]) throws {}
}
