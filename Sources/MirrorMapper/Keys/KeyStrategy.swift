/// How property names become dictionary keys when a model does not rename a property explicitly.
/// Explicit renames (``MappingTable/renaming(_:)``) always win over the strategy.
///
/// ```swift
/// var mapper = Mapper()
/// mapper.keyStrategy = .snakeCase   // profileImageURL ↔ "profile_image_url"
/// ```
public struct KeyStrategy: Sendable {
    enum Kind: Sendable, Hashable {
        case propertyNames
        case snakeCase
        case kebabCase
        case custom(CustomKey)
    }

    /// A user-supplied key function, compared by the name it was registered under so that the work
    /// done per model type can be cached.
    struct CustomKey: Sendable, Hashable {
        let name: String
        let transform: @Sendable (String) -> String

        static func == (lhs: CustomKey, rhs: CustomKey) -> Bool { lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    let kind: Kind

    /// Keys are the property names (the default).
    public static let propertyNames = KeyStrategy(kind: .propertyNames)

    /// `profileImageURL` ↔ `profile_image_url`: words split at lower-to-upper changes and before the
    /// last capital of an acronym; runs of capitals stay one word.
    public static let snakeCase = KeyStrategy(kind: .snakeCase)

    /// `profileImageURL` ↔ `profile-image-url`, split like ``snakeCase``.
    public static let kebabCase = KeyStrategy(kind: .kebabCase)

    /// Keys made by your function from property names.
    ///
    /// ```swift
    /// .custom("upper") { $0.uppercased() }
    /// ```
    /// - Parameters:
    ///   - name: Identifies the function: the mapper caches the keys of each model type per name,
    ///     so two different functions must have different names.
    ///   - transform: Makes a key from a property name.
    /// - Returns: The strategy.
    public static func custom(_ name: String, _ transform: @escaping @Sendable (String) -> String)
        -> KeyStrategy
    {
        KeyStrategy(kind: .custom(CustomKey(name: name, transform: transform)))
    }

    /// The key for `propertyName` under this strategy: `profile_image_url` for `profileImageURL`
    /// under ``snakeCase``. `mirrormapper generate` checks with it that a type's keys round-trip.
    package func key(for propertyName: String) -> String {
        switch kind {
        case .propertyNames: propertyName
        case .snakeCase: Self.splitWords(propertyName).joined(separator: "_")
        case .kebabCase: Self.splitWords(propertyName).joined(separator: "-")
        case .custom(let custom): custom.transform(propertyName)
        }
    }

    /// Splits a camel-case name into lower-case words: `profileImageURL` → `profile image url`,
    /// `URLString` → `url string`, `id2` → `id2`. `mirrormapper generate` names properties and
    /// types from the same words.
    package static func splitWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let endsAcronym = previous.isUppercase && (next?.isLowercase ?? false)
                if !previous.isUppercase || endsAcronym {
                    words.append(current)
                    current = ""
                }
            }
            current.append(contentsOf: character.lowercased())
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
