import Foundation

/// Maps `[String: Any]` dictionaries to models and models back to dictionaries.
///
/// The static methods use the default configuration; make a `Mapper` value to change options:
///
/// ```swift
/// let user = try Mapper.object(of: User.self, from: ["id": "42", "name": "Ada"])
///
/// var mapper = Mapper(mode: .strict)
/// mapper.keyStrategy = .snakeCase
/// let rooms = try mapper.objects(of: Room.self, from: response["rooms"] as? [Any] ?? [])
/// let parameters = try Mapper.dictionary(from: user)
/// ```
public struct Mapper: Sendable {
    /// Whether problems with single values throw or are worked around.
    public enum Mode: Sendable {
        /// A value that cannot be converted leaves the property as it was and is reported as a
        /// ``MappingIssue``. Problems that are not about one value still throw: an invalid mapping
        /// table, top-level input of the wrong shape, a cycle between objects, nesting beyond
        /// ``maximumDepth``.
        case lenient
        /// The first problem throws a ``MappingError`` with its path.
        case strict
    }

    /// How nil values appear in dictionaries made from models.
    public enum NilEncoding: Sendable {
        /// Nil properties are left out (the default).
        case omit
        /// Nil properties are written as `NSNull`, i.e. JSON `null`.
        case null
    }

    /// Lenient (the default) or strict.
    public var mode: Mode
    /// How property names become keys when a model does not rename them; property names by default.
    public var keyStrategy: KeyStrategy
    /// How dates are read and written when a model does not say; ``DateStrategy/iso8601`` by default.
    public var dateStrategy: DateStrategy
    /// Whether nil properties are omitted from dictionaries or written as `NSNull`.
    public var nilEncoding: NilEncoding
    /// Whether an explicit `null` in the data is treated like an absent key, leaving the property as
    /// it is. By default (`false`) `null` clears an optional property and is a mismatch for others.
    public var ignoresNull: Bool
    /// How deeply models and collections may nest, in data and in object graphs (100 by default).
    /// Deeper nesting throws ``MappingError/Kind/depthLimitExceeded(_:)`` in either mode, never a
    /// stack overflow.
    public var maximumDepth: Int
    /// Receives every issue of every call of this mapper, on the thread that makes the call: the
    /// one way issues leave a call, whether you make it or `JSONDecoder` does, decoding a
    /// ``MappableCodable`` model with this mapper in `userInfo[.mirrorMapper]` (an issue's path then
    /// starts at the decoder's coding path). Nil by default: lenient calls then work around
    /// problems silently. To collect the issues of a few calls, see
    /// ``collectingIssues(into:_:)``.
    ///
    /// ```swift
    /// let mapper = Mapper(issueHandler: { issue in logger.warning("\(issue)") })
    /// let user = try mapper.object(of: User.self, from: ["age": "old"])   // logs age: expected Int, …
    /// ```
    public var issueHandler: (@Sendable (MappingIssue) -> Void)?
    /// Whether the dictionaries this mapper maps may hold ``InexactJSONNumber``s: set on the copy
    /// of a mapper that maps the dictionaries its own JSON reader made.
    var mapsInexactJSONNumbers = false

    /// A mapper with the given options; every option has a default.
    public init(
        mode: Mode = .lenient, keyStrategy: KeyStrategy = .propertyNames,
        dateStrategy: DateStrategy = .iso8601,
        nilEncoding: NilEncoding = .omit, ignoresNull: Bool = false, maximumDepth: Int = 100,
        issueHandler: (@Sendable (MappingIssue) -> Void)? = nil
    ) {
        self.mode = mode
        self.keyStrategy = keyStrategy
        self.dateStrategy = dateStrategy
        self.nilEncoding = nilEncoding
        self.ignoresNull = ignoresNull
        self.maximumDepth = maximumDepth
        self.issueHandler = issueHandler
    }
}
