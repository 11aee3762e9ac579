import Foundation
import Testing

@testable import MirrorMapper

/// The bad-input catalogue of the DocC article "Bad Input, Limits and Security"
/// (`Sources/MirrorMapper/MirrorMapper.docc/BadInputLimitsAndSecurity.md`): one parameterized test
/// per row, asserting exactly what the row promises — the value, the default kept and the issue
/// reported with its path, or the error.
///
/// The mapping rows use ``Everything`` (every supported property type) and compare what changed
/// against a fresh instance through the dictionaries of both, so a row also proves that nothing
/// else changed.
@Suite("Bad-input catalogue (BadInputLimitsAndSecurity.md)")
struct BadInputCatalogueTests {
    // MARK: - Wrong container types at every level

    enum WrongContainer: CaseIterable {
        case numberForArray, dictionaryForArray, arrayForDictionary, arrayForModel, textForSet
        case numberInArrayOfArrays, textInArrayOfArraysOfModels, arrayInDictionaryOfArrays
        case textOnTheWayOfADottedKey, numberInATopLevelArray
    }

    @Test("wrong container types at every level", arguments: WrongContainer.allCases)
    func wrongContainerTypes(_ row: WrongContainer) throws {
        switch row {
        case .numberForArray:
            try expectMapping(
                ["array": 5],
                reports: [.kept("array", .typeMismatch(expected: "Array<Int>", found: "number 5"))])
        case .dictionaryForArray:
            try expectMapping(
                ["array": ["a": 1]],
                reports: [
                    .kept("array", .typeMismatch(expected: "Array<Int>", found: "a dictionary of 1 keys"))
                ])
        case .arrayForDictionary:
            try expectMapping(
                ["dictionary": [1, 2]],
                reports: [
                    .kept(
                        "dictionary",
                        .typeMismatch(expected: "Dictionary<String, Int>", found: "an array of 2 elements"))
                ])
        case .arrayForModel:
            try expectMapping(
                ["location": [1]],
                reports: [
                    .kept("location", .typeMismatch(expected: "Location", found: "an array of 1 elements"))
                ])
        case .textForSet:
            try expectMapping(
                ["set": "a"],
                reports: [.kept("set", .typeMismatch(expected: "Array<String>", found: #"String "a""#))])
        case .numberInArrayOfArrays:
            try expectMapping(
                ["nestedArrays": [[1], 2]],
                reports: [
                    .dropped("nestedArrays[1]", .typeMismatch(expected: "Array<Int>", found: "number 2"))
                ],
                changes: ["nestedArrays": [[1]]])
        case .textInArrayOfArraysOfModels:
            try expectMapping(
                ["locations": [["x"]]],
                reports: [
                    .dropped("locations[0][0]", .typeMismatch(expected: "Location", found: #"String "x""#))
                ],
                changes: ["locations": [[] as [Any]]])
        case .arrayInDictionaryOfArrays:
            try expectMapping(
                ["arrayDictionary": ["a": [[1]]]],
                reports: [
                    .dropped(
                        "arrayDictionary.a[0]",
                        .typeMismatch(expected: "Int", found: "an array of 1 elements"))
                ],
                changes: ["arrayDictionary": ["a": [] as [Any]]])
        case .textOnTheWayOfADottedKey:
            // Location reads `latitude` from "position.lat": text at "position" means the key is absent.
            try expectMapping(["location": ["position": "north"]], reports: [])
        case .numberInATopLevelArray:
            var issues: [MappingIssue] = []
            let locations = try Mapper().collectingIssues(into: &issues) {
                try $0.objects(
                    of: Location.self, from: [1, ["name": "a"]])
            }
            #expect(locations.map(\.name) == ["a"])
            #expect(
                issues.map(Reported.init) == [
                    .dropped("[0]", .typeMismatch(expected: "Location", found: "number 1"))
                ])
            let error = try #require(throws: MappingError.self) {
                try Mapper(mode: .strict).objects(of: Location.self, from: [1, ["name": "a"]])
            }
            #expect(error.path == "[0]")
        }
    }

    // MARK: - NSNull everywhere

    /// Every property of ``Everything`` by name, and nulls inside collections and nested models.
    enum NullPlace: Sendable, CustomTestStringConvertible {
        case property(String)
        case arrayElement, dictionaryValue, nestedModelProperty

        static let all: [NullPlace] =
            Mapper.properties(of: Everything.self).map { .property($0.name) }
            + [.arrayElement, .dictionaryValue, .nestedModelProperty]

        var testDescription: String {
            switch self {
            case .property(let name): "null for \(name)"
            case .arrayElement: "null in an array"
            case .dictionaryValue: "null in a dictionary"
            case .nestedModelProperty: "null in a nested model"
            }
        }
    }

    /// The type a `null` is reported against: the declared type, an enum's raw type, a set's array.
    private static let typeExpectedForNull: [String: String] = [
        "topping": "String", "priority": "Int", "set": "Array<String>", "array": "Array<Int>",
        "dictionary": "Dictionary<String, Int>", "nestedArrays": "Array<Array<Int>>",
        "arrayDictionary": "Dictionary<String, Array<Int>>", "locations": "Array<Array<Location>>",
    ]

    @Test("NSNull everywhere", arguments: NullPlace.all)
    func nullEverywhere(_ place: NullPlace) throws {
        switch place {
        case .property("optional"):
            var model = Everything()
            try Mapper.populate(&model, from: ["optional": NSNull()])
            #expect(model.optional == nil)
            var ignoring = Everything()
            try Mapper(ignoresNull: true).populate(&ignoring, from: ["optional": NSNull()])
            #expect(ignoring.optional == 7)
        case .property(let name):
            let property = try #require(Mapper.properties(of: Everything.self).first { $0.name == name })
            let expected = Self.typeExpectedForNull[name] ?? String(describing: property.type)
            try expectMapping(
                [name: NSNull()], reports: [.kept(name, .typeMismatch(expected: expected, found: "null"))])
            var issues: [MappingIssue] = []
            _ = try Mapper(ignoresNull: true).collectingIssues(into: &issues) {
                try $0.object(
                    of: Everything.self, from: [name: NSNull()])
            }
            #expect(issues.isEmpty)
        case .arrayElement:
            try expectMapping(
                ["array": [NSNull(), 1]],
                reports: [.dropped("array[0]", .typeMismatch(expected: "Int", found: "null"))],
                changes: ["array": [1]])
        case .dictionaryValue:
            try expectMapping(
                ["dictionary": ["a": NSNull()]],
                reports: [.dropped("dictionary.a", .typeMismatch(expected: "Int", found: "null"))])
        case .nestedModelProperty:
            try expectMapping(
                ["location": ["position": ["lat": NSNull()]]],
                reports: [.kept("location.position.lat", .typeMismatch(expected: "Double", found: "null"))])
        }
    }

    // MARK: - NaN and infinities

    enum NonFiniteNumber: CaseIterable {
        case nativeNaNForInt, nativeInfinityForInt64, nativeNaNForDouble, nativeMinusInfinityForFloat
        case textNaNForDouble, jsonNaN, jsonInfinity, jsonMinusInfinity, jsonBeyondDouble
    }

    @Test("NaN and ±Infinity in native input and in JSON text", arguments: NonFiniteNumber.allCases)
    func nonFiniteNumbers(_ row: NonFiniteNumber) throws {
        switch row {
        case .nativeNaNForInt:
            try expectMapping(
                ["int": Double.nan],
                reports: [.kept("int", .typeMismatch(expected: "Int", found: "fraction nan"))])
        case .nativeInfinityForInt64:
            try expectMapping(
                ["int64": Double.infinity],
                reports: [.kept("int64", .typeMismatch(expected: "Int64", found: "fraction inf"))])
        case .nativeNaNForDouble:
            let model = try Mapper.object(of: Everything.self, from: ["double": Double.nan])
            #expect(model.double.isNaN)
            var issues: [MappingIssue] = []
            let dictionary = try Mapper().collectingIssues(into: &issues) { try $0.dictionary(from: model) }
            #expect(dictionary["double"] == nil)
            #expect(issues.map(Reported.init) == [.omitted("double", .notRepresentable("nan"))])
        case .nativeMinusInfinityForFloat:
            let model = try Mapper.object(of: Everything.self, from: ["float": -Double.infinity])
            #expect(model.float == -.infinity)
            let error = try #require(throws: MappingError.self) {
                try Mapper(mode: .strict).dictionary(from: model)
            }
            #expect(error.path == "float" && error.kind == .notRepresentable("-inf"))
        case .textNaNForDouble:
            try expectMapping(
                ["double": "NaN"],
                reports: [.kept("double", .typeMismatch(expected: "Double", found: #"String "NaN""#))])
        case .jsonNaN:
            try expectJSONError(
                #"{"double": NaN}"#,
                .invalidJSON(problem: "unexpected character 'N'", expected: "a value", at: 11))
        case .jsonInfinity:
            try expectJSONError(
                #"{"double": Infinity}"#,
                .invalidJSON(problem: "unexpected character 'I'", expected: "a value", at: 11))
        case .jsonMinusInfinity:
            try expectJSONError(
                #"{"double": -Infinity}"#,
                .invalidJSON(problem: "unexpected character 'I'", expected: "a digit", at: 12))
        case .jsonBeyondDouble:
            try expectJSONMapping(
                #"{"double": 1e400, "float": -1e400, "int": 2}"#,
                reports: [
                    .kept("double", .outOfRange(expected: "Double", found: "1e400")),
                    .kept("float", .outOfRange(expected: "Float", found: "-1e400")),
                ],
                changes: ["int": 2])
            let error = try #require(throws: MappingError.self) {
                try Mapper(mode: .strict).object(
                    of: Everything.self, fromJSON: Data(#"{"double": 1e400}"#.utf8))
            }
            #expect(error.path == "double" && error.kind == .outOfRange(expected: "Double", found: "1e400"))
        }
    }

    // MARK: - Numbers beyond 64 bits

    enum BeyondSixtyFourBits: CaseIterable {
        case jsonTextForInt, jsonTextForUInt64, jsonTextForDouble, jsonTextForDecimal, jsonTextForString
        case foundationNumberForDecimal, foundationNumberForInt, textForDecimal, textForInt
        case jsonTextJustBelowIntMinimum
    }

    @Test("numbers beyond 64 bits", arguments: BeyondSixtyFourBits.allCases)
    func numbersBeyondSixtyFourBits(_ row: BeyondSixtyFourBits) throws {
        let twoToThe64 = "18446744073709551616"
        let thirtyDigits = "123456789012345678901234567890"
        switch row {
        case .jsonTextForInt:
            try expectJSONMapping(
                #"{"int": \#(twoToThe64)}"#,
                reports: [.kept("int", .outOfRange(expected: "Int", found: twoToThe64))])
        case .jsonTextForUInt64:
            try expectJSONMapping(
                #"{"uint64": \#(twoToThe64)}"#,
                reports: [.kept("uint64", .outOfRange(expected: "UInt64", found: twoToThe64))])
        case .jsonTextForDouble:
            try expectJSONMapping(
                #"{"double": \#(twoToThe64)}"#, changes: ["double": 18_446_744_073_709_551_616.0])
        case .jsonTextForDecimal:
            // The package's reader holds integers of up to 38 digits as exact Decimals.
            let model = try Mapper.object(
                of: Everything.self, fromJSON: Data(#"{"decimal": \#(thirtyDigits)}"#.utf8))
            #expect(model.decimal.description == thirtyDigits)
        case .jsonTextForString:
            try expectJSONMapping(
                #"{"string": \#(thirtyDigits)}"#, changes: ["string": thirtyDigits])
        case .foundationNumberForDecimal:
            // JSONSerialization keeps every digit in an NSDecimalNumber, and so does the mapper.
            let model = try Mapper.object(
                of: Everything.self, from: ["decimal": try foundationNumber(thirtyDigits)])
            #expect(model.decimal.description == thirtyDigits)
        case .foundationNumberForInt:
            try expectMapping(
                ["int": try foundationNumber(thirtyDigits)],
                reports: [.kept("int", .outOfRange(expected: "Int", found: thirtyDigits))])
        case .textForDecimal:
            let model = try Mapper.object(of: Everything.self, from: ["decimal": thirtyDigits])
            #expect(model.decimal.description == thirtyDigits)
        case .textForInt:
            try expectMapping(
                ["int": thirtyDigits],
                reports: [.kept("int", .outOfRange(expected: "Int", found: thirtyDigits))])
        case .jsonTextJustBelowIntMinimum:
            // -2^63 - 1 is read exactly (as a Decimal), so it is out of range, not rounded to Int.min.
            try expectJSONMapping(
                #"{"int": -9223372036854775809}"#,
                reports: [.kept("int", .outOfRange(expected: "Int", found: "-9223372036854775809"))])
        }
    }

    // MARK: - 64-bit ids

    enum SixtyFourBitID: CaseIterable {
        case jsonTextInt64Max, jsonTextUInt64Max, jsonTextInt64Min, textID, foundationNumberID, idIntoDouble
        case idWrittenBack
    }

    @Test("64-bit ids keep every digit", arguments: SixtyFourBitID.allCases)
    func sixtyFourBitIDs(_ row: SixtyFourBitID) throws {
        let id: Int64 = 148_423_162_444_258_920
        switch row {
        case .jsonTextInt64Max:
            try expectJSONMapping(#"{"int64": 9223372036854775807}"#, changes: ["int64": Int64.max])
        case .jsonTextUInt64Max:
            try expectJSONMapping(#"{"uint64": 18446744073709551615}"#, changes: ["uint64": UInt64.max])
        case .jsonTextInt64Min:
            try expectJSONMapping(#"{"int64": -9223372036854775808}"#, changes: ["int64": Int64.min])
        case .textID:
            try expectMapping(["int64": "148423162444258920"], changes: ["int64": id])
        case .foundationNumberID:
            try expectMapping(["int64": try foundationNumber("148423162444258920")], changes: ["int64": id])
        case .idIntoDouble:
            try expectMapping(["double": id], changes: ["double": 148_423_162_444_258_912.0])
        case .idWrittenBack:
            var model = Everything()
            model.int64 = id
            model.uint64 = .max
            let text = String(
                decoding: try Mapper().jsonData(from: model, including: ["int64", "uint64"]), as: UTF8.self)
            #expect(
                text.contains(#""int64":148423162444258920"#)
                    && text.contains(#""uint64":18446744073709551615"#))
        }
    }

    // MARK: - Strings that look like numbers

    @Test(
        "strings that look like numbers",
        arguments: [
            ("42", 42.0), (" 42 ", 42), ("+42", 42), ("042", 42), ("4.2e1", 42), ("-0", 0),
        ] as [(String, Double)])
    func numericText(_ text: String, _ value: Double) throws {
        try expectMapping(
            ["int": text, "double": text], changes: value == 0 ? [:] : ["int": Int(value), "double": value])
    }

    @Test(
        "strings that only nearly look like numbers",
        arguments: ["0x2A", "4_2", "42abc", "1,000", "\t42\n", "٤٢", "", "nan", "inf", "Infinity"])
    func nearlyNumericText(_ text: String) throws {
        let found = #"String "\#(text)""#
        try expectMapping(
            ["int": text, "double": text, "string": text],
            reports: [
                .kept("double", .typeMismatch(expected: "Double", found: found)),
                .kept("int", .typeMismatch(expected: "Int", found: found)),
            ],
            changes: text.isEmpty ? [:] : ["string": text])
    }

    // MARK: - Bools and numbers

    enum BoolOrNumber: CaseIterable {
        case nativeTrue, foundationTrue, jsonTrue, one, zero, two, minusOne, oneAsDouble, yes
    }

    @Test("bools vs numbers", arguments: BoolOrNumber.allCases)
    func boolsAndNumbers(_ row: BoolOrNumber) throws {
        let properties = ["bool", "int", "double", "string"]
        func input(_ value: Any) -> [String: Any] {
            Dictionary(uniqueKeysWithValues: properties.map { ($0, value) })
        }
        let boolIsNotANumber: [Reported] = [
            .kept("double", .typeMismatch(expected: "Double", found: "Bool true")),
            .kept("int", .typeMismatch(expected: "Int", found: "Bool true")),
        ]
        switch row {
        case .nativeTrue:
            try expectMapping(
                input(true), reports: boolIsNotANumber, changes: ["bool": true, "string": "true"])
        case .foundationTrue:
            try expectMapping(
                input(NSNumber(value: true)), reports: boolIsNotANumber,
                changes: ["bool": true, "string": "true"])
        case .jsonTrue:
            try expectJSONMapping(
                #"{"bool": true, "int": true, "double": true, "string": true}"#, reports: boolIsNotANumber,
                changes: ["bool": true, "string": "true"])
        case .one:
            try expectMapping(input(1), changes: ["bool": true, "int": 1, "double": 1.0, "string": "1"])
        case .zero:
            try expectMapping(input(0), changes: ["string": "0"])
        case .two:
            try expectMapping(
                input(2), reports: [.kept("bool", .typeMismatch(expected: "Bool", found: "number 2"))],
                changes: ["int": 2, "double": 2.0, "string": "2"])
        case .minusOne:
            try expectMapping(
                input(-1), reports: [.kept("bool", .typeMismatch(expected: "Bool", found: "number -1"))],
                changes: ["int": -1, "double": -1.0, "string": "-1"])
        case .oneAsDouble:
            try expectMapping(input(1.0), changes: ["bool": true, "int": 1, "double": 1.0, "string": "1.0"])
        case .yes:
            try expectMapping(
                input("yes"),
                reports: [
                    .kept("double", .typeMismatch(expected: "Double", found: #"String "yes""#)),
                    .kept("int", .typeMismatch(expected: "Int", found: #"String "yes""#)),
                ],
                changes: ["bool": true, "string": "yes"])
        }
    }

    // MARK: - Invalid dates and URLs

    @Test(
        "invalid dates",
        arguments: [
            "2024-13-01T00:00:00Z", "2024-02-30T00:00:00Z", "2024-01-01T25:00:00Z", "yesterday", "",
        ])
    func invalidDateText(_ text: String) throws {
        try expectMapping(
            ["date": text],
            reports: [.kept("date", .typeMismatch(expected: "Date", found: #"String "\#(text)""#))])
    }

    @Test("dates from values that are not dates", arguments: [0, 1, 2])
    func invalidDateValues(_ index: Int) throws {
        let (value, found): (Any, String) = [
            (true, "Bool true"), (Double.nan, "number nan"), (1e300, "number 1e+300"),
        ][
            index]
        try expectMapping(
            ["date": value], reports: [.kept("date", .typeMismatch(expected: "Date", found: found))])
    }

    /// Under the default strategy text is ISO 8601 text: numeric text is no timestamp.
    @Test("numeric text in a date", arguments: ["20140831", "866260188", "1409444955", "1.409444955e9"])
    func numericDateText(_ text: String) throws {
        try expectMapping(
            ["date": text],
            reports: [.kept("date", .typeMismatch(expected: "Date", found: #"String "\#(text)""#))])
    }

    @Test("invalid URLs", arguments: ["", "http://exa mple.com", "http://[::1", "ht tp://x"])
    func invalidURLs(_ text: String) throws {
        try expectMapping(
            ["url": text],
            reports: [.kept("url", .typeMismatch(expected: "URL", found: #"String "\#(text)""#))])
    }

    @Test(
        "text that URL(string:) reads as a relative reference is a URL",
        arguments: [
            ("not a url", "not%20a%20url"), ("%%%", "%25%25%25"), ("http://h:99999", "http://h:99999"),
        ])
    func relativeURLs(_ text: String, _ absolute: String) throws {
        try expectMapping(["url": text], changes: ["url": absolute])
    }

    // MARK: - Unknown enum raw values

    enum UnknownRawValue: CaseIterable {
        case unknownText, wrongCase, unknownNumber, fractionForIntRaw, boolForIntRaw, unknownElementOfArray
        case keptByOpenEnum
    }

    @Test("unknown enum raw values", arguments: UnknownRawValue.allCases)
    func unknownEnumRawValues(_ row: UnknownRawValue) throws {
        switch row {
        case .unknownText:
            try expectMapping(
                ["topping": "ham"],
                reports: [
                    .kept("topping", .typeMismatch(expected: "Topping", found: "unknown raw value ham"))
                ])
        case .wrongCase:
            try expectMapping(
                ["topping": "Cheese"],
                reports: [
                    .kept("topping", .typeMismatch(expected: "Topping", found: "unknown raw value Cheese"))
                ])
        case .unknownNumber:
            try expectMapping(
                ["priority": 3],
                reports: [
                    .kept("priority", .typeMismatch(expected: "Priority", found: "unknown raw value 3"))
                ])
        case .fractionForIntRaw:
            try expectMapping(
                ["priority": 2.5],
                reports: [.kept("priority", .typeMismatch(expected: "Int", found: "fraction 2.5"))])
        case .boolForIntRaw:
            try expectMapping(
                ["priority": true],
                reports: [.kept("priority", .typeMismatch(expected: "Int", found: "Bool true"))])
        case .unknownElementOfArray:
            var issues: [MappingIssue] = []
            let room = try Mapper().collectingIssues(into: &issues) {
                try $0.object(
                    of: Room.self, from: ["toppings": ["olives", "ham", "basil"]])
            }
            #expect(room.toppings == [.olives, .basil])
            #expect(
                issues.map(Reported.init) == [
                    .dropped(
                        "toppings[1]", .typeMismatch(expected: "Topping", found: "unknown raw value ham"))
                ])
        case .keptByOpenEnum:
            struct Order: Mappable {
                var topping = OpenEnum(Topping.cheese)
                static let mapping: Mapping<Order> = ["topping": \.topping]
            }
            var issues: [MappingIssue] = []
            let order = try Mapper().collectingIssues(into: &issues) {
                try $0.object(of: Order.self, from: ["topping": "ham"])
            }
            #expect(order.topping == .unknown("ham") && issues.isEmpty)
            #expect(try Mapper.dictionary(from: order)["topping"] as? String == "ham")
        }
    }

    // MARK: - Duplicate and non-string keys

    enum Keys: CaseIterable {
        case duplicateInJSONText, duplicateInNestedJSONText, foundationDictionaryWithTextKeys
        case foundationDictionaryWithNumberKeys, intKeys, anyHashableTextKeys, anyHashableMixedKeys
        case intKeysInOutput, intKeysAtTheTopOfOutput
    }

    @Test("duplicate and non-string keys", arguments: Keys.allCases)
    func duplicateAndNonStringKeys(_ row: Keys) throws {
        switch row {
        case .duplicateInJSONText:
            try expectJSONMapping(#"{"int": 1, "int": 2}"#, changes: ["int": 2])
        case .duplicateInNestedJSONText:
            let model = try Mapper.object(
                of: Everything.self, fromJSON: Data(#"{"location": {"name": "a", "name": "b"}}"#.utf8))
            #expect(model.location.name == "b")
        case .foundationDictionaryWithTextKeys:
            let model = try Mapper.object(
                of: Everything.self, from: ["location": NSDictionary(dictionary: ["name": "x"])])
            #expect(model.location.name == "x")
        case .foundationDictionaryWithNumberKeys:
            try expectMapping(
                ["location": NSDictionary(dictionary: [1: "x"])],
                reports: [.kept("location", .typeMismatch(expected: "Location", found: "NSDictionary"))])
        case .intKeys:
            try expectMapping(
                ["location": [1: "x"] as [Int: Any]],
                reports: [
                    .kept("location", .typeMismatch(expected: "Location", found: "Dictionary<Int, Any>"))
                ])
        case .anyHashableTextKeys:
            let model = try Mapper.object(
                of: Everything.self, from: ["location": ["name": "y"] as [AnyHashable: Any]])
            #expect(model.location.name == "y")
        case .anyHashableMixedKeys:
            try expectMapping(
                ["location": ["name": "y", 1: 2] as [AnyHashable: Any]],
                reports: [
                    .kept(
                        "location", .typeMismatch(expected: "Location", found: "Dictionary<AnyHashable, Any>")
                    )
                ])
        case .intKeysInOutput:
            let text = String(decoding: try Mapper().jsonData(from: ["a": [1: "x"]]), as: UTF8.self)
            #expect(text == #"{"a":{"1":"x"}}"#)
        case .intKeysAtTheTopOfOutput:
            let error = try #require(throws: MappingError.self) { try Mapper.dictionary(from: [1: "a"]) }
            #expect(error.path == "(root)")
            #expect(
                error.kind == .typeMismatch(expected: "a struct or class", found: "Dictionary<Int, String>"))
        }
    }

    // MARK: - 10,000-deep nesting

    enum DeepNesting: CaseIterable {
        case modelsInData, modelsAndArraysInData, arraysBelowATypedProperty, arraysInAnAnyProperty
        case jsonTextThroughTheMapper, jsonTextThroughTheReader, jsonTextAtTheReaderLimit, storeFile
    }

    @Test("10,000-deep nesting", arguments: DeepNesting.allCases)
    func deepNesting(_ row: DeepNesting) throws {
        let levels = 10_000
        switch row {
        case .modelsInData:
            var data: [String: Any] = ["value": 1]
            for _ in 0..<levels { data = ["next": data] }
            let error = try #require(throws: MappingError.self) {
                try Mapper.object(of: Node.self, from: data)
            }
            #expect(error.kind == .depthLimitExceeded(100))
            // 100 keys: the middle of a path longer than 160 characters is left out.
            #expect(
                error.path
                    == Array(repeating: "next", count: 12).joined(separator: ".") + "…(76 more levels)…"
                    + String(repeating: ".next", count: 12))
        case .modelsAndArraysInData:
            var data: [String: Any] = ["value": 1]
            for _ in 0..<levels { data = ["children": [data]] }
            let error = try #require(throws: MappingError.self) {
                try Mapper.object(of: Node.self, from: data)
            }
            #expect(error.kind == .depthLimitExceeded(100))
            #expect(
                error.path
                    == "children[0].children[0].children[0].children[0].children[0]…(47 more levels)…"
                    + "[0].children[0].children[0].children[0].children[0].children")
        case .arraysBelowATypedProperty:
            try expectMapping(
                ["nestedArrays": nestedArrays(levels)],
                reports: [
                    .dropped(
                        "nestedArrays[0][0]", .typeMismatch(expected: "Int", found: "an array of 1 elements"))
                ],
                changes: ["nestedArrays": [[] as [Any]]])
        case .arraysInAnAnyProperty:
            var issues: [MappingIssue] = []
            let shelter = try Mapper().collectingIssues(into: &issues) {
                try $0.object(
                    of: Shelter.self, from: ["note": nestedArrays(levels)])
            }
            #expect(issues.isEmpty && shelter.note != nil)
            let error = try #require(throws: MappingError.self) { try Mapper.dictionary(from: shelter) }
            #expect(error.kind == .depthLimitExceeded(100))
            #expect(error.path == "note" + String(repeating: "[0]", count: 50))
        case .jsonTextThroughTheMapper:
            let text =
                String(repeating: #"{"next":"#, count: levels) + "{}" + String(repeating: "}", count: levels)
            let error = try #require(throws: JSONError.self) {
                try Mapper.object(of: Node.self, fromJSON: Data(text.utf8))
            }
            #expect(error == .invalidJSON(problem: "nesting deeper than 100 levels", expected: nil, at: 800))
        case .jsonTextThroughTheReader:
            let text = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            let error = try #require(throws: JSONError.self) { try JSONReader().value(from: Data(text.utf8)) }
            #expect(error == .invalidJSON(problem: "nesting deeper than 512 levels", expected: nil, at: 512))
        case .jsonTextAtTheReaderLimit:
            let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
            #expect((try JSONReader().value(from: Data(text.utf8)) as? [Any])?.count == 1)
        case .storeFile:
            let arrays = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            try expectCorruptStoreFile(
                Data(#"{"values": {"a": \#(arrays)}}"#.utf8),
                reason: "not valid JSON: nesting deeper than 512 levels at line 1, column 528 (byte 527)")
        }
    }

    // MARK: - Cycles between objects

    enum Cycle: CaseIterable {
        case dictionaryOfTwoObjects, dictionaryOfAnObjectInItsOwnArray, jsonData, deepCopy, store
        case description, equality
    }

    @Test("cycles between objects", arguments: Cycle.allCases)
    func cyclesBetweenObjects(_ row: Cycle) throws {
        let first = Node()
        let second = Node()
        first.next = second
        second.next = first
        defer { second.next = nil }  // so that the test does not leak the cycle it built
        let cycle = MappingError.Kind.cycle("an instance of Node contains itself")
        switch row {
        case .dictionaryOfTwoObjects:
            let error = try #require(throws: MappingError.self) { try Mapper.dictionary(from: first) }
            #expect(error.path == "next.next" && error.kind == cycle)
        case .dictionaryOfAnObjectInItsOwnArray:
            let parent = Node()
            parent.children = [Node(), parent]
            defer { parent.children = [] }
            let error = try #require(throws: MappingError.self) { try Mapper.dictionary(from: parent) }
            #expect(error.path == "children[1]" && error.kind == cycle)
        case .jsonData:
            let error = try #require(throws: MappingError.self) { try Mapper().jsonData(from: first) }
            #expect(error.path == "next.next" && error.kind == cycle)
        case .deepCopy:
            let error = try #require(throws: MappingError.self) { try Mapper().copy(of: first) }
            #expect(error.path == "next.next" && error.kind == cycle)
        case .store:
            try withTemporaryStore { store, _ in
                let error = try #require(throws: DefaultsError.self) { try store.set(first, forKey: "node") }
                #expect(
                    error.description == #"the value for "node" cannot be stored: "#
                        + "next.next: cycle: an instance of Node contains itself")
                #expect(try store.keys.isEmpty)
            }
        case .description:
            #expect(Mapper().description(of: first).contains("<cycle: Node>"))
        case .equality:
            #expect(try Mapper().differences(between: first, and: first).isEmpty)
        }
    }

    // MARK: - 10 MB strings

    enum HugeString: CaseIterable {
        case intoAString, intoAnInteger, intoData, throughJSONText, asAKeyInJSONText, unterminatedInJSONText
        case inTheStore, inADescription
    }

    @Test("10 MB strings", arguments: HugeString.allCases)
    func tenMegabyteStrings(_ row: HugeString) throws {
        let huge = String(repeating: "x", count: 10_000_000)
        let shown = String(repeating: "x", count: 40) + "…"
        switch row {
        case .intoAString:
            #expect(try Mapper.object(of: Everything.self, from: ["string": huge]).string == huge)
        case .intoAnInteger:
            var issues: [MappingIssue] = []
            _ = try Mapper().collectingIssues(into: &issues) {
                try $0.object(of: Everything.self, from: ["int": huge])
            }
            #expect(
                issues.map(\.description) == [
                    #"int: expected Int, found String "\#(shown)" (10000000 bytes) (kept the current value)"#
                ])
        case .intoData:
            #expect(try Mapper.object(of: Everything.self, from: ["data": huge]).data.count == 7_500_000)
        case .throughJSONText:
            let json = try Mapper().jsonData(from: ["string": huge])
            #expect(json.count == huge.utf8.count + #"{"string":""}"#.utf8.count)
            #expect(try Mapper.object(of: Everything.self, fromJSON: json).string == huge)
        case .asAKeyInJSONText:
            let json = Data(#"{"\#(huge)": 1, "int": 2}"#.utf8)
            try expectJSONMapping(json, changes: ["int": 2])
        case .unterminatedInJSONText:
            try expectJSONError(
                #"{"string": ""# + huge,
                .invalidJSON(problem: "unterminated string", expected: "'\"'", at: 11))
        case .inTheStore:
            try withTemporaryStore { store, _ in
                try store.set(huge, forKey: "huge")
                #expect(try DefaultsStore(url: store.url).value(of: String.self, forKey: "huge") == huge)
            }
        case .inADescription:
            let description = Mapper().description(of: huge)
            #expect(description.count < 300 && description.contains("10000000"))
        }
    }

    // MARK: - Truncated and corrupt store files

    enum DamagedStoreFile: CaseIterable {
        case truncatedAfterTheFirstByte, truncatedInAKey, truncatedBeforeAColon, truncatedBeforeTheLastBrace
        case whitespaceOnly, byteOrderMarkOnly, notJSON, zeroBytes, invalidUTF8, trailingText
        case valuesNotAnObject, formatVersionZero, formatVersionFraction, formatVersionText

        var contents: Data {
            let valid = "{\n  \"formatVersion\" : 1,\n  \"values\" : {\n    \"a\" : 1\n  }\n}\n"
            return switch self {
            case .truncatedAfterTheFirstByte: Data(valid.utf8.prefix(1))
            case .truncatedInAKey: Data(valid.utf8.prefix(10))
            case .truncatedBeforeAColon: Data(valid.utf8.prefix(20))
            case .truncatedBeforeTheLastBrace: Data(valid.utf8.prefix(56))
            case .whitespaceOnly: Data("  \n".utf8)
            case .byteOrderMarkOnly: Data([0xEF, 0xBB, 0xBF])
            case .notJSON: Data("hello".utf8)
            case .zeroBytes: Data([0, 0, 0])
            case .invalidUTF8: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])
            case .trailingText: Data((valid + "x").utf8)
            case .valuesNotAnObject: Data(#"{"formatVersion": 1, "values": 5}"#.utf8)
            case .formatVersionZero: Data(#"{"formatVersion": 0}"#.utf8)
            case .formatVersionFraction: Data(#"{"formatVersion": 1.5}"#.utf8)
            case .formatVersionText: Data(#"{"formatVersion": "2"}"#.utf8)
            }
        }

        var reason: String {
            let notAnObjectOrArray =
                "top-level value is not an object or array at line 1, column 1 (byte 0): expected '{' or '['"
            return switch self {
            case .truncatedAfterTheFirstByte:
                "not valid JSON: unexpected end of input at line 1, column 2 (byte 1): expected '\"' or '}'"
            case .truncatedInAKey:
                "not valid JSON: unterminated string at line 2, column 3 (byte 4): expected '\"'"
            case .truncatedBeforeAColon:
                "not valid JSON: unexpected end of input at line 2, column 19 (byte 20): expected ':'"
            case .truncatedBeforeTheLastBrace:
                "not valid JSON: unexpected end of input at line 6, column 1 (byte 56): expected ',' or '}'"
            case .whitespaceOnly:
                "not valid JSON: unexpected end of input at line 2, column 1 (byte 3): expected a value"
            case .byteOrderMarkOnly:
                "not valid JSON: unexpected end of input at line 1, column 2 (byte 3): expected a value"
            case .notJSON, .zeroBytes: "not valid JSON: " + notAnObjectOrArray
            case .invalidUTF8: "not valid JSON: invalid UTF-8 byte 0xFF at line 1, column 3 (byte 2)"
            case .trailingText:
                "not valid JSON: unexpected character 'x' at line 7, column 1 (byte 58): expected end of input"
            case .valuesNotAnObject: #""values" is not a JSON object"#
            case .formatVersionZero, .formatVersionFraction, .formatVersionText:
                #""formatVersion" is not a positive integer"#
            }
        }
    }

    @Test("truncated and corrupt store files", arguments: DamagedStoreFile.allCases)
    func damagedStoreFiles(_ file: DamagedStoreFile) throws {
        try expectCorruptStoreFile(file.contents, reason: file.reason)
    }

    // MARK: - A store file from a newer format version

    enum NewerFormatFile: CaseIterable {
        case valuesAndAnUnknownMember, noValues, newerVersion, highestVersion, modelWithMoreProperties
        case valuesOfAnotherShape, versionBeyondSixtyFourBits
    }

    @Test(
        "a store file from a newer format version, or with members this version does not know",
        arguments: NewerFormatFile.allCases)
    func newerFormatVersion(_ row: NewerFormatFile) throws {
        try withTemporaryStore { store, log in
            func write(_ text: String) throws { try writeFixture(text, to: store.url.path) }
            switch row {
            case .valuesAndAnUnknownMember:
                try write(#"{"formatVersion": 2, "values": {"a": 1}, "checksums": {"a": "x"}}"#)
                #expect(try store.value(of: Int.self, forKey: "a") == 1)
                try store.set(2, forKey: "b")
                let file = try fileJSON(of: store)
                #expect(file["formatVersion"] as? Int == 2)
                #expect((file["checksums"] as? [String: Any])?["a"] as? String == "x")
                #expect(try storedValues(of: store).keys.sorted() == ["a", "b"])
            case .noValues:
                try write(#"{"formatVersion": 2, "entries": [1]}"#)
                #expect(try store.keys.isEmpty)
                try store.set(1, forKey: "a")
                #expect(try fileText(of: store).contains(#""entries" : ["#))
                #expect(try fileJSON(of: store)["formatVersion"] as? Int == 2)
            case .newerVersion, .highestVersion:
                let text =
                    row == .newerVersion
                    ? #"{"formatVersion": 3, "values": {"a": 1}}"#
                    : #"{"formatVersion": 9223372036854775807, "values": {"a": 1}}"#
                try write(text)
                let error = try #require(throws: DefaultsError.self) { try store.keys }
                guard case .newerFormat = error else {
                    Issue.record("\(error)")
                    return
                }
                #expect(throws: DefaultsError.self) { try store.set(2, forKey: "b") }
                #expect(try fileText(of: store) == text)
            case .modelWithMoreProperties:
                try write(
                    #"{"formatVersion": 2, "values": {"settings": {"theme": "dark", "fontSize": 14, "accent": "red"}}}"#
                )
                let settings = try #require(try store.value(of: AppSettings.self, forKey: "settings"))
                #expect(
                    settings.theme == "dark" && settings.fontSize == 14 && settings.window == WindowFrame())
                settings.fontSize = 16
                try store.set(settings, forKey: "settings")
                let stored = try #require(try storedValues(of: store)["settings"] as? [String: Any])
                #expect(stored["accent"] as? String == "red" && stored["fontSize"] as? Int == 16)
                #expect(log.issues.isEmpty)
            case .valuesOfAnotherShape:
                try write(#"{"formatVersion": 2, "values": [["a", 1]]}"#)
                let error = try #require(throws: DefaultsError.self) { try store.keys }
                #expect(
                    error.description.hasSuffix(
                        #"is corrupt and was not used: "values" is not a JSON object"#))
            case .versionBeyondSixtyFourBits:
                try write(#"{"formatVersion": 1e30, "values": {}}"#)
                let error = try #require(throws: DefaultsError.self) { try store.keys }
                #expect(
                    error.description.hasSuffix(
                        #"is corrupt and was not used: "formatVersion" is not a positive integer"#))
            }
        }
    }
}

// MARK: - Helpers

/// One issue as the catalogue states it: path, problem and outcome.
struct Reported: Equatable, CustomStringConvertible {
    let path: String
    let kind: MappingError.Kind
    let outcome: MappingIssue.Outcome

    init(_ issue: MappingIssue) {
        path = issue.path
        kind = issue.error.kind
        outcome = issue.outcome
    }

    private init(_ path: String, _ kind: MappingError.Kind, _ outcome: MappingIssue.Outcome) {
        self.path = path
        self.kind = kind
        self.outcome = outcome
    }

    static func kept(_ path: String, _ kind: MappingError.Kind) -> Reported {
        Reported(path, kind, .keptCurrentValue)
    }
    static func dropped(_ path: String, _ kind: MappingError.Kind) -> Reported {
        Reported(path, kind, .droppedElement)
    }
    static func omitted(_ path: String, _ kind: MappingError.Kind) -> Reported {
        Reported(path, kind, .omitted)
    }
    static func nearest(_ path: String, _ kind: MappingError.Kind) -> Reported {
        Reported(path, kind, .keptNearestValue)
    }

    var description: String { "\(path): \(kind) (\(outcome))" }
}

/// Maps `input` into ``Everything`` leniently and expects exactly `reports` (in path order) and the
/// properties in `changes` (by their JSON values) to differ from a new instance, nothing else. With
/// one report, strict mode must throw that same problem.
func expectMapping(
    _ input: [String: Any], reports: [Reported] = [], changes: [String: Any] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var issues: [MappingIssue] = []
    let model = try Mapper().collectingIssues(into: &issues) {
        try $0.object(of: Everything.self, from: input)
    }
    try expect(model, issues: issues, reports: reports, changes: changes, sourceLocation: sourceLocation)
    if let json = try? JSONWriter().data(from: input) {
        JSONPaths.expectSameInBothModes(Everything.self, json: json, sourceLocation: sourceLocation)
    }
    if reports.count == 1, let only = reports.first {
        let error = try #require(
            throws: MappingError.self, sourceLocation: sourceLocation
        ) { try Mapper(mode: .strict).object(of: Everything.self, from: input) }
        #expect(error.path == only.path && error.kind == only.kind, sourceLocation: sourceLocation)
    }
}

/// ``expectMapping(_:reports:changes:sourceLocation:)`` for JSON text read by the package's reader.
func expectJSONMapping(
    _ json: String, reports: [Reported] = [], changes: [String: Any] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expectJSONMapping(Data(json.utf8), reports: reports, changes: changes, sourceLocation: sourceLocation)
}

func expectJSONMapping(
    _ json: Data, reports: [Reported] = [], changes: [String: Any] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var issues: [MappingIssue] = []
    let model = try Mapper().collectingIssues(into: &issues) {
        try $0.object(of: Everything.self, fromJSON: json)
    }
    try expect(model, issues: issues, reports: reports, changes: changes, sourceLocation: sourceLocation)
    JSONPaths.expectSameInBothModes(Everything.self, json: json, sourceLocation: sourceLocation)
}

private func expect(
    _ model: Everything, issues: [MappingIssue], reports: [Reported], changes: [String: Any],
    sourceLocation: SourceLocation
) throws {
    #expect(issues.map(Reported.init).sorted { $0.path < $1.path } == reports, sourceLocation: sourceLocation)
    let mapped = try Mapper.dictionary(from: model)
    let fresh = try Mapper.dictionary(from: Everything())
    let changed = Set(mapped.keys.filter { !writeTheSameJSON(mapped[$0], fresh[$0]) })
    #expect(changed == Set(changes.keys), sourceLocation: sourceLocation)
    for (name, value) in changes {
        #expect(
            writeTheSameJSON(mapped[name], value), "\(name): \(mapped[name] ?? "nil")",
            sourceLocation: sourceLocation)
    }
}

/// Whether two values write the same JSON text, keys sorted: the same value written the same way
/// (`1` and `1.0` differ here, where they are the same value).
private func writeTheSameJSON(_ first: Any?, _ second: Any?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    var options = JSONWriter.Options()
    options.sortsKeys = true
    let writer = JSONWriter(options: options)
    guard let firstText = try? writer.bytes(from: first), let secondText = try? writer.bytes(from: second)
    else {
        return false
    }
    return firstText == secondText
}

/// Expects mapping `json` into ``Everything`` to throw exactly `expected`.
func expectJSONError(
    _ json: String, _ expected: JSONError, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let error = try #require(throws: JSONError.self, sourceLocation: sourceLocation) {
        try Mapper.object(of: Everything.self, fromJSON: Data(json.utf8))
    }
    #expect(error == expected, sourceLocation: sourceLocation)
    JSONPaths.expectSameInBothModes(Everything.self, json: Data(json.utf8), sourceLocation: sourceLocation)
}

/// Expects a store whose file holds `contents` to fail every operation with
/// ``DefaultsError/corruptFile(path:reason:)`` and `reason`, leaving the file as it is; and a store
/// that may start empty to move the file aside, report it and start empty.
func expectCorruptStoreFile(
    _ contents: Data, reason: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try withTemporaryStore { store, _ in
        try contents.write(to: store.url)
        let error = try #require(throws: DefaultsError.self, sourceLocation: sourceLocation) {
            try store.keys
        }
        guard case .corruptFile(let path, let actualReason) = error else {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(path == store.url.path && actualReason == reason, sourceLocation: sourceLocation)
        #expect(throws: DefaultsError.self, sourceLocation: sourceLocation) { try store.set(1, forKey: "a") }
        #expect(try Data(contentsOf: store.url) == contents, sourceLocation: sourceLocation)
    }
    var configuration = DefaultsStore.Configuration()
    configuration.corruptFileRecovery = .moveAsideAndStartEmpty
    try withTemporaryStore(configuration) { store, log in
        try contents.write(to: store.url)
        #expect(try store.keys.isEmpty, sourceLocation: sourceLocation)
        let directory = store.url.deletingLastPathComponent().path
        let moved = try #require(
            try entryNames(in: directory).first { $0.hasPrefix("defaults.json.corrupt-") },
            sourceLocation: sourceLocation)
        #expect(
            log.issues.map(\.action) == [.movedFileAside(to: directory + "/" + moved)],
            sourceLocation: sourceLocation)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: directory + "/" + moved)) == contents,
            sourceLocation: sourceLocation)
    }
}

/// A JSON number as `JSONSerialization` reads it (an `NSNumber`, or `NSDecimalNumber` beyond 64 bits).
func foundationNumber(_ text: String) throws -> Any {
    let array = try #require(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [Any])
    return try #require(array.first)
}

/// `levels` arrays, each holding the next, around the number 1.
private func nestedArrays(_ levels: Int) -> Any {
    var value: Any = 1
    for _ in 0..<levels { value = [value] }
    return value
}

extension JSONError {
    /// An `invalidJSON` error on the first line, at `byteOffset` of ASCII text.
    static func invalidJSON(problem: String, expected: String?, at byteOffset: Int) -> JSONError {
        .invalidJSON(
            problem: problem, expected: expected,
            position: Position(byteOffset: byteOffset, line: 1, column: byteOffset + 1))
    }
}
