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

    /// A discriminator that names no registered subtype is reported, the same way from a dictionary
    /// and from JSON text: an issue in lenient mode, an error in strict mode.
    @Test func unknownDiscriminatorIsReported() throws {
        let json = Data(
            #"{"shapes": [{"type": "circle", "radius": 1}, {"name": "plain"}, {"type": "hexagon", "name": "h"}]}"#
                .utf8)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let expected = [
            #"shapes[2].type: expected a subtype of Shape (circle, square), found unknown subtype "hexagon" "#
                + "(kept the current value)"
        ]
        var issues: [MappingIssue] = []
        let drawing = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Drawing.self, from: dictionary)
        }
        #expect(issues.map(\.description) == expected)
        #expect(type(of: drawing.shapes[2]) == Shape.self)
        #expect(drawing.shapes[2].name == "h")
        var jsonIssues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &jsonIssues) {
            try $0.object(of: Drawing.self, fromJSON: json)
        }
        #expect(jsonIssues.map(\.description) == expected)
        for call in [
            { _ = try Mapper(mode: .strict).object(of: Drawing.self, from: dictionary) },
            { _ = try Mapper(mode: .strict).object(of: Drawing.self, fromJSON: json) },
        ] as [() throws -> Void] {
            let error = try #require(throws: MappingError.self) { try call() }
            #expect(error.path == "shapes[2].type")
        }
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
