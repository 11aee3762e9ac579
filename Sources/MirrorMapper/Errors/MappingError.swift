import Foundation

/// A problem found while mapping, with the path where it happened.
///
/// In strict mode the first problem is thrown; in lenient mode (the default) problems with single
/// values are collected as ``MappingIssue``s, and only problems that are not about one value are
/// thrown: an invalid mapping table, top-level input of the wrong shape, a cycle, the depth limit.
///
/// ```swift
/// do {
///     _ = try Mapper(mode: .strict).object(of: User.self, from: ["age": "old"])
/// } catch let error as MappingError {
///     print(error)  // age: expected Int, found String "old"
/// }
/// ```
public struct MappingError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The value could not be converted to the declared type.
        case typeMismatch(expected: String, found: String)
        /// The value is a number outside the range of the declared type (no overflow, no rounding).
        case outOfRange(expected: String, found: String)
        /// The data has no value where the call requires one: nothing at a response's key path
        /// (`items: key is absent (expected Array<Repo>)`). An explicit `null` is a
        /// ``typeMismatch(expected:found:)`` that says `found null`.
        case missingValue(expected: String)
        /// The model's mapping table is wrong: a programmer error, reported every time the type is used.
        case invalidMapping(String)
        /// The data or the object graph is nested deeper than ``Mapper/maximumDepth``.
        case depthLimitExceeded(Int)
        /// An object refers back to itself, so it has no finite dictionary form.
        case cycle(String)
        /// A value has no JSON-compatible form (for example a `Double` that is NaN or infinite).
        case notRepresentable(String)
        /// A model's `willMap` hook rejected the data.
        case rejected(String)
        /// A problem reported by a user-defined conversion or hook.
        case custom(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// Where it went wrong, relative to the top-level value: `rooms[2].host.age`. Printed short: a
    /// key longer than 40 characters is cut, and a path longer than 160 characters keeps its
    /// first and last levels around `…(96 more levels)…`; ``codingPath`` has it in full.
    public var path: String { components.excerptedPathDescription }

    /// The whole path, nothing cut, outermost first: a key's `stringValue` is the data key, an
    /// index has an `intValue` (its `stringValue` is `Index 2`), as in a `DecodingError`.
    ///
    /// ```swift
    /// catch let error as MappingError {
    ///     let keys = error.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    ///     print(keys)  // ["rooms", "[2]", "host", "age"]
    /// }
    /// ```
    public var codingPath: [any CodingKey] { components.map(PathCodingKey.init) }

    /// The path as components, innermost last.
    var components: [PathComponent]

    /// Creates an error for a user-defined conversion (``ValueConvertible``); the mapper adds the path.
    ///
    /// ```swift
    /// throw MappingError(.custom("expected a hex colour like #ff8800"))
    /// ```
    public init(_ kind: Kind) {
        self.kind = kind
        self.components = []
    }

    init(_ kind: Kind, at components: [PathComponent]) {
        self.kind = kind
        self.components = components
    }

    /// A type mismatch for `value`, described without bridging or printing whole collections.
    static func mismatch(expected: Any.Type, found value: Any) -> MappingError {
        MappingError(.typeMismatch(expected: typeName(expected), found: describeFound(value)))
    }

    /// A one-line description: `rooms[2].host.age: expected Int, found String "old"`.
    public var description: String {
        "\(path): \(kind)"
    }

    /// `error` as a mapping error (any other error becomes ``Kind/custom(_:)`` with its
    /// description), with `component`, when given, in front of its path.
    static func located(_ error: any Error, under component: PathComponent?) -> MappingError {
        var located = error as? MappingError ?? MappingError(.custom(String(describing: error)))
        if let component { located.components.insert(component, at: 0) }
        return located
    }
}

extension MappingError.Kind: CustomStringConvertible {
    /// The problem in words, without the path, cut to 200 characters (a table with many problems,
    /// or another library's long message, is shortened; input in it is already an excerpt).
    public var description: String {
        shortened(fullDescription, to: 200)
    }

    private var fullDescription: String {
        switch self {
        case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
        case .outOfRange(let expected, let found): "\(found) is out of range for \(expected)"
        case .missingValue(let expected): "key is absent (expected \(expected))"
        case .invalidMapping(let message): "invalid mapping: \(message)"
        case .depthLimitExceeded(let limit): "nested deeper than the limit of \(limit) levels"
        case .cycle(let message): "cycle: \(message)"
        case .notRepresentable(let message): "not representable as JSON: \(message)"
        case .rejected(let message): message
        case .custom(let message): message
        }
    }
}

/// The short name of a type, as error messages print it: `Int`, `Array<Room>`, `Optional<String>`.
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}

/// Describes an input value for an error message: what it is and the value, text and numbers cut
/// to an excerpt. A number is named by its value, never by the Swift type that carried it
/// (`number 148423162444258921` from an `Int`, an `NSDecimalNumber` or JSON text alike; a JSON
/// number no exact type holds by its text). Collections are described by type and count only, so
/// a huge input never makes a huge message. A Foundation object that a property list or an SDK
/// hands out is named by the Swift type it bridges to, as that type is (`Date`, not `NSDate` or
/// Darwin's `__NSTaggedDate`). The one function that words a found value.
func describeFound(_ value: Any) -> String {
    if let string = value as? String {
        return "String \(excerpt(of: string, quoted: true))"
    }
    if let dictionary = value as? [String: Any] { return "a dictionary of \(dictionary.count) keys" }
    if let array = value as? [Any] { return "an array of \(array.count) elements" }
    let type = type(of: value)
    // Null by the one rule (`NSNull`, or an empty `Optional` put into an `Any`), as bindings read it.
    if isNull(value) { return "null" }
    if let inexact = InexactJSONNumber.of(value) { return "number \(excerpt(of: inexact.text))" }
    if let number = LooseNumber(value) {
        if case .boolean = number { return "Bool \(number)" }
        return "number \(excerpt(of: number.description))"
    }
    if type is AnyClass {
        if value is Date { return typeName(Date.self) }
        if value is Data { return typeName(Data.self) }
    }
    return typeName(type)
}
