import Foundation
import MirrorMapper

/// One path's figures of a ``TableFreeComparison``.
struct TableFreeFigures {
    let path: MapperPath
    /// The models with tables.
    let table: Measurement
    /// Their table-free twins, timed in the same rounds.
    let tableFree: Measurement

    /// The twins' median time over the tables', on the thread's CPU clock: a 5% difference is less
    /// than the load of a shared machine moves the monotonic clock's medians.
    var ratio: Double { tableFree.processorMedianMilliseconds / table.processorMedianMilliseconds }

    /// The same on the monotonic clock, as the other ratios are taken.
    var wallClockRatio: Double { tableFree.medianMilliseconds / table.medianMilliseconds }

    /// The first and third quartiles of the ratios of rounds taken one after the other, on the
    /// CPU clock: how far the load moved the comparison during the run.
    var quartiles: String {
        let ratios = zip(tableFree.processorRounds, table.processorRounds).map {
            $0.milliseconds / $1.milliseconds
        }.sorted()
        guard !ratios.isEmpty else { return "no rounds" }
        return String(format: "%.3f–%.3f", ratios[ratios.count / 4], ratios[ratios.count * 3 / 4])
    }
}

/// The table-free twins of one document's models against the models with tables: first checked
/// against the hand-written mapping on every path, then the mapper timed on both, interleaved round
/// by round, one path at a time, so that both see the same load.
struct TableFreeComparison<Model: Mappable, Twin: Mappable, Record: Codable> {
    /// The models with tables, with their hand-written baselines.
    let kind: DocumentKind<Model, Record>
    /// The document's size, such as `1×`.
    let size: String
    let bytes: Data
    let stopwatch: Stopwatch
    let report: Report

    /// The rows of the models with tables, timed beside the twins: a document of their own in the
    /// table, apart from the figures the document measurements take at another time.
    var tableDocument: String { "\(kind.name) \(size) beside table-free" }
    /// The rows of the twins.
    var tableFreeDocument: String { "\(kind.name) \(size) table-free" }

    func run() throws -> [TableFreeFigures] {
        let root = try looseObject(from: bytes)
        let table = try Mapper.object(of: Model.self, from: root)
        let tableFree = try Mapper.object(of: Twin.self, from: root)
        try verify(table: table, tableFree: tableFree, root: root)
        printProgress("\(tableFreeDocument): checks passed")

        // One path at a time, so that a table round always follows a twin round of the same work
        // and the other way round: in one loop over all paths, each path's first work followed
        // another path's, with colder caches, and came out up to 18% slower for it.
        let figures = try MapperPath.allCases.map { path in
            let measurements = try stopwatch.measureInterleaved([
                path.task(mapped: table, root: root, bytes: bytes),
                path.task(mapped: tableFree, root: root, bytes: bytes),
            ])
            return TableFreeFigures(path: path, table: measurements[0], tableFree: measurements[1])
        }
        let objects = modelObjectCount(in: table)
        for figure in figures {
            report.add(
                document: tableDocument, work: figure.path.work, measurement: figure.table, objects: objects)
        }
        for figure in figures {
            report.add(
                document: tableFreeDocument, work: figure.path.work, measurement: figure.tableFree,
                objects: objects)
        }
        return figures
    }

    /// The twins must hold what the hand-written mapping makes of the document, field by field,
    /// when read from the dictionary and from the JSON bytes; what they write, as a dictionary and
    /// as JSON, must map back through the tables to the same models. A twin that maps nothing, or
    /// reads or writes another key, fails here.
    private func verify(table: Model, tableFree: Twin, root: [String: Any]) throws {
        let expected = kind.tuned(root)
        try expect("the models with tables vs hand-written tuned") { kind.compare(&$0, expected, table) }
        try expect("table-free twins vs hand-written tuned") { $0.expectSameFields(expected, tableFree) }
        let fromJSON = try Mapper.object(of: Twin.self, fromJSON: bytes)
        try expect("table-free twins from JSON vs hand-written tuned") {
            $0.expectSameFields(expected, fromJSON)
        }

        let dictionary = try Mapper.dictionary(from: tableFree)
        guard JSONSerialization.isValidJSONObject(dictionary) else {
            throw BenchmarkFailure(
                description: "\(tableFreeDocument): the twins' dictionary is not valid JSON")
        }
        let fromDictionary = try Mapper.object(of: Model.self, from: dictionary)
        try expect("the twins' dictionary, mapped with the tables") {
            kind.compare(&$0, expected, fromDictionary)
        }
        let fromBytes = try Mapper.object(of: Model.self, fromJSON: try Mapper().jsonData(from: tableFree))
        try expect("the twins' JSON, mapped with the tables") { kind.compare(&$0, expected, fromBytes) }
    }

    private func expect(_ check: String, _ compare: (inout ModelComparison) -> Void) throws {
        var comparison = ModelComparison()
        compare(&comparison)
        try comparison.requireNoMismatches("\(tableFreeDocument): \(check)")
    }
}
