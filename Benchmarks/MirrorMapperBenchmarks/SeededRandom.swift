/// A small deterministic pseudo-random generator (SplitMix64), so that every run generates the same
/// documents byte for byte.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`, nearly uniform (the modulo bias is irrelevant for test data).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    mutating func element<T>(of elements: [T]) -> T {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// Text of `wordCount` words from a small vocabulary with some non-ASCII words, like real posts.
    mutating func sentence(words wordCount: Int) -> String {
        (0..<wordCount).map { _ in element(of: Self.vocabulary) }.joined(separator: " ")
    }

    /// A lower-case identifier-like word of `length` letters and digits.
    mutating func handle(length: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789_")
        return String((0..<length).map { _ in element(of: alphabet) })
    }

    private static let vocabulary = [
        "the", "morning", "train", "coffee", "release", "Swift", "build", "weekend", "concert", "match",
        "名前", "今日", "ありがとう", "café", "naïve", "über", "🎉", "#news", "http://t.co/x1", "and",
        "with", "new", "photo", "today", "great", "team", "city", "music", "live", "\"quoted\"",
    ]
}
