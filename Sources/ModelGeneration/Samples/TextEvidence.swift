import Foundation

/// What the strings at one place of a sample have shown: which date strategies read them all, and
/// whether all are absolute URLs.
struct TextEvidence {
    /// The date strategies that read every string so far and write it back unchanged.
    private(set) var dateCandidates = DateCandidate.forText
    /// The date strategies that read every string so far, some perhaps written back otherwise
    /// (`+0800` written in UTC, `.000` fractions dropped).
    private(set) var readingDateCandidates = DateCandidate.forText
    /// Whether every string so far is an absolute URL (`scheme://host…`) written back unchanged.
    private(set) var allURLs = true

    /// Adds one string.
    mutating func add(_ text: String) {
        if !readingDateCandidates.isEmpty {
            var unchanged: [DateCandidate] = []
            readingDateCandidates.removeAll { candidate in
                guard let read = RoundTripProbe<Date>.read(text, dateStrategy: candidate.strategy) else {
                    return true
                }
                if read.isWrittenBackUnchanged { unchanged.append(candidate) }
                return false
            }
            dateCandidates.removeAll { !unchanged.contains($0) }
        }
        if allURLs {
            let url = RoundTripProbe<URL>.value(of: text)
            allURLs = url?.scheme != nil && url?.host?.isEmpty == false
        }
    }

    /// The evidence of these strings and `other`'s together, as if all had been added to one.
    func merging(_ other: TextEvidence) -> TextEvidence {
        var merged = self
        merged.dateCandidates.removeAll { !other.dateCandidates.contains($0) }
        merged.readingDateCandidates.removeAll { !other.readingDateCandidates.contains($0) }
        merged.allURLs = allURLs && other.allURLs
        return merged
    }
}
