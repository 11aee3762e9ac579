import Foundation
import MirrorMapper

/// Streamed reading of a long text at constant memory: the statuses of the generated twitter
/// document, one a line, cycled into JSON Lines of a given size, read by ``JSONModelReader`` in a
/// fresh child process per form, which reports its peak resident set (the whole process's), its
/// time and a ``DecodedSummary`` of what it read, which must equal the parent's.
enum StreamingBenchmark {
    /// How the child reads the file.
    enum Form: String, CaseIterable {
        case synchronous, asynchronous
    }

    static let childArgument = "--streaming-child"
    private static let figurePrefix = "streaming-figure"

    /// The statuses of a generated twitter document, each as JSON text of its own.
    static func statusTexts(of timeline: Data) throws -> [Data] {
        guard let object = try JSONSerialization.jsonObject(with: timeline) as? [String: Any],
            let statuses = object["statuses"] as? [Any], !statuses.isEmpty
        else {
            throw BenchmarkFailure(description: "the generated document holds no statuses")
        }
        return try statuses.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    /// The statuses of `texts` decoded once each, for summaries of texts that repeat them.
    static func decodedStatuses(_ texts: [Data]) throws -> [Status<TextDates>] {
        try texts.map { try Mapper.object(of: Status<TextDates>.self, fromJSON: $0) }
    }

    /// Writes `texts`, cycled, one a line, until the file holds at least `length` bytes; returns
    /// how many lines it wrote. The file is written a piece at a time, as it is read.
    static func writeLines(of texts: [Data], length: Int, to url: URL) throws -> Int {
        try Data().write(to: url)
        let file = try FileHandle(forWritingTo: url)
        defer { try? file.close() }
        var written = 0
        var lines = 0
        var piece = Data()
        while written < length {
            let text = texts[lines % texts.count]
            piece.append(text)
            piece.append(UInt8(ascii: "\n"))
            written += text.count + 1
            lines += 1
            if piece.count >= 1 << 20 {
                try file.write(contentsOf: piece)
                piece.removeAll(keepingCapacity: true)
            }
        }
        try file.write(contentsOf: piece)
        return lines
    }

    /// Reads the file at `url` in a fresh child process per form; each form's peak resident set in
    /// MiB and time in seconds.
    static func measure(file url: URL, expected: DecodedSummary) throws -> [(
        Form, peakMebibytes: Double, seconds: Double
    )] {
        try Form.allCases.map { form in
            let printed = try ChildProcess.run([childArgument, form.rawValue, url.path])
            let fields = printed.split(separator: "\n").last { $0.hasPrefix(figurePrefix) }?
                .split(separator: " ", maxSplits: 3)
            guard let fields, fields.count == 4, let peak = Double(fields[1]), let seconds = Double(fields[2])
            else {
                throw BenchmarkFailure(
                    description: "the \(form) streaming child printed no figure:\n\(printed)")
            }
            guard fields[3] == expected.description else {
                throw BenchmarkFailure(
                    description: "the \(form) streaming child read \(fields[3]), expected \(expected)")
            }
            return (form, peak / 1024, seconds)
        }
    }

    /// The child's work: the whole file read in one form, then its peak, time and summary printed.
    static func runChild(arguments: [String]) async throws {
        guard arguments.count == 2, let form = Form(rawValue: arguments[0]) else {
            throw BenchmarkFailure(description: "a streaming child needs a form and a file, not \(arguments)")
        }
        let url = URL(fileURLWithPath: arguments[1])
        let reader = JSONModelReader(of: Status<TextDates>.self, in: .lines)
        var summary = DecodedSummary()
        let clock = ContinuousClock()
        let start = clock.now
        switch form {
        case .synchronous:
            try reader.forEach(inFileAt: url) { summary.add($0) }
        case .asynchronous:
            for try await status in reader.models(inFileAt: url) { summary.add(status) }
        }
        let seconds = (clock.now - start).milliseconds / 1000
        print("\(figurePrefix) \(try ResidentMemory.peakKibibytes()) \(seconds) \(summary)")
    }
}
