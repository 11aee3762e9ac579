import MirrorMapper

/// A date strategy the generator may propose, with the spelling it writes in a table.
enum DateCandidate: Hashable {
    case iso8601
    case twitter
    case rfc1123
    case secondsSince1970
    case millisecondsSince1970

    /// The strategies that read text.
    static let forText: [DateCandidate] = [.iso8601, .twitter, .rfc1123]

    /// The strategies that read numbers, proposed only when the key says it holds a date.
    static let forNumbers: [DateCandidate] = [.secondsSince1970, .millisecondsSince1970]

    /// The strategy itself.
    var strategy: DateStrategy {
        switch self {
        case .iso8601: .iso8601
        case .twitter: .twitter
        case .rfc1123: .rfc1123
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        }
    }

    /// How a table names it: `.twitter`.
    var spelling: String {
        switch self {
        case .iso8601: ".iso8601"
        case .twitter: ".twitter"
        case .rfc1123: ".rfc1123"
        case .secondsSince1970: ".secondsSince1970"
        case .millisecondsSince1970: ".millisecondsSince1970"
        }
    }

    /// The magnitudes this strategy is believed for, when it reads numbers: seconds from 1973 to
    /// 5138, milliseconds from 1973 to 5138 (the package's own rule for telling them apart).
    var plausibleMagnitudes: Range<Double>? {
        switch self {
        case .secondsSince1970: 1e8..<1e11
        case .millisecondsSince1970: 1e11..<1e14
        default: nil
        }
    }

    /// Whether the words of a key say it holds a date or a time: `created_at`, `updatedAt`,
    /// `timestamp_ms`, `start_time`, `birth_date`.
    static func isDateKey(_ words: [String]) -> Bool {
        guard let last = words.last else { return false }
        return ["at", "date", "datetime", "time", "timestamp", "ts"].contains(last)
            || words.contains("timestamp")
    }
}
