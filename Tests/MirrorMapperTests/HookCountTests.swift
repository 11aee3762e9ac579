import Foundation
import MirrorMapper
import Synchronization
import Testing

/// How many times each hook ran, by the `token` of the data it saw.
private let hookCalls = Mutex<[String: (willMap: Int, didMap: Int)]>([:])

/// A nested model with both hooks, counting their calls by the data's `token`.
private final class CountedNote: Mappable, MappingHooks {
    var token = ""
    var stars = 0
    required init() {}
    static let mapping: Mapping<CountedNote> = ["token": \.token, "stars": \.stars]

    static func willMap(_ data: [String: Any]) -> [String: Any]? {
        let token = data["token"] as? String ?? ""
        hookCalls.withLock { $0[token, default: (0, 0)].willMap += 1 }
        return data
    }

    func didMap(from data: [String: Any]) throws {
        hookCalls.withLock { $0[token, default: (0, 0)].didMap += 1 }
    }
}

/// A model that holds counted notes under a dotted key and with a fallback key, as real models do.
private final class CountedBoard: Mappable {
    var first = CountedNote()
    var notes: [CountedNote] = []
    var title = ""
    required init() {}
    static let mapping = Mapping<CountedBoard>(["first": \.first, "notes": \.notes, "title": \.title])
        .renaming(["first": "pinned.note"])
        .fallbackKeys(["title": ["name"]])
}

/// Hooks run exactly once per object, on every path and in both modes, also when a value of the
/// object is bad.
@Suite struct HookCountTests {
    /// A board whose pinned note and two notes carry `prefix`-based tokens; the second note's
    /// `stars` is text that is not a number.
    private static func board(_ prefix: String) -> [String: Any] {
        [
            "pinned": ["note": ["token": "\(prefix)-pinned", "stars": 1]],
            "notes": [["token": "\(prefix)-a", "stars": 2], ["token": "\(prefix)-b", "stars": "many"]],
            "name": "board",
        ]
    }

    private static func expectEachHookRanOnce(
        _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let calls = hookCalls.withLock { $0 }.filter { $0.key.hasPrefix(prefix + "-") }
        #expect(calls.count == 3, "\(calls)", sourceLocation: sourceLocation)
        for (token, counts) in calls {
            #expect(
                counts.willMap == 1, "\(token) willMap ran \(counts.willMap) times",
                sourceLocation: sourceLocation)
            #expect(
                counts.didMap <= 1 && counts.didMap <= counts.willMap,
                "\(token) didMap ran \(counts.didMap) times", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func fromADictionary(mode: Mapper.Mode) throws {
        let prefix = "dictionary-\(mode)"
        _ = try? Mapper(mode: mode).object(of: CountedBoard.self, from: Self.board(prefix))
        Self.expectEachHookRanOnce(prefix)
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func fromJSONText(mode: Mapper.Mode) throws {
        let prefix = "json-\(mode)"
        let json = try JSONSerialization.data(withJSONObject: Self.board(prefix))
        _ = try? Mapper(mode: mode).object(of: CountedBoard.self, fromJSON: json)
        Self.expectEachHookRanOnce(prefix)
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func fromJSONTextAtAKeyPath(mode: Mapper.Mode) throws {
        let prefix = "json-at-\(mode)"
        let json = try JSONSerialization.data(withJSONObject: ["data": ["boards": [Self.board(prefix)]]])
        _ = try? Mapper(mode: mode).objects(of: CountedBoard.self, fromJSON: json, at: "data.boards")
        Self.expectEachHookRanOnce(prefix)
    }
}
