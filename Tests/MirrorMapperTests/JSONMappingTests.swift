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
        let bigs = try Mapper().objects(
            of: Big.self, fromJSON: Data(#"[{"id": 148423162444258920}, {"id": "9"}]"#.utf8))
        #expect(bigs.map(\.id) == [148_423_162_444_258_920, 9])
    }

    @Test func syntaxErrorsSayWhere() throws {
        let error = try #require(throws: JSONError.self) {
            try Mapper.object(of: User.self, fromJSON: Data("{\n  \"id\": 1,\n  \"name\" \"Ada\"\n}".utf8))
        }
        #expect(error.description.contains("line 3"))
        #expect(throws: MappingError.self) { try Mapper.object(of: User.self, fromJSON: Data("[1]".utf8)) }
        #expect(throws: MappingError.self) { try Mapper().objects(of: User.self, fromJSON: Data("{}".utf8)) }
    }

    /// Found by fuzzing: text that is not JSON inside an element of a collection, where lenient
    /// mode drops an element that fails to map, must still fail the document.
    @Test(arguments: [
        #"{"locations":[[{"name":"ca?fe"}]]}"#, #"{"arrayDictionary":{"a":[1,"?"]}}"#,
        #"{"dictionary":{"a":"?"}}"#, #"{"location":{"name":"?"},"int":1}"#,
        // A strict call stops mapping at the first element; the rest of the text is still read.
        #"{"array":["x",1,"?"]}"#, #"{"int":"x","string":"?"}"#,
    ])
    func brokenTextInsideAnElementFailsTheDocument(document: String) throws {
        let json = Data(document.utf8.map { $0 == UInt8(ascii: "?") ? 0x86 : $0 })
        for mapper in [Mapper(), Mapper(mode: .strict)] {
            let error = try #require(throws: JSONError.self) {
                try mapper.object(of: Everything.self, fromJSON: json)
            }
            #expect(error.description.contains("invalid UTF-8 byte 0x86"), "\(error)")
        }
        JSONPaths.expectSameInBothModes(Everything.self, json: json)
    }

    @Test(arguments: [
        #"{"rooms":[{"title":"first","title":"last","host":{"name":"last"}}]}"#,
        #"{"rooms":[{"title":"last","host":{"name":"first","name":"last"}}]}"#,
    ])
    func aRepeatedKeyInsideAnElementKeepsTheLastValue(document: String) throws {
        var issues: [MappingIssue] = []
        let user = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: User.self, fromJSON: Data(document.utf8))
        }
        #expect(user.rooms.map(\.title) == ["last"])
        #expect(user.rooms.first?.host?.name == "last")
        #expect(issues.isEmpty, "\(issues)")
        JSONPaths.expectSameInBothModes(User.self, json: Data(document.utf8))
    }

    /// Reading straight meets members in the document's order; a problem that throws is still
    /// the one the dictionary path throws, the first in table order (and for dictionaries in key
    /// order), with the issues it reports before it, and the text is read only once.
    @Test(arguments: [
        #"{"string": [1], "int": "x"}"#, #"{"location": {"name": 1}, "int8": 300, "int": []}"#,
        #"{"dictionary": {"z": "x", "a": "y", "m": 1}}"#,
        #"{"arrayDictionary": {"b": [1, "x"], "a": ["y"]}, "int": 1}"#,
        #"{"locations": [[{"name": []}]], "location": {"name": {}}, "string": {}}"#,
    ])
    func aProblemThatThrowsIsTheFirstInTableAndKeyOrder(document: String) throws {
        let json = Data(document.utf8)
        JSONPaths.expectSameInBothModes(Everything.self, json: json)
        let strict = JSONPaths.expectSame(Everything.self, json: json, mapper: Mapper(mode: .strict))
        #expect(strict.error != nil, "\(strict)")
    }

    /// Strings, integers and booleans are read straight from the text when they are of the
    /// property's own kind; every other value converts as it does through a dictionary.
    @Test(arguments: [
        "0", "-0", "42", "-9223372036854775808", "9223372036854775807", "9223372036854775808", "01", "-",
        "1.0", "1e2", "1.5", "true", "false", "tru", "null", #""42""#, #""text""#, #""a\nb""#, "[1]", "{}",
    ])
    func scalarsReadStraightConvertAsThroughADictionary(value: String) {
        let members = ["int", "int64", "bool", "string", "optional"].map { #""\#($0)": \#(value)"# }
        let json = Data("{\(members.joined(separator: ", "))}".utf8)
        JSONPaths.expectSameInBothModes(Everything.self, json: json)
    }

    /// A `JSONError` that a conversion throws is a problem with that value, not with the document.
    @Test func aTypeReadingJSONTextOfItsOwnFailsLikeAnyConversion() throws {
        /// A location sent as JSON text inside a string.
        struct EmbeddedLocation: ValueConvertible, Equatable {
            var location = Location()
            static func convert(from value: Any, in context: MappingContext) throws -> EmbeddedLocation {
                let text = Data("\(value)".utf8)
                let location = try context.mapper.object(of: Location.self, fromJSON: text)
                return EmbeddedLocation(location: location)
            }
            func jsonValue(in context: MappingContext) throws -> Any {
                String(decoding: try context.mapper.jsonData(from: location), as: UTF8.self)
            }
        }
        struct Envelope: Mappable {
            var id = 0
            var embedded = EmbeddedLocation()
            static let mapping: Mapping<Envelope> = ["id": \.id, "embedded": \.embedded]
        }
        let json = Data(#"{"embedded":"{\"name\": oops}","id":3}"#.utf8)
        var issues: [MappingIssue] = []
        let envelope = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Envelope.self, fromJSON: json)
        }
        #expect(envelope.id == 3 && envelope.embedded == EmbeddedLocation())
        #expect(issues.map(\.path) == ["embedded"])
        JSONPaths.expectSameInBothModes(Envelope.self, json: json)
    }

    @Test func keysWrittenAsTheSameTextKeepOneEntry() throws {
        /// A key whose text ignores case, so that two keys can write the same text.
        struct Code: LosslessStringConvertible, Hashable {
            let text: String
            init?(_ description: String) { text = description }
            var description: String { text.lowercased() }
        }
        struct Codes: Mappable {
            var counts: [Code: Int] = [:]
            static let mapping: Mapping<Codes> = ["counts": \.counts]
        }
        var codes = Codes()
        codes.counts = [Code("A")!: 1, Code("a")!: 1]
        let text = String(decoding: try Mapper().jsonData(from: codes), as: UTF8.self)
        #expect(text == #"{"counts":{"a":1}}"#)
        JSONPaths.expectSameText(of: codes)
    }

    @Test func jsonDataOfModelsAndArraysIsValidAndSorted() throws {
        let user = try Mapper.object(of: User.self, from: ["id": 7, "name": "Ada", "rooms": [["id": 1]]])
        let data = try Mapper().jsonData(from: user, sortingKeys: true)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"age":0,"id":7,"name":"Ada","rooms":[{"country_code":"","id":1,"#))
        let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(parsed["id"] as? Int == 7)
        let array = try Mapper().jsonData(from: [user, user])
        #expect((try JSONSerialization.jsonObject(with: array) as? [Any])?.count == 2)
        let pretty = String(
            decoding: try Mapper().jsonData(from: Location(), sortingKeys: true, prettyPrinting: true),
            as: UTF8.self)
        #expect(pretty.contains("\n  \"name\" : \"unknown\""))
    }

    /// Member keys are escaped once per call and model type: keys that need escapes, in nested
    /// objects of one type and in both layouts, are written as the dictionary path writes them.
    @Test func memberKeysThatNeedEscapesAreWrittenAsTheDictionaryPathWritesThem() throws {
        struct Odd: Mappable {
            var quote = "q"
            var control = "c"
            var slash = "s"
            var inner: [Odd] = []
            static let mapping = Mapping<Odd>([
                "quote": \.quote, "control": \.control, "slash": \.slash, "inner": \.inner,
            ])
            .renaming(["quote": #"say "hi""#, "control": "tab\tbell\u{07}", "slash": "a/b é"])
        }
        let odd = Odd(inner: [Odd(), Odd()])
        let text = String(decoding: try Mapper().jsonData(from: odd), as: UTF8.self)
        #expect(text.hasPrefix(#"{"say \"hi\"":"q","tab\tbell\u0007":"c","a/b é":"s","inner":[{"say"#))
        JSONPaths.expectSameText(of: odd)
    }

    @Test func booleansAndNumbersKeepTheirJSONTypes() throws {
        var everything = Everything()
        everything.bool = true
        everything.int64 = 148_423_162_444_258_920
        let text = String(decoding: try Mapper().jsonData(from: everything, sortingKeys: true), as: UTF8.self)
        #expect(text.contains(#""bool":true"#))
        #expect(text.contains(#""int64":148423162444258920"#))
        let back = try Mapper(mode: .strict).object(of: Everything.self, fromJSON: Data(text.utf8))
        #expect(back.bool && back.int64 == 148_423_162_444_258_920)
    }
}
