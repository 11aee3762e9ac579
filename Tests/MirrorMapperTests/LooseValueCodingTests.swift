import Foundation
import Testing

@testable import MirrorMapper

/// The in-memory decoder and encoder that carry `Codable` values through the mapper: every kind of
/// container, errors thrown by `Codable` types themselves, the depth limit, and which conversion a
/// type that is both `Codable` and `ValueConvertible` takes.
@Suite struct LooseValueCodingTests {
    /// Written by hand with nested, unkeyed and super containers, as older code often is.
    struct Place: Codable, Equatable {
        var name = ""
        var latitude = 0.0
        var tags: [String] = []
        var area: Int8 = 0

        enum CodingKeys: String, CodingKey { case name, position, tags, area }
        enum PositionKeys: String, CodingKey { case lat }

        init(name: String, latitude: Double, tags: [String], area: Int8) {
            (self.name, self.latitude, self.tags, self.area) = (name, latitude, tags, area)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            let position = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
            latitude = try position.decode(Double.self, forKey: .lat)
            guard (-90...90).contains(latitude) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .lat, in: position, debugDescription: "latitude \(latitude) is out of range")
            }
            var tagList = try container.nestedUnkeyedContainer(forKey: .tags)
            while !tagList.isAtEnd { tags.append(try tagList.decode(String.self)) }
            area = try Int8(from: container.superDecoder(forKey: .area))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            var position = container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
            try position.encode(latitude, forKey: .lat)
            var tagList = container.nestedUnkeyedContainer(forKey: .tags)
            for tag in tags { try tagList.encode(tag) }
            try area.encode(to: container.superEncoder(forKey: .area))
        }
    }

    enum Shape: Codable, Equatable {
        case circle(radius: Double)
        case square(Double)
        case none
    }

    /// Both `ValueConvertible` (text like `42%`) and `Codable` (a dictionary `{"value": 42}`).
    struct Percent: ValueConvertible, Codable, Equatable {
        var value: Int
        static func convert(from value: Any, in context: MappingContext) throws -> Percent {
            let text = try context.convert(value, to: String.self)
            guard text.hasSuffix("%"), let number = Int(text.dropLast()) else {
                throw MappingError(.custom("expected a percentage like 42%"))
            }
            return Percent(value: number)
        }
        func jsonValue(in context: MappingContext) throws -> Any { "\(value)%" }
    }

    struct Mix: Codable, Equatable {
        var share: Percent
        var parts: [Percent]
    }

    final class Chain: Codable {
        var next: Chain?
    }

    struct Board: Mappable {
        var place: Place?
        var shapes: [Shape] = []
        var share = Percent(value: 0)
        var mix: Mix?
        var chain: Chain?
        static let mapping: Mapping<Board> = [
            "place": \.place, "shapes": \.shapes, "share": \.share, "mix": \.mix, "chain": \.chain,
        ]
    }

    @Test func everyKindOfContainerRoundTrips() throws {
        var board = Board()
        board.place = Place(name: "Oslo", latitude: 59.9, tags: ["north", "capital"], area: 42)
        board.shapes = [.circle(radius: 2), .square(3), .none]
        let written = try Mapper.dictionary(from: board)
        let place = written["place"] as? [String: Any]
        #expect(place?["name"] as? String == "Oslo")
        #expect(place?["position"] as? [String: Double] == ["lat": 59.9])
        #expect(place?["tags"] as? [String] == ["north", "capital"])
        #expect(place?["area"] as? Int8 == 42)
        let read = try Mapper(mode: .strict).object(of: Board.self, from: written)
        #expect(read.place == board.place)
        #expect(read.shapes == board.shapes)
    }

    @Test func errorsThatCodableTypesThrowKeepTheirPlace() throws {
        let place: [String: Any] = ["name": "Pole", "position": ["lat": 91], "tags": [], "area": 1]
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: Board.self, from: ["place": place, "shapes": [["triangle": [:]]]])
        }
        #expect(
            issues.map(\.description) == [
                "place.position.lat: latitude 91.0 is out of range (kept the current value)",
                "shapes[0]: Invalid number of keys found, expected one. (dropped the element)",
            ])
    }

    @Test func wrongShapesOfNestedContainersAreLocatedAtTheirKey() throws {
        let place: [String: Any] = ["name": "Oslo", "position": [59.9], "tags": "north", "area": 300]
        let error = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Board.self, from: ["place": place])
        }
        #expect(
            error?.description
                == "place.position: expected Dictionary<String, Any>, found an array of 1 elements")
        var fixed = place
        fixed["position"] = ["lat": 1]
        let tagsError = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Board.self, from: ["place": fixed])
        }
        #expect(tagsError?.description == #"place.tags: expected Array<Any>, found String "north""#)
        fixed["tags"] = ["north"]
        let areaError = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Board.self, from: ["place": fixed])
        }
        #expect(areaError?.description == "place.area: 300 is out of range for Int8")
    }

    @Test func valueConvertibleWinsOverCodableAtEveryLevel() throws {
        let board = try Mapper(mode: .strict).object(
            of: Board.self, from: ["share": "42%", "mix": ["share": "7%", "parts": ["1%", "2%"]]])
        #expect(board.share == Percent(value: 42))
        #expect(board.mix == Mix(share: Percent(value: 7), parts: [Percent(value: 1), Percent(value: 2)]))
        let written = try Mapper.dictionary(from: board)
        #expect(written["share"] as? String == "42%")
        #expect((written["mix"] as? [String: Any])?["parts"] as? [String] == ["1%", "2%"])
        #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Board.self, from: ["share": ["value": 1]])
        }
    }

    @Test func codableValuesNestDeeperThanTheLimitThrowInEitherMode() throws {
        var data: [String: Any] = [:]
        for _ in 0..<200 { data = ["next": data] }
        for mode in [Mapper.Mode.lenient, .strict] {
            let error = #expect(throws: MappingError.self) {
                try Mapper(mode: mode).object(of: Board.self, from: ["chain": data])
            }
            #expect(error?.kind == .depthLimitExceeded(100))
        }
        let chain = Chain()
        chain.next = chain
        var board = Board()
        board.chain = chain
        let error = #expect(throws: MappingError.self) { try Mapper.dictionary(from: board) }
        #expect(error?.kind == .depthLimitExceeded(100))
    }

    @Test func valuesWithoutAJSONFormAreOmittedWithTheirPath() throws {
        var board = Board()
        board.place = Place(name: "Nowhere", latitude: .nan, tags: [], area: 0)
        var issues: [MappingIssue] = []
        let written = try Mapper().collectingIssues(into: &issues) { try $0.dictionary(from: board) }
        #expect(written["place"] == nil)
        #expect(issues.map(\.description) == ["place.position.lat: not representable as JSON: nan (omitted)"])
    }

    @Test func codableTypesSeeTheirPathAndTheMapper() throws {
        struct Probe: Codable {
            var path: [String] = []
            var mapperIsStrict = false
            init(from decoder: any Decoder) throws {
                path = decoder.codingPath.map(\.stringValue)
                mapperIsStrict = (decoder.userInfo[.mirrorMapper] as? Mapper)?.mode == .strict
            }
            func encode(to encoder: any Encoder) throws {}
        }
        struct Holder: Mappable {
            var probes: [String: [Probe]] = [:]
            static let mapping: Mapping<Holder> = ["probes": \.probes]
        }
        let holder = try Mapper(mode: .strict).object(of: Holder.self, from: ["probes": ["a": [[:], [:]]]])
        #expect(holder.probes["a"]?.map(\.path) == [["a", "Index 0"], ["a", "Index 1"]])
        #expect(holder.probes["a"]?.allSatisfy(\.mapperIsStrict) == true)
        #expect(
            sameJSON(
                try Mapper.dictionary(from: holder),
                ["probes": ["a": [[String: Any](), [String: Any]()] as [Any]] as [String: Any]]
                    as [String: Any]))
    }
}
