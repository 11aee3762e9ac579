import Foundation

/// A model that the mapper makes from dictionaries and turns back into them: a struct or a class
/// whose stored properties the runtime describes, with a table only for the exceptions.
///
/// ```swift
/// struct Repo: Mappable {   // every stored property maps under its own name
///     var name = ""
///     var stars = 0
///     var license: String?
/// }
///
/// final class User: Mappable {
///     var id = 0
///     var fullName = ""
///     var rooms: [Room] = []
///     required init() {}
///     static let mapping = Mapping<User>.automatic.keyStrategy(.snakeCase).renaming(["id": "user_id"])
/// }
/// ```
///
/// A class with subclasses that state exceptions of their own declares its table as an overridable
/// `class var` of type ``ClassMapping`` (see there). New instances start from `init()`, so a key
/// missing from the data leaves the property's declared default.
public protocol Mappable: KeyValueSettable, ValueConvertible, SendableMetatype {
    /// The type of the table: ``Mapping`` or ``ClassMapping``.
    associatedtype PropertyTable: MappingTable = ClassMapping

    /// Makes an instance with every property at its declared default.
    init()

    /// The exceptions to mapping every stored property under its own name, or the table of every
    /// mapped property with its key path; a model without one maps all its stored properties.
    static var mapping: PropertyTable { get }
}

extension Mappable where PropertyTable == ClassMapping {
    /// No exceptions: every stored property maps under its own name (``ClassMapping/automatic``).
    public static var mapping: ClassMapping { .automatic }
}

extension Mappable {
    /// Makes a model from a `[String: Any]` dictionary, as ``Mapper/object(of:from:at:)-method`` does; an
    /// instance of a registered subtype when the data names one (see ``MappingTable/subtypes(on:_:)``).
    public static func convert(from value: Any, in context: MappingContext) throws -> Self {
        guard let dictionary = value as? [String: Any] else {
            throw MappingError.mismatch(expected: Self.self, found: value)
        }
        return try ModelAccess.make(Self.self, from: dictionary, in: context)
    }

    /// Updates this model in place from a `[String: Any]` dictionary: properties whose keys are
    /// absent keep their values, nested models are updated in place.
    public mutating func update(from value: Any, in context: MappingContext) throws {
        guard let dictionary = value as? [String: Any] else {
            throw MappingError.mismatch(expected: Self.self, found: value)
        }
        try ModelAccess.populate(&self, from: dictionary, in: context)
    }

    /// The model as a dictionary keyed by its data keys.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try context.nested(nil) {
            try ModelAccess.dictionary(from: self, in: context)
        }
    }

    /// Sets the property named `key` from `value` through the mapping table, converting it to the
    /// property's declared type with the default ``Mapper`` rules.
    ///
    /// ```swift
    /// var user = User()
    /// try user.setValue("42", forKey: "id")   // user.id == 42
    /// ```
    /// - Throws: ``MappingError`` when `key` is not a mapped property or `value` does not convert.
    public mutating func setValue(_ value: Any?, forKey key: String) throws {
        let context = MappingContext(mapper: Mapper(mode: .strict))
        try ModelAccess.setValue(value ?? NSNull(), forProperty: key, of: &self, in: context)
    }
}
