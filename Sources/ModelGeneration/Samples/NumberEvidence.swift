import Foundation

/// What the numbers at one place of a sample have shown: whether all are integers that fit `Int`,
/// whether any has more digits than a `Double` holds, and which date strategies still read them all.
struct NumberEvidence {
    /// Whether every number was written as an integer that fits `Int` (64-bit ids stay exact).
    private(set) var integersOnly = true
    /// Whether some number has more digits than a `Double` holds: an integer beyond 64 bits, or a
    /// fraction that a `Double` would give back with other digits.
    private(set) var needsDecimal = false
    /// The date strategies that read, and write back, every number so far.
    private(set) var dateCandidates: [DateCandidate]

    /// Evidence for the numbers under `key`; dates are considered only when the key says so.
    init(keyWords: [String]) {
        dateCandidates = DateCandidate.isDateKey(keyWords) ? DateCandidate.forNumbers : []
    }

    /// Adds one number, given as written (`-12.50e3`).
    mutating func add(_ text: String) {
        let value: Any
        let magnitude: Double
        if let integer = Int(text) {
            (value, magnitude) = (integer, Double(integer.magnitude))
        } else if let double = Double(text) {
            (value, magnitude) = (double, double.magnitude)
            integersOnly = false
            needsDecimal = needsDecimal || !Self.doubleKeepsDigits(of: text, double)
        } else {
            return
        }
        guard !dateCandidates.isEmpty else { return }
        dateCandidates.removeAll { candidate in
            guard candidate.plausibleMagnitudes?.contains(magnitude) == true else { return true }
            return RoundTripProbe<Date>.value(of: value, dateStrategy: candidate.strategy) == nil
        }
    }

    /// The evidence of these numbers and `other`'s together, as if all had been added to one.
    func merging(_ other: NumberEvidence) -> NumberEvidence {
        var merged = self
        merged.integersOnly = integersOnly && other.integersOnly
        merged.needsDecimal = needsDecimal || other.needsDecimal
        merged.dateCandidates.removeAll { !other.dateCandidates.contains($0) }
        return merged
    }

    /// Whether `double`, written back as few digits as read back to it, is the number of `text`:
    /// `0.1` is, `3.14159265358979323846` and `18446744073709551616` are not.
    private static func doubleKeepsDigits(of text: String, _ double: Double) -> Bool {
        guard let written = Decimal(string: text), let kept = Decimal(string: "\(double)") else {
            return true
        }
        return written == kept
    }
}
