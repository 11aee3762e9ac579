import Foundation
import Testing

@testable import MirrorMapper

/// Random models, from fixed seeds, come back unchanged from their dictionaries and their JSON text.
/// The strict mapper reads them back, so nothing is silently dropped; nil is written as `null` so
/// that it replaces non-nil defaults on the way back.
@Suite struct PropertyRoundTripTests {
    private static let seeds: [UInt64] = [1, 0x5EED, 0xDEAD_BEEF]
    private static let instancesPerSeed = 100
    private let writer = Mapper(nilEncoding: .null)
    private let reader = Mapper(mode: .strict)

    @Test(arguments: seeds)
    func objectToDictionaryToObjectKeepsEveryValue(seed: UInt64) throws {
        var generator = RandomModelGenerator(seed: seed)
        for instance in 0..<Self.instancesPerSeed {
            let original = generator.document()
            let dictionary = try writer.dictionary(from: original)
            #expect(JSONSerialization.isValidJSONObject(dictionary), "seed \(seed), instance \(instance)")
            let copy = try reader.object(of: RandomDocument.self, from: dictionary)
            #expect(copy == original, "seed \(seed), instance \(instance)")
        }
    }

    /// Decimals keep all their 38 digits through JSON text too.
    @Test(arguments: seeds)
    func objectToJSONToObjectKeepsEveryValue(seed: UInt64) throws {
        var generator = RandomModelGenerator(seed: seed)
        for instance in 0..<Self.instancesPerSeed {
            let original = generator.document()
            let json = try writer.jsonData(from: original)
            JSONPaths.expectSameText(of: original, mapper: writer)
            JSONPaths.expectSameText(of: original)
            let copy = try reader.object(of: RandomDocument.self, fromJSON: json)
            JSONPaths.expectSameInBothModes(RandomDocument.self, json: json)
            #expect(
                copy == original,
                "seed \(seed), instance \(instance): \(String(decoding: json, as: UTF8.self))")
        }
    }

    @Test func tenThousandElementCollectionsRoundTrip() throws {
        let seed: UInt64 = 10_000
        var generator = RandomModelGenerator(seed: seed)
        var original = generator.document()
        original.everything.array = generator.list(exactly: 10_000) { $0.integer() }
        original.everything.set = Set(generator.list(exactly: 10_000) { $0.string() })
        original.texts = generator.list(exactly: 10_000) { $0.string() }
        original.integerSet = Set(generator.list(exactly: 10_000) { $0.integer() })
        let keys = generator.list(exactly: 10_000) { $0.string() }
        original.byText = Dictionary(keys.map { ($0, 1.5) }) { first, _ in first }

        let fromDictionary = try reader.object(
            of: RandomDocument.self, from: try writer.dictionary(from: original))
        #expect(fromDictionary == original, "seed \(seed)")
        let fromJSON = try reader.object(
            of: RandomDocument.self, fromJSON: try writer.jsonData(from: original))
        #expect(fromJSON == original, "seed \(seed)")
    }
}
