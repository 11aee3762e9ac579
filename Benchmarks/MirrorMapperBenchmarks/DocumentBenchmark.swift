import Foundation
import MirrorMapper

/// A failed check: the benchmark stops, because timing wrong results means nothing.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}

/// Parses JSON bytes into the loose dictionary every mapping starts from.
func looseObject(from bytes: Data) throws -> [String: Any] {
    guard let root = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
        throw BenchmarkFailure(description: "the document's root is not an object")
    }
    return root
}

/// Checks and then measures one document of one kind.
struct DocumentBenchmark<Model: Mappable, Record: Codable> {
    let kind: DocumentKind<Model, Record>
    /// The name in the table, such as `twitter (text dates) 1×`.
    let label: String
    let bytes: Data
    let works: [Work]
    let stopwatch: Stopwatch
    let report: Report

    /// Verifies that the mapper, both hand-written mappings and the Codable twins agree, then times
    /// each work. Returns the number of model objects in the document.
    @discardableResult
    func run() throws -> Int {
        let root = try looseObject(from: bytes)
        let mapped = try Mapper.object(of: Model.self, from: root)
        let objects = modelObjectCount(in: mapped)
        try verify(mapped, root: root)
        printProgress(
            "\(label): \(bytes.count) bytes, \(objects) model objects, checks passed"
                + String(format: " (peak memory so far %.0f MiB)", ResidentMemory.peakMebibytes))
        let measurements = try stopwatch.measureInterleaved(
            try works.map { try task(for: $0, root: root, mapped: mapped) })
        for (work, measurement) in zip(works, measurements) {
            report.add(document: label, work: work, measurement: measurement, objects: objects)
        }
        return objects
    }

    /// Checks what the measured works depend on. The dictionary and Codable checks are skipped
    /// when only mapping to objects is measured (the 100× documents): they pass at 1× and 10×,
    /// and `isValidJSONObject` bridges the whole graph on Linux, which takes minutes at 100×.
    private func verify(_ mapped: Model, root: [String: Any]) throws {
        try expectEqual(mapped, kind.tuned(root), "mapper vs hand-written tuned")
        try expectEqual(mapped, kind.plain(root), "mapper vs hand-written plain")
        if let ruleApplying = kind.ruleApplying {
            try expectEqual(mapped, ruleApplying(root), "mapper vs hand-written applying the rules")
        }
        guard works.contains(where: { !$0.mapsDictionariesToObjects }) else { return }

        let dictionary = try Mapper.dictionary(from: mapped)
        guard JSONSerialization.isValidJSONObject(dictionary) else {
            throw BenchmarkFailure(
                description: "\(label): Mapper.dictionary output is not valid for JSONSerialization")
        }
        try expectEqual(
            mapped, try Mapper.object(of: Model.self, from: dictionary), "Mapper.dictionary round trip")
        let json = try JSONSerialization.data(withJSONObject: dictionary)
        try expectEqual(
            mapped, try Mapper.object(of: Model.self, from: try looseObject(from: json)), "JSON round trip")
        try expectEqual(
            mapped, try Mapper.object(of: Model.self, fromJSON: bytes), "Mapper's own JSON reader")
        try expectEqual(
            mapped, try Mapper.object(of: Model.self, fromJSON: try Mapper().jsonData(from: mapped)),
            "Mapper's own JSON writer round trip")

        let handWritten = kind.handWrittenDictionary(mapped)
        guard JSONSerialization.isValidJSONObject(handWritten) else {
            throw BenchmarkFailure(description: "\(label): the hand-written dictionary is not valid JSON")
        }
        try expectEqual(
            mapped, try Mapper.object(of: Model.self, from: handWritten), "hand-written dictionary")

        // The Codable twin holds the same data when what it encodes maps back to the same models.
        let record = try kind.makeDecoder().decode(Record.self, from: bytes)
        let encoded = try kind.makeEncoder().encode(record)
        try expectEqual(
            mapped, try Mapper.object(of: Model.self, from: try looseObject(from: encoded)),
            "Codable twin round trip")
    }

    private func expectEqual(_ expected: Model, _ actual: Model, _ check: String) throws {
        var comparison = ModelComparison()
        kind.compare(&comparison, expected, actual)
        try comparison.requireNoMismatches("\(label): \(check)")
    }

    /// The timed body of `work`; preparation that is not part of the work happens here, untimed.
    private func task(for work: Work, root: [String: Any], mapped: Model) throws -> () throws -> Any {
        switch work {
        case .parse:
            return { try JSONSerialization.jsonObject(with: bytes) }
        case .mapperObjects:
            return MapperPath.dictionaryToModels.task(mapped: mapped, root: root, bytes: bytes)
        case .tunedObjects:
            return { kind.tuned(root) }
        case .plainObjects:
            return { kind.plain(root) }
        case .ruleApplyingObjects:
            guard let ruleApplying = kind.ruleApplying else {
                throw BenchmarkFailure(description: "\(label): no hand-written mapping applying the rules")
            }
            return { ruleApplying(root) }
        case .mapperDictionary:
            return MapperPath.modelsToDictionary.task(mapped: mapped, root: root, bytes: bytes)
        case .handWrittenDictionary:
            return { kind.handWrittenDictionary(mapped) }
        case .parseAndMapper:
            return MapperPath.jsonToModels.task(mapped: mapped, root: root, bytes: bytes)
        case .jsonDecoder:
            let decoder = kind.makeDecoder()
            return { try decoder.decode(Record.self, from: bytes) }
        case .mapperAndSerialize:
            return MapperPath.modelsToJSON.task(mapped: mapped, root: root, bytes: bytes)
        case .jsonEncoder:
            let record = try kind.makeDecoder().decode(Record.self, from: bytes)
            let encoder = kind.makeEncoder()
            return { try encoder.encode(record) }
        case .serializeDictionary:
            let dictionary = try Mapper.dictionary(from: mapped)
            return { try JSONSerialization.data(withJSONObject: dictionary) }
        }
    }
}
