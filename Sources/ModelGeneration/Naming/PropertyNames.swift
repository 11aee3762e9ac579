import MirrorMapper

/// The property names of one model, made from its keys, and how the table maps them back.
///
/// A key that is already a lower camel case name (`id`, `userType`) is the property's name.
/// A snake_case or kebab-case key becomes camelCase (`profile_image_url` → `profileImageURL`), and
/// the type declares `.keyStrategy(.snakeCase)` (or `.kebabCase`) when every key of the type
/// round-trips under it; otherwise each key that differs from its property's name is renamed. Any
/// other key (`@type`, `2x`, `Name`, a name no model can take such as `self`, a name taken twice) is
/// renamed explicitly whatever the strategy. Keywords are kept, in backticks: `` `class` ``.
struct PropertyNames {
    /// The property names, in the order of the keys.
    let names: [String]
    let keyStyle: KeyStyle

    init(keys: [String]) {
        var names: [String] = []
        var explicit: Set<Int> = []
        var used: Set<String> = []
        for (index, key) in keys.enumerated() {
            var (name, isExplicit) = Self.name(forKey: key)
            if SwiftNames.reservedPropertyNames.contains(name) {
                name += "Value"
                isExplicit = true
            }
            let base = name
            var suffix = 1
            while used.contains(name) {
                suffix += 1
                name = base + String(suffix)
                isExplicit = true
            }
            used.insert(name)
            names.append(name)
            if isExplicit { explicit.insert(index) }
        }
        self.names = names
        let pairs = zip(names, keys).map { KeyStyle.Rename(name: $0, key: $1) }
        let throughStrategy = pairs.indices.filter { !explicit.contains($0) }.map { pairs[$0] }
        let strategy = Self.strategies.first { _, strategy in
            throughStrategy.contains { $0.name != $0.key }
                && throughStrategy.allSatisfy { strategy.key(for: $0.name) == $0.key }
        }
        let renamed = strategy == nil ? pairs : explicit.sorted().map { pairs[$0] }
        keyStyle = KeyStyle(strategy: strategy?.spelling, renames: renamed.filter { $0.name != $0.key })
    }

    /// The key strategies a type may declare, with their spelling in a table.
    private static let strategies: [(spelling: String, strategy: KeyStrategy)] = [
        (".snakeCase", .snakeCase), (".kebabCase", .kebabCase),
    ]

    /// The name made from `key`, and whether the key must be renamed explicitly because no key
    /// strategy gives it back.
    private static func name(forKey key: String) -> (name: String, isExplicit: Bool) {
        if SwiftNames.isLowerCamelIdentifier(key) { return (key, false) }
        let words = Words.of(key)
        guard let first = words.first, first.first?.isLetter == true else {
            return ("value" + SwiftNames.upperCamel(words), true)
        }
        let name = SwiftNames.lowerCamel(words)
        guard let strategy = separatorStrategy(of: key) else { return (name, true) }
        if strategy.key(for: name) != key {
            let plain = SwiftNames.lowerCamel(words, acronyms: false)
            if strategy.key(for: plain) == key { return (plain, false) }
        }
        return (name, false)
    }

    /// The strategy whose separator `key` uses, when it is lower-case letters and digits in words
    /// joined by `_` or by `-`: `created_at`, `first-name`.
    private static func separatorStrategy(of key: String) -> KeyStrategy? {
        let scalars = key.unicodeScalars
        let isLowerWords = scalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
        guard isLowerWords else { return nil }
        switch (scalars.contains("_"), scalars.contains("-")) {
        case (true, false): return .snakeCase
        case (false, true): return .kebabCase
        default: return nil
        }
    }
}
