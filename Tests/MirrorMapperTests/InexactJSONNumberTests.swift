import Foundation
import Testing

@testable import MirrorMapper

/// JSON numbers that no exact type holds (more significant digits than a `Decimal`'s): the rules of
/// the exact types decide from their digits, on every way a JSON call reads them, and code outside
/// the package only ever sees their nearest `Double`.
@Suite struct InexactJSONNumberTests {
    /// 50 significant digits: no `Decimal` holds them.
    static let fiftyDigits = "12345678901234567890123456789012345678901234567891"
    static let nearestDecimal = Decimal(string: "1.2345678901234567890123456789012345679e49") ?? 0
    static let nearestDouble = 1.2345678901234567e49
    static let digitsProblem = MappingError.Kind.outOfRange(
        expected: "Decimal", found: "number of 50 significant digits")

    /// What code outside the package saw, by where it saw it.
    static let seen = Locked<[String: String]>([:])

    static func note(_ value: Any?, as name: String) {
        let description = value.map { "\(type(of: $0)) \($0)" } ?? "nil"
        seen.withLock { $0[name] = description }
    }

    struct Price: Mappable {
        var amount = Decimal(0)
        static let mapping: Mapping<Price> = ["amount": \.amount]
    }

    /// A model whose hook sees the data and may rewrite `amount`.
    struct HookedPrice: Mappable, MappingHooks {
        var amount = Decimal(0)
        var label = ""
        static let mapping: Mapping<HookedPrice> = ["amount": \.amount, "label": \.label]

        static func willMap(_ data: [String: Any]) -> [String: Any]? {
            InexactJSONNumberTests.note(data["amount"], as: "willMap \(data["label"] ?? "")")
            guard data["label"] as? String == "rewritten" else { return data }
            var rewritten = data
            rewritten["amount"] = 2.5
            return rewritten
        }
    }

    /// A model with a hook, so that a JSON call maps it from the dictionary its reader made, and
    /// optionals and collections of `Decimal`, whose conversions are the package's own.
    struct HookedAmounts: Mappable, MappingHooks {
        var amounts: [Decimal] = []
        var maybe: Decimal?
        var byName: [String: Decimal] = [:]

        static func willMap(_ data: [String: Any]) -> [String: Any]? { data }
    }

    /// A type of the user's own, which sees what its conversion is given.
    struct Recorded: ValueConvertible {
        var marker = 0
        static func convert(from value: Any, in context: MappingContext) throws -> Recorded {
            InexactJSONNumberTests.note(value, as: "own type")
            return Recorded()
        }
        func jsonValue(in context: MappingContext) throws -> Any { 0 }
    }

    struct Outside: Mappable {
        var anything: Any?
        var transformed = 0.0
        var own = Recorded()
        var owns: [Recorded] = []
        var items: [Any] = []
        static let mapping = Mapping<Outside>([
            "anything": \.anything, "transformed": \.transformed, "own": \.own, "owns": \.owns,
            "items": \.items,
        ])
        .transform(
            "transformed",
            with: PropertyTransform<Double>(
                read: { value in
                    InexactJSONNumberTests.note(value, as: "transform")
                    return 0
                },
                write: { $0 })
        )
        .itemType(forArray: "items") { element in
            InexactJSONNumberTests.note(element["amount"], as: "item type rule")
            return Price.self
        }
    }

    @Test func aDecimalGetsTheNearestDecimalAndAnIssueInLenientMode() throws {
        var issues: [MappingIssue] = []
        let price = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Price.self, fromJSON: Data(#"{"amount": \#(Self.fiftyDigits)}"#.utf8))
        }
        #expect(price.amount == Self.nearestDecimal)
        #expect(issues.map(\.outcome) == [.keptNearestValue])
        #expect(issues.map(\.error.kind) == [Self.digitsProblem])
    }

    @Test func strictModeThrowsOnEveryJSONCall() throws {
        let strict = Mapper(mode: .strict)
        let object = Data(#"{"amount": \#(Self.fiftyDigits)}"#.utf8)
        let array = Data("[\(String(decoding: object, as: UTF8.self))]".utf8)
        let response = Data(#"{"data": {"items": \#(String(decoding: array, as: UTF8.self))}}"#.utf8)
        let calls: [(String, () throws -> Void)] = [
            ("object", { _ = try strict.object(of: Price.self, fromJSON: object) }),
            ("objects", { _ = try strict.objects(of: Price.self, fromJSON: array) }),
            ("objects at", { _ = try strict.objects(of: Price.self, fromJSON: response, at: "data.items") }),
            ("object at", { _ = try strict.object(of: Price.self, fromJSON: response, at: "data.items.0") }),
            ("hooked", { _ = try strict.object(of: HookedPrice.self, fromJSON: object) }),
        ]
        for (name, call) in calls {
            let error = #expect(throws: MappingError.self, "\(name)") { try call() }
            #expect(error?.kind == Self.digitsProblem, "\(name)")
        }
    }

    @Test func aHookSeesTheNearestDoubleAndAValueItLeavesConvertsFromItsDigits() throws {
        var issues: [MappingIssue] = []
        let kept = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: HookedPrice.self,
                fromJSON: Data(#"{"amount": \#(Self.fiftyDigits), "label": "kept"}"#.utf8))
        }
        #expect(Self.seen.withLock { $0["willMap kept"] } == "Double \(Self.nearestDouble)")
        #expect(kept.amount == Self.nearestDecimal)
        #expect(issues.map(\.outcome) == [.keptNearestValue])

        issues = []
        let rewritten = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: HookedPrice.self,
                fromJSON: Data(#"{"amount": \#(Self.fiftyDigits), "label": "rewritten"}"#.utf8))
        }
        #expect(rewritten.amount == 2.5)
        #expect(issues.isEmpty)
    }

    @Test func codeOutsideThePackageSeesTheNearestDouble() throws {
        let json = """
            {"anything": {"deep": [\(Self.fiftyDigits)]}, "transformed": \(Self.fiftyDigits),
             "own": \(Self.fiftyDigits), "owns": [\(Self.fiftyDigits)],
             "items": [{"amount": \(Self.fiftyDigits)}]}
            """
        var issues: [MappingIssue] = []
        let outside = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Outside.self, fromJSON: Data(json.utf8))
        }
        let deep = (outside.anything as? [String: Any])?["deep"] as? [Any]
        #expect(deep?.first as? Double == Self.nearestDouble)
        let seen = Self.seen.withLock { $0 }
        for name in ["transform", "own type", "item type rule"] {
            #expect(seen[name] == "Double \(Self.nearestDouble)", "\(name)")
        }
        // The model the item type rule chose still converts from every digit.
        #expect((outside.items.first as? Price)?.amount == Self.nearestDecimal)
        #expect(issues.map(\.path) == ["items[0].amount"])
    }

    /// Optionals and collections hand each element to the rule of its own type
    /// (`ElementwiseConversion`), so a `Decimal` inside one converts from every digit there too.
    @Test func decimalsInsideOptionalsAndCollectionsConvertFromTheirDigits() throws {
        var issues: [MappingIssue] = []
        let json =
            #"{"amounts": [\#(Self.fiftyDigits)], "maybe": \#(Self.fiftyDigits), "byName": {"a": \#(Self.fiftyDigits)}}"#
        let hooked = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: HookedAmounts.self, fromJSON: Data(json.utf8))
        }
        #expect(hooked.amounts == [Self.nearestDecimal])
        #expect(hooked.maybe == Self.nearestDecimal)
        #expect(hooked.byName == ["a": Self.nearestDecimal])
        #expect(issues.map(\.path) == ["amounts[0]", "maybe", "byName.a"])
        #expect(issues.allSatisfy { $0.error.kind == Self.digitsProblem })
    }

    @Test func theDictionaryPathOfADictionaryTheUserMadeIsUnchanged() throws {
        // A tree the user made holds plain numbers only; a Double converts as the number it prints as.
        var issues: [MappingIssue] = []
        let price = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Price.self, from: ["amount": Self.nearestDouble])
        }
        #expect(price.amount == Decimal(string: "12345678901234567000000000000000000000000000000000"))
        #expect(issues.isEmpty)
    }
}
