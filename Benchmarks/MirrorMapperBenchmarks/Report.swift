import Foundation

/// One piece of work measured on one document.
enum Work: String, CaseIterable, Sendable {
    case parse = "JSONSerialization.jsonObject (parse only)"
    case mapperObjects = "Mapper.object (dictionary → models)"
    case tunedObjects = "hand-written tuned (NSNumber)"
    case plainObjects = "hand-written plain (as? Int)"
    case ruleApplyingObjects = "hand-written applying the rules"
    case mapperDictionary = "Mapper.dictionary (models → dictionary)"
    case handWrittenDictionary = "hand-written models → dictionary"
    case parseAndMapper = "JSON → models: Mapper (own JSON reader)"
    case jsonDecoder = "JSON → models: JSONDecoder (Codable)"
    case mapperAndSerialize = "models → JSON: Mapper.jsonData (own writer)"
    case jsonEncoder = "models → JSON: JSONEncoder (Codable)"
    case serializeDictionary = "JSONSerialization.data (of the dictionary)"

    /// Whether the work maps parsed dictionaries to models and nothing else.
    var mapsDictionariesToObjects: Bool {
        [.mapperObjects, .tunedObjects, .plainObjects, .ruleApplyingObjects].contains(self)
    }
}

/// Prints a progress line at once, also when the output is a file or a pipe (block-buffered).
func printProgress(_ line: String) {
    print(line)
    fflush(nil)
}

/// The measured figures of a run, printed as a table, then the headline ratios.
final class Report {
    struct Row {
        let document: String
        let work: Work
        let measurement: Measurement
        let objects: Int
    }

    private(set) var rows: [Row] = []
    private var notes: [String] = []

    func add(document: String, work: Work, measurement: Measurement, objects: Int) {
        let row = Row(document: document, work: work, measurement: measurement, objects: objects)
        rows.append(row)
        printProgress(Self.line(for: row))
    }

    func note(_ text: String) {
        notes.append(text)
        printProgress(text)
    }

    func median(document: String, work: Work) -> Double? {
        rows.first { $0.document == document && $0.work == work }?.measurement.medianMilliseconds
    }

    /// The median of `work` over the median of `baseline` on `document`.
    func ratio(_ work: Work, over baseline: Work, on document: String) -> Double? {
        guard let time = median(document: document, work: work),
            let base = median(document: document, work: baseline), base > 0
        else { return nil }
        return time / base
    }

    /// The whole table, the notes, then one `ratio <name> <value>` line per available ratio.
    func printSummary(ratios: [HeadlineRatio]) {
        print("\n== results (median of rounds; µs/object = median ÷ model objects in the document) ==")
        print(Self.header)
        var document = ""
        for row in rows {
            if row.document != document {
                document = row.document
                print("-- \(document)")
            }
            print(Self.line(for: row))
        }
        if !notes.isEmpty { print("\n" + notes.joined(separator: "\n")) }
        print("")
        for ratio in ratios { print(ratio.line) }
    }

    private static let header =
        "work".padding(toLength: 46, withPad: " ", startingAt: 0) + pad("ms", 10) + pad("µs/object", 11)
        + pad("rounds", 8) + "  document"

    private static func line(for row: Row) -> String {
        let milliseconds = row.measurement.medianMilliseconds
        let perObject = row.objects > 0 ? milliseconds * 1000 / Double(row.objects) : 0
        return row.work.rawValue.padding(toLength: 46, withPad: " ", startingAt: 0)
            + pad(String(format: "%.3f", milliseconds), 10) + pad(String(format: "%.3f", perObject), 11)
            + pad(String(row.measurement.rounds.count), 8) + "  \(row.document)"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
