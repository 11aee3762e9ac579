/// How much of a value ``Mapper/description(of:limits:)`` shows.
///
/// ```swift
/// let line = Mapper().description(of: user, limits: DescriptionLimits(depth: 2, elements: 5))
/// ```
public struct DescriptionLimits: Sendable {
    /// How many levels of nested models and collections are shown; deeper ones read `Room { … }`
    /// or `[… 3 elements]`.
    public var depth: Int
    /// How many elements of an array, set or dictionary are shown, followed by `… 80 more`.
    public var elements: Int
    /// How many characters of a string are shown, followed by `…` and the full count.
    public var characters: Int

    /// Limits for a log line; every limit has a default.
    ///
    /// ```swift
    /// let limits = DescriptionLimits(characters: 1_000)
    /// ```
    public init(depth: Int = 8, elements: Int = 20, characters: Int = 200) {
        self.depth = depth
        self.elements = elements
        self.characters = characters
    }
}
