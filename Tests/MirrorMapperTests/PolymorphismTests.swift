import Foundation
import MirrorMapper
import Testing

class Shape: Mappable {
    var name = ""
    required init() {}
    class var mapping: ClassMapping {
        let table: ClassMapping = ["name": \Shape.name]
        return table.subtypes(on: "type", ["circle": Circle.self, "square": Square.self])
    }
}

final class Circle: Shape {
    var radius = 0.0
    override class var mapping: ClassMapping { ["radius": \Circle.radius] }
}

final class Square: Shape {
    var side = 0.0
    override class var mapping: ClassMapping { ["side": \Square.side] }
}

final class Drawing: Mappable {
    var main: Shape?
    var shapes: [Shape] = []
    var named: [String: Shape] = [:]
    required init() {}
    static let mapping: Mapping<Drawing> = ["main": \.main, "shapes": \.shapes, "named": \.named]
}

@Suite struct PolymorphismTests {
    @Test func discriminatorPicksSubclassesForPropertiesArraysAndDictionaries() throws {
        let drawing = try Mapper.object(
            of: Drawing.self,
            from: [
                "main": ["type": "circle", "radius": 2],
                "shapes": [
                    ["type": "square", "side": 3], ["type": "circle", "radius": 1], ["name": "plain"],
                ],
                "named": ["a": ["type": "square", "side": 4]],
            ])
        #expect((drawing.main as? Circle)?.radius == 2)
        #expect((drawing.shapes[0] as? Square)?.side == 3)
        #expect((drawing.shapes[1] as? Circle)?.radius == 1)
        #expect(type(of: drawing.shapes[2]) == Shape.self)
        #expect((drawing.named["a"] as? Square)?.side == 4)
    }

    @Test func unknownDiscriminatorMakesTheDeclaredType() throws {
        let shape = try Mapper.object(of: Shape.self, from: ["type": "hexagon", "name": "h"])
        #expect(type(of: shape) == Shape.self)
        #expect(shape.name == "h")
    }

    @Test func dictionariesWriteTheDiscriminatorBack() throws {
        let drawing = try Mapper.object(
            of: Drawing.self, from: ["shapes": [["type": "square", "side": 3], ["name": "plain"]]])
        let written = try #require(try Mapper.dictionary(from: drawing)["shapes"] as? [[String: Any]])
        #expect(written[0]["type"] as? String == "square")
        #expect(written[1]["type"] == nil)
        let copy = try Mapper.object(of: Drawing.self, from: try Mapper.dictionary(from: drawing))
        #expect((copy.shapes[0] as? Square)?.side == 3)
    }

    @Test func registeringANonSubclassIsAProgrammerError() {
        final class Odd: Mappable {
            var x = 0
            required init() {}
            static let mapping = Mapping<Odd>(["x": \.x]).subtypes(on: "kind", ["user": User.self])
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Odd.self) }
        #expect(
            error?.description.contains("registers User as \"user\", which is not a subclass of it") == true)
    }
}

@Suite struct HookTests {
    final class Account: Mappable {
        var id = ""
        var balance = 0
        var normalized = false
        required init() {}
        static let mapping: Mapping<Account> = ["id": \.id, "balance": \.balance]

        static func willMap(_ dictionary: [String: Any]) -> [String: Any]? {
            if dictionary["deleted"] as? Bool == true { return nil }
            var rewritten = dictionary
            if let legacy = dictionary["account_id"] { rewritten["id"] = legacy }
            return rewritten
        }

        func didMap(from dictionary: [String: Any]) throws {
            guard balance >= 0 else { throw MappingError(.custom("balance is negative")) }
            normalized = true
        }
    }

    @Test func willMapRewritesAndDidMapFixesUp() throws {
        let account = try Mapper.object(of: Account.self, from: ["account_id": 42, "balance": 5])
        #expect(account.id == "42")
        #expect(account.normalized)
    }

    @Test func rejectedElementsAreSkippedAndReported() throws {
        var issues: [MappingIssue] = []
        let accounts = try Mapper().objects(
            of: Account.self,
            from: [["id": "a"], ["id": "b", "deleted": true], ["id": "c", "balance": -1]],
            issues: &issues)
        #expect(accounts.map(\.id) == ["a"])
        #expect(
            issues.map(\.description) == [
                "[1]: Account.willMap rejected the data (dropped the element)",
                "[2]: balance is negative (dropped the element)",
            ])
    }

    @Test func rejectedTopLevelObjectThrows() {
        let error = #expect(throws: MappingError.self) {
            try Mapper.object(of: Account.self, from: ["id": "x", "deleted": true])
        }
        #expect(error?.kind == .rejected("Account.willMap rejected the data"))
    }
}
