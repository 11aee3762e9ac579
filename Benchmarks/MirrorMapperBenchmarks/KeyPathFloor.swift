import Foundation
import MirrorMapper

/// The least a key-path mapper can cost on a document: as many key path writes (for
/// `Mapper.object`) or reads (for `Mapper.dictionary`) as the document has mapped values, each at
/// the price this run measures, with no lookup, conversion or allocation at all. Set against the
/// hand-written mapping, which stores and loads properties directly, it shows how close to
/// hand-written code the DESIGN's "key paths write" can get on this machine and toolchain.
enum KeyPathFloor {
    /// Nanoseconds per access through a key path the optimizer cannot see through, and directly.
    struct AccessCost {
        var classWrite = 0.0
        var classRead = 0.0
        var structWrite = 0.0
        var structRead = 0.0
        var directWrite = 0.0
        var directRead = 0.0
    }

    /// A model-like class and struct with the two commonest property types.
    private final class ClassProbe {
        var count = 0
        var text = ""
    }

    private struct StructProbe {
        var count = 0
        var text = ""
    }

    private static let accessesPerRound = 100_000

    /// Times the accesses, interleaved like every other figure.
    static func measureAccessCost(stopwatch: Stopwatch) throws -> AccessCost {
        // Chosen at run time from arrays, so that every access goes through the key path runtime,
        // as the mapper's do.
        let classCounts: [ReferenceWritableKeyPath<ClassProbe, Int>] = [\.count, \.count]
        let classTexts: [ReferenceWritableKeyPath<ClassProbe, String>] = [\.text, \.text]
        let structCounts: [WritableKeyPath<StructProbe, Int>] = [\.count, \.count]
        let structTexts: [WritableKeyPath<StructProbe, String>] = [\.text, \.text]
        let texts = (0..<16).map { "value \($0)" }
        let objects = (0..<64).map { _ in ClassProbe() }
        let rounds = Self.accessesPerRound
        let pick = CommandLine.arguments.count & 1

        let measurements = try stopwatch.measureInterleaved([
            {
                for index in 0..<rounds {
                    let object = objects[index & 63]
                    if index & 1 == 0 {
                        object[keyPath: classCounts[pick]] = index
                    } else {
                        object[keyPath: classTexts[pick]] = texts[index & 15]
                    }
                }
                return objects
            },
            {
                var total = 0
                for index in 0..<rounds {
                    let object = objects[index & 63]
                    if index & 1 == 0 {
                        total &+= object[keyPath: classCounts[pick]]
                    } else {
                        total &+= object[keyPath: classTexts[pick]].utf8.count
                    }
                }
                return total
            },
            {
                var probes = Array(repeating: StructProbe(), count: 64)
                for index in 0..<rounds {
                    if index & 1 == 0 {
                        probes[index & 63][keyPath: structCounts[pick]] = index
                    } else {
                        probes[index & 63][keyPath: structTexts[pick]] = texts[index & 15]
                    }
                }
                return probes
            },
            {
                let probes = Array(repeating: StructProbe(count: 1, text: "value"), count: 64)
                var total = 0
                for index in 0..<rounds {
                    if index & 1 == 0 {
                        total &+= probes[index & 63][keyPath: structCounts[pick]]
                    } else {
                        total &+= probes[index & 63][keyPath: structTexts[pick]].utf8.count
                    }
                }
                return total
            },
            {
                for index in 0..<rounds {
                    let object = objects[index & 63]
                    if index & 1 == 0 {
                        object.count = index
                    } else {
                        object.text = texts[index & 15]
                    }
                }
                return objects
            },
            {
                var total = 0
                for index in 0..<rounds {
                    let object = objects[index & 63]
                    if index & 1 == 0 {
                        total &+= object.count
                    } else {
                        total &+= object.text.utf8.count
                    }
                }
                return total
            },
        ])
        let nanoseconds = measurements.map { $0.medianMilliseconds * 1e6 / Double(rounds) }
        return AccessCost(
            classWrite: nanoseconds[0], classRead: nanoseconds[1], structWrite: nanoseconds[2],
            structRead: nanoseconds[3], directWrite: nanoseconds[4], directRead: nanoseconds[5])
    }

    /// The number of mapped values in `model`'s graph: the keys of every model's dictionary, nil
    /// properties included. `Mapper.object` makes one key path write per value present in the
    /// data, and `Mapper.dictionary` one read per mapped property.
    static func mappedValueCount(of model: some Mappable) throws -> Int {
        func count(_ value: Any) -> Int {
            if let dictionary = value as? [String: Any] {
                return dictionary.count + dictionary.values.reduce(0) { $0 + count($1) }
            }
            if let array = value as? [Any] {
                return array.reduce(0) { $0 + count($1) }
            }
            return 0
        }
        return count(try Mapper(nilEncoding: .null).dictionary(from: model))
    }
}
