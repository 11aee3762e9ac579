import Foundation
import MirrorMapper
import Testing

@Suite struct JSONMappingTests {
    @Test func modelsFromJSONKeepSixtyFourBitIds() throws {
        let json = Data(
            #"{"id": 7, "name": "Ada", "rooms": [{"id": 148423162444258920, "title": "Loft"}]}"#.utf8)
        struct Big: Mappable {
            var id: Int64 = 0
            static let mapping: Mapping<Big> = ["id": \.id]
        }
        let user = try Mapper.object(of: User.self, fromJSON: json)
        #expect(user.name == "Ada")
        let bigs = try Mapper.objects(
            of: Big.self, fromJSON: Data(#"[{"id": 148423162444258920}, {"id": "9"}]"#.utf8))
        #expect(bigs.map(\.id) == [148_423_162_444_258_920, 9])
    }

    @Test func syntaxErrorsSayWhere() throws {
        let error = try #require(throws: JSONError.self) {
            try Mapper.object(of: User.self, fromJSON: Data("{\n  \"id\": 1,\n  \"name\" \"Ada\"\n}".utf8))
        }
        #expect(error.description.contains("line 3"))
        #expect(throws: MappingError.self) { try Mapper.object(of: User.self, fromJSON: Data("[1]".utf8)) }
        #expect(throws: MappingError.self) { try Mapper.objects(of: User.self, fromJSON: Data("{}".utf8)) }
    }

    @Test func jsonDataOfModelsAndArraysIsValidAndSorted() throws {
        let user = try Mapper.object(of: User.self, from: ["id": 7, "name": "Ada", "rooms": [["id": 1]]])
        let data = try Mapper.jsonData(from: user, sortingKeys: true)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"age":0,"id":7,"name":"Ada","rooms":[{"country_code":"","id":1,"#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(parsed["id"] as? Int == 7)
        let array = try Mapper.jsonData(from: [user, user])
        #expect((try JSONSerialization.jsonObject(with: array) as? [Any])?.count == 2)
        let pretty = String(
            decoding: try Mapper.jsonData(from: Location(), sortingKeys: true, prettyPrinting: true),
            as: UTF8.self)
        #expect(pretty.contains("\n  \"name\" : \"unknown\""))
    }

    @Test func booleansAndNumbersKeepTheirJSONTypes() throws {
        var everything = Everything()
        everything.bool = true
        everything.int64 = 148_423_162_444_258_920
        let text = String(decoding: try Mapper.jsonData(from: everything, sortingKeys: true), as: UTF8.self)
        #expect(text.contains(#""bool":true"#))
        #expect(text.contains(#""int64":148423162444258920"#))
        let back = try Mapper(mode: .strict).object(of: Everything.self, fromJSON: Data(text.utf8))
        #expect(back.bool && back.int64 == 148_423_162_444_258_920)
    }
}
