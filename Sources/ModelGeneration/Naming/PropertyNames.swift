import MirrorMapper

/// The property names of one model, made from its keys, and how its table maps them back.
///
/// A name is the key's words in lower camel case, acronyms by ``SwiftNames``' one rule:
/// `profile_image_url_https` → `profileImageURLHTTPS`, `content-type` → `contentType`. A key that is
/// a lower camel case name already keeps its words as written, but for its acronyms: `venueId` →
/// `venueID`, `iOSVersion` as it is. A key with no letter to start a name gets `value` before it
/// (`2x` → `value2x`), a name no model can take gets `Value` after it (`self` → `selfValue`), and a
/// name made twice is numbered (`idStr2`). Keywords are kept, in backticks: `` `class` ``.
///
/// The type declares the key strategy that leaves the fewest keys to rename (none unless one leaves
/// fewer than none does), and renames every key the strategy does not give back.
struct PropertyNames {
    /// The property names, in the order of the keys.
    let names: [String]
    let keyStyle: KeyStyle

    init(keys: [String]) {
        var names: [String] = []
        var used: Set<String> = []
        for key in keys {
            var name = Self.name(forKey: key)
            if SwiftNames.reservedPropertyNames.contains(name) { name += "Value" }
            let base = name
            var suffix = 1
            while used.contains(name) {
                suffix += 1
                name = base + String(suffix)
            }
            used.insert(name)
            names.append(name)
        }
        self.names = names
        keyStyle = Self.keyStyle(pairs: zip(names, keys).map { KeyStyle.Rename(name: $0, key: $1) })
    }

    /// The key strategies a type may declare, with their spelling in a table.
    private static let strategies: [(spelling: String, strategy: KeyStrategy)] = [
        (".snakeCase", .snakeCase), (".kebabCase", .kebabCase),
    ]

    /// The strategy that leaves the fewest of `pairs` to rename, and those renames.
    private static func keyStyle(pairs: [KeyStyle.Rename]) -> KeyStyle {
        var best = KeyStyle(strategy: nil, renames: pairs.filter { $0.name != $0.key })
        for (spelling, strategy) in strategies {
            let renames = pairs.filter { strategy.key(for: $0.name) != $0.key }
            if renames.count < best.renames.count { best = KeyStyle(strategy: spelling, renames: renames) }
        }
        return best
    }

    /// The name made from `key`, before reserved names and repeats are dealt with.
    private static func name(forKey key: String) -> String {
        if SwiftNames.isLowerCamelIdentifier(key) { return spellingAcronyms(inLowerCamel: key) }
        let words = Words.of(key)
        guard let first = words.first, first.first?.isLetter == true else {
            return "value" + SwiftNames.upperCamel(words)
        }
        return SwiftNames.lowerCamel(words)
    }

    /// `name` with every acronym after its first word spelled by the rule, and its other words as
    /// written: `venueId` → `venueID`, `iOSVersion` → `iOSVersion`.
    private static func spellingAcronyms(inLowerCamel name: String) -> String {
        var rest = Substring(name)
        var spelled = ""
        for (index, word) in KeyStrategy.splitWords(name).enumerated() {
            let written = rest.prefix(word.count)
            rest = rest.dropFirst(word.count)
            spelled += index > 0 ? SwiftNames.acronymSpelling(of: word) ?? String(written) : String(written)
        }
        return spelled
    }
}
