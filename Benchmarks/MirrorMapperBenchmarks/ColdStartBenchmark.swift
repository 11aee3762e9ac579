import Foundation
import MirrorMapper

/// What the first decode in a process costs: one status with a retweet and entities of every kind,
/// so that the mapper builds the schemas of all seven model types of a status on first use, against
/// `JSONDecoder`'s first decode of the Codable twin, and against the mapper's first decode of the
/// status's table-free twin (no key path to instantiate, the runtime's field records read). Each measurement is a fresh child process that
/// reads the bytes and times the decode call alone.
enum ColdStartBenchmark {
    enum Contestant: String, CaseIterable {
        case mapper
        case mapperTableFree
        case jsonDecoder

        var title: String {
            switch self {
            case .mapper: "Mapper.object(of:fromJSON:)"
            case .mapperTableFree: "the same, table-free twin"
            case .jsonDecoder: "JSONDecoder().decode"
            }
        }

        /// Decodes the status: how long the call took, in milliseconds, and what it decoded.
        func decode(_ bytes: Data) throws -> (milliseconds: Double, decoded: DecodedSummary) {
            switch self {
            case .mapper:
                let (status, milliseconds) = try timed {
                    try Mapper.object(of: Status<TextDates>.self, fromJSON: bytes)
                }
                return (milliseconds, DecodedSummary(status))
            case .mapperTableFree:
                let (status, milliseconds) = try timed {
                    try Mapper.object(of: TableFreeStatus<TextDates>.self, fromJSON: bytes)
                }
                return (milliseconds, DecodedSummary(status))
            case .jsonDecoder:
                let (status, milliseconds) = try timed {
                    try JSONDecoder().decode(TimelineStatusRecord<TextDates>.self, from: bytes)
                }
                return (milliseconds, DecodedSummary(status))
            }
        }

        private func timed<Result>(_ work: () throws -> Result) rethrows -> (Result, Double) {
            let clock = ContinuousClock()
            let start = clock.now
            let result = try work()
            return (result, (clock.now - start).milliseconds)
        }
    }

    static let childArgument = "--cold-start-child"
    private typealias FreshProcesses = FreshProcessMeasurement<Contestant>

    /// The median first-decode time of each contestant, in milliseconds, over `repetitions` fresh
    /// processes, after checking in this process that the contestants agree on the status.
    static func measure(twitter: Data, repetitions: Int) throws -> [(Contestant, Double)] {
        let status = try statusDocument(from: twitter)
        let expected = try Contestant.mapper.decode(status).decoded
        for contestant in Contestant.allCases where try contestant.decode(status).decoded != expected {
            throw BenchmarkFailure(
                description: "\(contestant.title) decodes the cold-start status differently")
        }
        return try FreshProcesses(childArgument: childArgument, repetitions: repetitions)
            .medians(input: status, expected: expected)
    }

    /// The first status of the timeline that has a retweet, with one hashtag, URL and mention.
    private static func statusDocument(from twitter: Data) throws -> Data {
        let statuses = try looseObject(from: twitter)["statuses"] as? [[String: Any]] ?? []
        guard var status = statuses.first(where: { $0["retweeted_status"] != nil }) else {
            throw BenchmarkFailure(description: "the twitter document has no retweet")
        }
        status["entities"] = [
            "hashtags": [["text": "swift", "indices": [0, 6]]],
            "symbols": [Any](),
            "urls": [
                [
                    "url": "http://t.co/a1b2c3", "expanded_url": "https://swift.org/blog/",
                    "display_url": "swift.org/blog/", "indices": [7, 26],
                ]
            ],
            "user_mentions": [
                ["screen_name": "swiftlang", "name": "Swift", "id": 42, "id_str": "42", "indices": [27, 37]]
            ],
        ]
        return try JSONSerialization.data(withJSONObject: status)
    }

    /// The child's work: the first decode of the process, timed.
    static func runChild(arguments: [String]) throws {
        let (contestant, bytes) = try FreshProcesses.childInput(from: arguments)
        let (milliseconds, decoded) = try contestant.decode(bytes)
        FreshProcesses.printFigure(milliseconds, decoded: decoded)
    }
}
