/// The singular of an array's key, for the name of its element type: `statuses` → `Status`,
/// `hashtags` → `Hashtag`, `seatCategories` → `SeatCategory`, `media` → `Media`.
///
/// English rules for the common cases of API keys; a wrong guess only makes a name to edit.
enum Singular {
    /// `words` with the last one made singular.
    static func of(_ words: [String]) -> [String] {
        guard let last = words.last else { return words }
        return words.dropLast() + [word(last)]
    }

    /// The singular of one lower-case word.
    static func word(_ word: String) -> String {
        if let irregular = irregulars[word] { return irregular }
        if unchanged.contains(word) || word.count < 3 { return word }
        if word.hasSuffix("ies") {
            let stem = String(word.dropLast())
            return ieWords.contains(stem) ? stem : String(word.dropLast(3)) + "y"
        }
        if word.hasSuffix("uses") {
            // statuses, buses, campuses; but causes, houses and the words of `useWords`.
            let beforeUses = word.dropLast(4).last
            let takesE = useWords.contains(word) || beforeUses.map { "aeiou".contains($0) } ?? true
            return String(word.dropLast(takesE ? 1 : 2))
        }
        if ["sses", "shes", "ches", "xes", "zzes"].contains(where: word.hasSuffix), !cheWords.contains(word) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix) {
            return String(word.dropLast())
        }
        return word
    }

    private static let irregulars = [
        "children": "child", "criteria": "criterion", "feet": "foot", "geese": "goose", "indices": "index",
        "matrices": "matrix", "men": "man", "mice": "mouse", "people": "person", "teeth": "tooth",
        "vertices": "vertex", "women": "woman",
    ]
    private static let unchanged: Set<String> = ["news", "series", "species", "data", "media", "metadata"]
    /// Words ending in `ie` whose plural ends in `ies`.
    private static let ieWords: Set<String> = [
        "brownie", "calorie", "cookie", "freebie", "genie", "hoodie", "lie", "movie", "pie", "rookie",
        "selfie", "smoothie", "tie", "zombie",
    ]
    /// Plurals in `uses` of words ending in `use`.
    private static let useWords: Set<String> = [
        "abuses", "accuses", "amuses", "excuses", "fuses", "infuses", "muses", "refuses", "ruses", "uses",
    ]
    /// Plurals in `ches` of words ending in `che`.
    private static let cheWords: Set<String> = ["avalanches", "caches", "headaches", "moustaches", "niches"]
}
