import Foundation
import MirrorMapper

/// `JSONDecoder` into `MappableCodable` models against plain `Codable` twins of the same models, on
/// nested documents: the cost of the Codable bridge, which should grow with the document's size
/// alone, at any depth.
extension BenchmarkPlan {
    func measureCodableBridge() throws -> [HeadlineRatio] {
        guard options.includes(section: "codable bridge") else { return [] }
        let chains = Data(
            ("[" + Array(repeating: Self.chain(depth: 29), count: 1_000).joined(separator: ",") + "]").utf8)
        let deep = Data(Self.chain(depth: 90).utf8)
        let decoder = JSONDecoder()
        guard try decoder.decode([BridgedNode].self, from: chains).count == 1_000,
            try decoder.decode([PlainNode].self, from: chains).count == 1_000,
            try decoder.decode(BridgedNode.self, from: deep).depth == 91
        else {
            throw BenchmarkFailure(description: "the Codable bridge did not decode its documents whole")
        }
        let chainTimes = try stopwatch.measureInterleaved([
            { try decoder.decode([BridgedNode].self, from: chains) },
            { try decoder.decode([PlainNode].self, from: chains) },
        ])
        let deepTimes = try stopwatch.measureInterleaved([
            { try decoder.decode(BridgedNode.self, from: deep) },
            { try decoder.decode(PlainNode.self, from: deep) },
        ])
        report.note(
            String(
                format:
                    "JSONDecoder, 1,000 chains of 30 models (%d KB): MappableCodable %.1f ms, Codable %.1f ms; "
                    + "one chain of 91 (%d KB): %.3f ms, %.3f ms",
                chains.count / 1_000, chainTimes[0].medianMilliseconds, chainTimes[1].medianMilliseconds,
                deep.count / 1_000, deepTimes[0].medianMilliseconds, deepTimes[1].medianMilliseconds))
        return [
            HeadlineRatio(
                name: "mappablecodable-vs-codable",
                value: chainTimes[0].medianMilliseconds / chainTimes[1].medianMilliseconds),
            HeadlineRatio(
                name: "mappablecodable-deep-vs-codable",
                value: deepTimes[0].medianMilliseconds / deepTimes[1].medianMilliseconds),
        ]
    }

    /// A model nested `depth` times inside itself, as JSON text.
    private static func chain(depth: Int) -> String {
        var text = #"{"value": 1, "name": "leaf"}"#
        for level in 0..<depth {
            text = #"{"value": \#(level), "name": "level \#(level)", "child": \#(text)}"#
        }
        return text
    }
}

/// A model of the chains, through its table.
private final class BridgedNode: MappableCodable {
    var value = 0
    var name = ""
    var child: BridgedNode?
    required init() {}
    static let mapping: Mapping<BridgedNode> = ["value": \.value, "name": \.name, "child": \.child]

    var depth: Int { 1 + (child?.depth ?? 0) }
}

/// Its plain `Codable` twin.
private final class PlainNode: Codable {
    var value = 0
    var name = ""
    var child: PlainNode?
}
