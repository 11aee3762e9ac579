// Also compiled into the `allpaths` fuzz target (see AllPaths.swift).

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

/// The store as an input and an output of the all-paths harness: the real store on a file, and the
/// same code without the file (what a read does after the file is read, what a write does before
/// it is written), cheap enough for every fuzz input.
extension AllPaths {
    /// The key the document is stored under.
    static let key = "doc"

    /// The bytes of a store file holding `json` as the value of ``key``. A byte order mark that
    /// begins `json` marks the document, not its value: it begins the file.
    static func storeFile(holding json: Data) -> Data {
        let byteOrderMark = Data([0xEF, 0xBB, 0xBF])
        var file = json.starts(with: byteOrderMark) ? byteOrderMark : Data()
        let value = json.dropFirst(file.count)
        file.append(Data(#"{"formatVersion": 1, "values": {"\#(key)": "#.utf8))
        file.append(value)
        file.append(Data("}}".utf8))
        return file
    }

    /// The document read as a store reads a value from its file's bytes: the file's parser, then
    /// the store's decoding with its issues, as ``DefaultsStore/value(of:forKey:)`` does.
    static func storedValueReading(of json: Data, mode: Mapper.Mode) -> Reading {
        let log = DefaultsIssueLog()
        let coding = StoredValueCoding(mode: mode, report: log.record)
        do {
            let document = try DefaultsDocument(parsing: storeFile(holding: json))
            let model = try coding.decode(Everything.self, from: document.values[key], key: key)
            return reading(model, issues: log.issues)
        } catch {
            return Reading(model: nil, issues: nil, error: "\(error)")
        }
    }

    /// The document as a store's stored value, read back by a new store.
    static func storeReading(of json: Data, mode: Mapper.Mode) -> Reading {
        do {
            return try withScratchDirectory { directory in
                let url = directory.appendingPathComponent("defaults.json")
                try storeFile(holding: json).write(to: url)
                let log = DefaultsIssueLog()
                var configuration = DefaultsStore.Configuration()
                configuration.mode = mode
                configuration.issueHandler = log.record
                let model = try DefaultsStore(url: url, configuration: configuration)
                    .value(of: Everything.self, forKey: key)
                return reading(model, issues: log.issues)
            }
        } catch {
            return Reading(model: nil, issues: nil, error: "\(error)")
        }
    }

    /// A store's reading with its issues in the mapper's words (the store puts the key in front and
    /// says what it did in its own words); a value it ignored is the error of its last issue.
    private static func reading(_ model: Everything?, issues: [DefaultsIssue]) -> Reading {
        let texts = issues.map(mappingIssueText)
        if model == nil, let last = issues.last, last.action == .ignoredValue {
            return Reading(model: nil, issues: Array(texts.dropLast()), error: last.problem)
        }
        return Reading(model: model, issues: texts, error: nil)
    }

    /// A store's issue as the mapper words it: `int: … (kept the current value)`.
    private static func mappingIssueText(_ issue: DefaultsIssue) -> String {
        let prefix = key + "."
        let path = issue.path.hasPrefix(prefix) ? String(issue.path.dropFirst(prefix.count)) : issue.path
        let outcome =
            switch issue.action {
            case .keptDefault: "kept the current value"
            case .droppedElement: "dropped the element"
            case .keptNearestValue: "kept the nearest value"
            case .leftOutOfFile: "omitted"
            default: "\(issue.action)"
            }
        return "\(path == key ? "(root)" : path): \(issue.problem) (\(outcome))"
    }

    /// The value a store's file holds after `model` is set in an empty store, made as
    /// ``DefaultsStore/set(_:forKey:)`` makes it: the batch's encoding and merge, then the file's
    /// text, read back.
    static func storedValueWriting(of model: Everything) throws -> Any {
        var batch = DefaultsBatch(values: [:], coding: StoredValueCoding(mode: .lenient, report: { _ in }))
        try batch.set(model, forKey: key)
        var document = DefaultsDocument()
        _ = document.apply(batch.changes, removingAll: batch.removesAll)
        return try storedValue(inFile: Data(try document.serialized(changedKeys: batch.changedKeys)))
    }

    /// The value a store's file holds after `model` is set in a new store on a file.
    static func storeWriting(of model: Everything) throws -> Any {
        try withScratchDirectory { directory in
            var configuration = DefaultsStore.Configuration()
            configuration.issueHandler = nil
            let store = DefaultsStore(
                url: directory.appendingPathComponent("defaults.json"), configuration: configuration)
            try store.set(model, forKey: key)
            return try storedValue(inFile: try Data(contentsOf: store.url))
        }
    }

    private static func storedValue(inFile file: Data) throws -> Any {
        let values = (try JSONReader().value(from: file) as? [String: Any])?["values"] as? [String: Any]
        return values?[key] ?? NSNull()
    }

    /// Runs `body` with a new, empty directory, and removes it with everything in it afterwards.
    private static func withScratchDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("MirrorMapperAllPaths-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }
}
