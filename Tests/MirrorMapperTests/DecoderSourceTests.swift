import Foundation
import Testing

@testable import MirrorMapper

/// `JSONDecoder` (or any `Decoder`) into a `MappableCodable` model reads by the mapper's rules,
/// binding by binding: the same values, problems and paths as the dictionary of the same data.
@Suite struct DecoderSourceTests {
    struct Amounts: MappableCodable {
        var decimal = Decimal(0)
        var big = Decimal(0)
        var count = 0
        var label = ""
        static let mapping: Mapping<Amounts> = [
            "decimal": \.decimal, "big": \.big, "count": \.count, "label": \.label,
        ]
    }

    /// Observation 4 of issue 18: numbers are classified by the mapper's rule for numbers, not by
    /// the order of a decoder's probes.
    @Test func numbersKeepTheirDigitsAsTheDictionaryPathKeepsThem() throws {
        let json = Data(
            #"{"decimal": 0.10000000000000001, "big": 79228162514264337593543950335, "count": "42", "label": 7}"#
                .utf8)
        let decoded = try JSONDecoder().decode(Amounts.self, from: json)
        let mapped = try Mapper.object(of: Amounts.self, fromJSON: json)
        #expect(decoded.decimal == Decimal(string: "0.10000000000000001"))
        #expect(decoded.big == Decimal(string: "79228162514264337593543950335"))
        #expect(decoded.count == 42)
        #expect(decoded.label == "7")
        #expect(try Mapper().differences(between: decoded, and: mapped).isEmpty)
    }

    /// A `Decimal` that no `Double` holds is written as a coder writes a `Decimal`: a number with
    /// every digit by `JSONEncoder`, as the mapper's JSON text writes it (it was a JSON string), and
    /// what `PropertyListDecoder` reads back by `PropertyListEncoder`.
    @Test func decimalsAreWrittenAsTheCoderWritesThem() throws {
        var amounts = Amounts()
        amounts.decimal = Decimal(string: "3.14159265358979323846") ?? 0
        amounts.big = Decimal(string: "9007199254740993") ?? 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(amounts), as: UTF8.self)
        #expect(json == #"{"big":9007199254740993,"count":0,"decimal":3.14159265358979323846,"label":""}"#)
        #expect(
            json == String(decoding: try Mapper().jsonData(from: amounts, sortingKeys: true), as: UTF8.self))
        let propertyList = try PropertyListDecoder().decode(
            Amounts.self, from: PropertyListEncoder().encode(amounts))
        #expect(try Mapper().differences(between: propertyList, and: amounts).isEmpty)
    }

    struct Account: MappableCodable {
        var userName = ""
        var accountID = 0
        var homePage: URL?
        static let mapping = Mapping<Account>([
            "userName": \.userName, "accountID": \.accountID, "homePage": \.homePage,
        ])
        .keyStrategy(.snakeCase)
    }

    /// Observation 5 of issue 18: a decoder that converts keys from snake case, as Codable users
    /// set by habit, no longer hides every renamed property.
    @Test func aDecoderThatConvertsSnakeCaseKeysStillFindsTheTablesKeys() throws {
        let json = Data(#"{"user_name": "ada", "account_id": 7, "home_page": "https://example.com"}"#.utf8)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let account = try decoder.decode(Account.self, from: json)
        #expect(account.userName == "ada")
        #expect(account.accountID == 7)
        #expect(account.homePage == URL(string: "https://example.com"))
        // And without the conversion, as before.
        let plain = try JSONDecoder().decode(Account.self, from: json)
        #expect(plain.userName == "ada" && plain.accountID == 7)
    }

    struct Contact: MappableCodable, Equatable {
        var displayName = "unnamed"
        var nickName: String? = "none"
        var age = 5
        static let mapping = Mapping<Contact>([
            "displayName": \.displayName, "nickName": \.nickName, "age": \.age,
        ])
        .keyStrategy(.snakeCase)
    }

    /// A member is asked for once; one that is absent, `null` or held under the key the decoder
    /// converted it to is then told apart, and each gets what the dictionary path gives it: absent
    /// keeps the default, `null` clears an optional and is a problem for any other type (unless the
    /// mapper ignores nulls), a converted key is read as the table's.
    @Test(arguments: [
        #"{"display_name": "Ada", "nick_name": "A", "age": 3}"#, "{}",
        #"{"display_name": null, "nick_name": null, "age": null}"#, #"{"nick_name": null}"#,
        #"{"display_name": "Ada", "age": "7", "nick_name": 7}"#,
    ])
    func absentNullAndConvertedMembersGetWhatTheDictionaryPathGives(json: String) throws {
        let data = Data(json.utf8)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for mode in [Mapper.Mode.lenient, .strict] {
            for ignoresNull in [false, true] {
                let mapper = Mapper(mode: mode, ignoresNull: ignoresNull)
                let expected = try? mapper.object(of: Contact.self, from: dictionary)
                for convertsKeys in [false, true] {
                    let decoder = JSONDecoder()
                    decoder.userInfo[.mirrorMapper] = mapper
                    if convertsKeys { decoder.keyDecodingStrategy = .convertFromSnakeCase }
                    let decoded = try? decoder.decode(Contact.self, from: data)
                    #expect(
                        decoded == expected,
                        "\(mode), ignoresNull \(ignoresNull), converting keys \(convertsKeys)")
                }
            }
        }
    }

    @Test(arguments: ["ada", "HTTP_status", "user_ID", "_a_b_", "a__b", "a_1b", "ñu_ña", "__", ""])
    func keysConvertAsFoundationConvertsThem(key: String) throws {
        struct Keys: Decodable {
            let keys: [String]
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: PathCodingKey.self).allKeys.map(\.stringValue)
            }
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = try JSONSerialization.data(withJSONObject: [key: 1])
        let converted = try decoder.decode(Keys.self, from: json).keys
        #expect(converted == [DecoderKeys.convertedFromSnakeCase(key)])
    }

    final class Leaf: MappableCodable {
        var value = 0
        required init() {}
        static let mapping: Mapping<Leaf> = ["value": \.value]
    }

    final class Branch: MappableCodable {
        var leaves: [Leaf] = []
        var first = Leaf()
        var count = 0
        required init() {}
        static let mapping: Mapping<Branch> = ["leaves": \.leaves, "first": \.first, "count": \.count]
    }

    /// Nested models join the call of the model that contains them: strict mode throws the
    /// dictionary path's first problem with its whole path, and the depth limit counts every level.
    @Test func nestedModelsThrowTheDictionaryPathsProblemWithItsPath() throws {
        let json = Data(
            #"{"count": "many", "first": {"value": 1}, "leaves": [{"value": 2}, {"value": "x"}]}"#.utf8)
        #expect(try strictProblemPath(of: Branch.self, from: json) == "leaves[1].value")
    }

    @Test func anArrayOfModelsDropsAnElementThatIsNoModelAsTheDictionaryPathDoes() throws {
        let json = Data(#"{"leaves": [{"value": 2}, "x", {"value": "y"}, {"value": 3}]}"#.utf8)
        let decoded = try JSONDecoder().decode(Branch.self, from: json)
        let mapped = try Mapper.object(of: Branch.self, fromJSON: json)
        #expect(decoded.leaves.map(\.value) == [2, 0, 3])
        #expect(try Mapper().differences(between: decoded, and: mapped).isEmpty)
    }

    struct Port: Mappable, Equatable {
        var name = ""
        var latitude = 0.0
        static let mapping = Mapping<Port>(["name": \.name, "latitude": \.latitude])
            .renaming(["latitude": "geo.lat"])
    }

    struct Harbor: MappableCodable, Equatable {
        var port = Port()
        var ports: [Port] = []
        var backup: Port?
        static let mapping: Mapping<Harbor> = ["port": \.port, "ports": \.ports, "backup": \.backup]
    }

    /// A model that is not itself `Codable`, inside one that is, is read member by member as the
    /// outer model is: a number `JSONDecoder` gives as no type (`1e400`) under a key no property
    /// reads, or beside a dotted key's step, is never asked for, as the dictionary path ignores it.
    /// Reading such a model loosely met every value and failed it (found by the fuzz target).
    @Test func aModelThatIsNotCodableReadsOnlyTheMembersItsPropertiesRead() throws {
        let json = Data(
            #"""
            {"port": {"name": "A", "x": 1e400, "geo": {"lat": 1.5, "y": -1e400}},
             "ports": [{"name": "B", "x": 2e400}, {"geo": [1e400]}], "backup": {"geo": {"lat": 2}, "z": 1e400}}
            """#.utf8)
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = Mapper(mode: .strict)
        let decoded = try decoder.decode(Harbor.self, from: json)
        #expect(decoded == (try Mapper(mode: .strict).object(of: Harbor.self, fromJSON: json)))
        #expect(decoded.port == Port(name: "A", latitude: 1.5))
        #expect(decoded.ports == [Port(name: "B"), Port()])
        #expect(decoded.backup == Port(latitude: 2))
    }

    /// Its problems are the dictionary path's, with the same paths: strict mode throws the first,
    /// lenient mode drops an element of an array that is no model and reports what it worked around.
    @Test func aModelThatIsNotCodableMeetsTheDictionaryPathsProblems() throws {
        let json = Data(#"{"ports": [{"name": "B"}, {"geo": {"lat": "x"}}, 4], "port": {"name": 5}}"#.utf8)
        #expect(try strictProblemPath(of: Harbor.self, from: json) == "ports[1].geo.lat")

        let heard = IssueHandlerTests.Heard()
        let lenient = JSONDecoder()
        lenient.userInfo[.mirrorMapper] = Mapper(issueHandler: heard.handler)
        let decoded = try lenient.decode(Harbor.self, from: json)
        var issues: [MappingIssue] = []
        let mapped = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Harbor.self, fromJSON: json)
        }
        #expect(decoded == mapped)
        #expect(heard.all == issues.map(\.description))
        #expect(issues.count == 2)
    }

    struct Paths: MappableCodable, Equatable {
        var first: String? = "default"
        var second = -1
        var third = "third"
        var deep: Double? = 0.5
        var label = "label"
        static let mapping = Mapping<Paths>([
            "first": \.first, "second": \.second, "third": \.third, "deep": \.deep, "label": \.label,
        ])
        .renaming([
            "first": "items.0.name", "second": "items.2", "third": "items.x", "deep": "grid.1.0",
            "label": "meta.info.label",
        ])
    }

    /// A dotted key is followed through a decoder's nested containers as through a dictionary:
    /// objects by key (a key that is a number too), arrays by a decimal index, and a step into
    /// anything else, past an array's end or through `null` finds nothing; what the last step
    /// finds is read by the property's rule, `null` included.
    @Test(arguments: [
        #"{"items": [{"name": "a"}, 1, 7], "grid": [[0], [2.5, 3]], "meta": {"info": {"label": "L"}}}"#,
        #"{"items": [null, 1e400, "8"], "grid": [[], [null]], "meta": {"info": null}}"#,
        #"{"items": {"0": {"name": "b"}, "2": 3, "x": "X"}, "grid": {"1": [4]}, "meta": [1]}"#,
        #"{"items": [{"name": 5}], "grid": [[1], "x"], "meta": {"info": {"label": ["no"]}}}"#,
        #"{"items": [], "grid": 3, "meta": {}}"#, #"{"items": [1, 2], "grid": [[1]]}"#,
        #"{"items": [{"name": "a", "x": 1e400}, {"y": -1e400}, [9], 2], "grid": [1e400, [1e-400]]}"#,
        #"{"items": [{"name": null}, 0, null], "grid": [[0], []], "meta": {"info": {"label": null}}}"#,
    ])
    func aDottedKeyIsFollowedThroughNestedContainersAsThroughADictionary(json: String) throws {
        let data = Data(json.utf8)
        let dictionary = try #require(try JSONReader().value(from: data) as? [String: Any])
        for mode in [Mapper.Mode.lenient, .strict] {
            for ignoresNull in [false, true] {
                let mapper = Mapper(mode: mode, ignoresNull: ignoresNull)
                let expected = try? mapper.object(of: Paths.self, from: dictionary)
                let decoder = JSONDecoder()
                decoder.userInfo[.mirrorMapper] = mapper
                let decoded = try? decoder.decode(Paths.self, from: data)
                #expect(decoded == expected, "\(mode), ignoresNull \(ignoresNull)")
            }
        }
    }

    /// The path of the problem that strict `JSONDecoder` throws for `json`, which must be the
    /// problem strict `Mapper` throws for the same data.
    private func strictProblemPath<Model: MappableCodable>(of _: Model.Type, from json: Data) throws
        -> String?
    {
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = Mapper(mode: .strict)
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Model.self, from: json) }
        let expected = #expect(throws: MappingError.self) {
            try Mapper(mode: .strict).object(of: Model.self, fromJSON: json)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(error)")
            return nil
        }
        #expect((context.underlyingError as? MappingError)?.description == expected?.description)
        return expected?.path
    }

    @Test func theDepthLimitCountsEveryNestedModel() throws {
        final class Chain: MappableCodable {
            var next: Chain?
            required init() {}
            static let mapping: Mapping<Chain> = ["next": \.next]
        }
        var text = "{}"
        for _ in 0..<30 { text = #"{"next": \#(text)}"# }
        let decoder = JSONDecoder()
        decoder.userInfo[.mirrorMapper] = Mapper(maximumDepth: 10)
        #expect(throws: DecodingError.self) { try decoder.decode(Chain.self, from: Data(text.utf8)) }
        decoder.userInfo[.mirrorMapper] = Mapper(maximumDepth: 40)
        #expect(try decoder.decode(Chain.self, from: Data(text.utf8)).next != nil)
    }
}
