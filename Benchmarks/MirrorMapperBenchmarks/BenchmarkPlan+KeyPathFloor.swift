import Foundation
import MirrorMapper

extension BenchmarkPlan {
    /// What the key path accesses alone cost on the headline documents, set against the
    /// hand-written figures of the same run (see ``KeyPathFloor``): a note for the class models and
    /// one for their struct twins, and the class models' floor ratios, which the design holds the
    /// mapper to.
    func measureKeyPathFloor(twitter bytes: Data) throws -> [HeadlineRatio] {
        guard options.filter == nil || options.includes(.mapperObjects, on: Self.headlineDocument) else {
            return []
        }
        let root = try looseObject(from: bytes)
        let cost = try KeyPathFloor.measureAccessCost(stopwatch: stopwatch)
        report.note(
            String(
                format:
                    "key path cost per access (ns): class write %.1f, class read %.1f, struct write %.1f, "
                    + "struct read %.1f; direct write %.1f, direct read %.1f",
                cost.classWrite, cost.classRead, cost.structWrite, cost.structRead, cost.directWrite,
                cost.directRead))
        let classes = try floor(
            on: Self.headlineDocument, of: try Mapper.object(of: TwitterTimeline<TextDates>.self, from: root),
            write: cost.classWrite, read: cost.classRead, cost: cost)
        _ = try floor(
            on: Self.headlineStructDocument,
            of: try Mapper.object(of: TwitterTimelineStruct<TextDates>.self, from: root),
            write: cost.structWrite, read: cost.structRead, cost: cost)
        let document = Self.headlineDocument
        return HeadlineRatio.measured([
            (
                "object-vs-keypath-floor",
                classes.flatMap { floor in
                    report.median(document: document, work: .mapperObjects).map { $0 / floor.objects }
                }
            ),
            (
                "dictionary-vs-keypath-floor",
                classes.flatMap { floor in
                    report.median(document: document, work: .mapperDictionary).map { $0 / floor.dictionary }
                }
            ),
        ])
    }

    /// The floors on `document` in milliseconds, noted against its hand-written figures: tuned
    /// mapping plus one key path write per mapped value of `model`, and model → dictionary plus one
    /// read per value, each access at what it costs beyond a direct one.
    private func floor(
        on document: String, of model: some Mappable, write: Double, read: Double,
        cost: KeyPathFloor.AccessCost
    ) throws -> (objects: Double, dictionary: Double)? {
        guard let tuned = report.median(document: document, work: .tunedObjects),
            let handWritten = report.median(document: document, work: .handWrittenDictionary)
        else { return nil }
        let values = try KeyPathFloor.mappedValueCount(of: model)
        let objects = tuned + Double(values) * max(0, write - cost.directWrite) / 1e6
        let dictionary = handWritten + Double(values) * max(0, read - cost.directRead) / 1e6
        report.note(
            String(
                format: "key-path floor on %@ (%d mapped values): hand-written tuned + key path writes = "
                    + "%.2f ms = %.2f× hand-written tuned; hand-written → dictionary + key path reads = "
                    + "%.2f ms = %.2f× hand-written", document, values, objects, objects / tuned, dictionary,
                dictionary / handWritten))
        return (objects, dictionary)
    }
}
