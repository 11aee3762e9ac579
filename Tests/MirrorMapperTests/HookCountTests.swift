import Foundation
import MirrorMapper
import Testing

/// How many times each hook ran, by the `token` of the data it saw: one count per test, which the
/// hooks reach through a task-local, so that tests running in parallel share no state (a global
/// count shared by all of them was a race under ThreadSanitizer).
private final class HookCalls: @unchecked Sendable {
    /// The count of the test running in this task.
    @TaskLocal static var current: HookCalls?

    private let lock = NSLock()
    private var counts: [String: (willMap: Int, didMap: Int)] = [:]

    /// Runs `body` with a count of its own, and returns what the hooks noted.
    static func counting(_ body: () throws -> Void) rethrows -> [String: (willMap: Int, didMap: Int)] {
        let calls = HookCalls()
        try $current.withValue(calls) { try body() }
        return calls.lock.withLock { calls.counts }
    }

    /// Notes one call of `willMap` (`isWillMap`) or `didMap` for `token`.
    static func note(_ token: String, isWillMap: Bool) {
        guard let calls = current else { return }
        calls.lock.withLock {
            if isWillMap {
                calls.counts[token, default: (0, 0)].willMap += 1
            } else {
                calls.counts[token, default: (0, 0)].didMap += 1
            }
        }
    }
}

/// A nested model with both hooks, counting their calls by the data's `token`.
private final class CountedNote: Mappable, MappingHooks {
    var token = ""
    var stars = 0
    required init() {}
    static let mapping: Mapping<CountedNote> = ["token": \.token, "stars": \.stars]

    static func willMap(_ data: [String: Any]) -> [String: Any]? {
        HookCalls.note(data["token"] as? String ?? "", isWillMap: true)
        return data
    }

    func didMap(from data: [String: Any]) throws {
        HookCalls.note(token, isWillMap: false)
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

    /// Runs `map` with its own count and expects each hook to have run once per object.
    private static func expectEachHookRanOnce(
        _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation, _ map: () throws -> Void
    ) rethrows {
        let calls = try HookCalls.counting(map)
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
        Self.expectEachHookRanOnce(prefix) {
            _ = try? Mapper(mode: mode).object(of: CountedBoard.self, from: Self.board(prefix))
        }
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func fromJSONText(mode: Mapper.Mode) throws {
        let prefix = "json-\(mode)"
        let json = try JSONSerialization.data(withJSONObject: Self.board(prefix))
        Self.expectEachHookRanOnce(prefix) {
            _ = try? Mapper(mode: mode).object(of: CountedBoard.self, fromJSON: json)
        }
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict])
    func fromJSONTextAtAKeyPath(mode: Mapper.Mode) throws {
        let prefix = "json-at-\(mode)"
        let json = try JSONSerialization.data(withJSONObject: ["data": ["boards": [Self.board(prefix)]]])
        Self.expectEachHookRanOnce(prefix) {
            _ = try? Mapper(mode: mode).objects(of: CountedBoard.self, fromJSON: json, at: "data.boards")
        }
    }
}
