import Foundation
import MirrorMapper
import Testing

/// `application/x-www-form-urlencoded` bodies: the flattening rules and the WHATWG percent-encoding.
@Suite struct FormEncodingTests {
    private func body(
        _ value: Any, mapper: Mapper = Mapper(), encoding: ParameterEncoding = ParameterEncoding(),
        including: Set<String>? = nil
    ) throws -> String {
        let data = try mapper.formURLEncodedBody(from: value, including: including, encoding: encoding)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func modelUsesDataKeysNestingSortedKeysAndTheDateStrategy() throws {
        #expect(
            try body(ParamsUser.ada())
                == "address%5Bcity%5D=London&address%5Bpostal_code%5D=W1&id=9007199254740993&isAdmin=true"
                + "&name=Ada+Lovelace&score=1.5&signed_up_at=2014-08-31T00%3A29%3A15Z"
                + "&tags%5B%5D=math&tags%5B%5D=poetry")
    }

    @Test func mapperOptionsApply() throws {
        let mapper = Mapper(keyStrategy: .snakeCase, dateStrategy: .secondsSince1970)
        let text = try body(ParamsUser.ada(), mapper: mapper, including: ["isAdmin", "signedUpAt"])
        #expect(text == "is_admin=true&signed_up_at=1409444955")
    }

    @Test func includeAndExcludeListsNamePropertiesOfModelsAndKeysOfDictionaries() throws {
        #expect(
            try body(ParamsUser.ada(), including: ["id", "name"]) == "id=9007199254740993&name=Ada+Lovelace")
        let withoutMost = try Mapper().formURLEncodedBody(
            from: ParamsUser.ada(), excluding: ["address", "tags", "signedUpAt", "score", "isAdmin"])
        #expect(String(decoding: withoutMost, as: UTF8.self) == "id=9007199254740993&name=Ada+Lovelace")
        #expect(try body(["b": 2, "a": 1, "c": 3], including: ["a", "c"]) == "a=1&c=3")
    }

    @Test func nestedDictionariesUseBracketsAtEveryDepth() throws {
        #expect(try body(["a": ["b": "c"]]) == "a%5Bb%5D=c")
        #expect(try body(["a": ["c": ["d": "e"], "b": 1]]) == "a%5Bb%5D=1&a%5Bc%5D%5Bd%5D=e")
    }

    @Test func arraysInEachStyle() throws {
        let ids = ["ids": [1, 2]]
        #expect(try body(ids) == "ids%5B%5D=1&ids%5B%5D=2")
        #expect(try body(ids, encoding: ParameterEncoding(arrayStyle: .repeatedKey)) == "ids=1&ids=2")
        #expect(
            try body(ids, encoding: ParameterEncoding(arrayStyle: .indexed)) == "ids%5B0%5D=1&ids%5B1%5D=2")
    }

    @Test func arraysOfDictionariesAndOfArrays() throws {
        let users: [String: Any] = ["users": [["name": "A", "id": 1], ["name": "B"]]]
        #expect(
            try body(users, encoding: ParameterEncoding(arrayStyle: .indexed))
                == "users%5B0%5D%5Bid%5D=1&users%5B0%5D%5Bname%5D=A&users%5B1%5D%5Bname%5D=B")
        #expect(try body(users) == "users%5B%5D%5Bid%5D=1&users%5B%5D%5Bname%5D=A&users%5B%5D%5Bname%5D=B")
        let matrix: [String: Any] = ["m": [[1, 2], [3]]]
        #expect(
            try body(matrix, encoding: ParameterEncoding(arrayStyle: .indexed))
                == "m%5B0%5D%5B0%5D=1&m%5B0%5D%5B1%5D=2&m%5B1%5D%5B0%5D=3")
        #expect(try body(matrix, encoding: ParameterEncoding(arrayStyle: .repeatedKey)) == "m=1&m=2&m=3")
    }

    @Test func emptyValuesAndEmptyContainers() throws {
        #expect(try body(["a": "", "b": "x"]) == "a=&b=x")
        #expect(try body(["e": [Any](), "f": [String: Any](), "g": 1]) == "g=1")
        #expect(try body([String: Any]()) == "")
    }

    @Test func reservedCharactersAreEncoded() throws {
        #expect(try body(["a b&c": "&=+?#/ %"]) == "a+b%26c=%26%3D%2B%3F%23%2F+%25")
    }

    @Test func everyPrintableASCIICharacterFollowsTheWHATWGSet() throws {
        let printable = " !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\t\n"
        #expect(
            try body(["k": printable])
                == "k=+%21%22%23%24%25%26%27%28%29*%2B%2C-.%2F09%3A%3B%3C%3D%3E%3F%40AZ%5B%5C%5D%5E_%60az"
                + "%7B%7C%7D%7E%09%0A")
    }

    @Test func unicodeAndEmojiArePercentEncodedUTF8() throws {
        #expect(try body(["é": "日本"]) == "%C3%A9=%E6%97%A5%E6%9C%AC")
        #expect(try body(["e": "😀👩‍💻"]) == "e=%F0%9F%98%80%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB")
    }

    @Test func sixtyFourBitIntegersAreExact() throws {
        #expect(
            try body(["max": Int64.max, "min": Int64.min])
                == "max=9223372036854775807&min=-9223372036854775808")
        #expect(try body(["max": UInt64.max]) == "max=18446744073709551615")
        let parsed = try JSONSerialization.jsonObject(with: Data(#"{"id":9007199254740993}"#.utf8))
        #expect(try body(parsed) == "id=9007199254740993")
    }

    @Test func floatingPointAndDecimalNumbers() throws {
        #expect(
            try body(["a": 3.0, "b": 0.1, "c": -2.5, "d": 1e-7, "e": 1e16])
                == "a=3&b=0.1&c=-2.5&d=1e-07&e=10000000000000000")
        #expect(try body(["f": Float(0.1)]) == "f=0.1")
        let price = try #require(Decimal(string: "12345678901234567890.123456789"))
        #expect(try body(["price": price]) == "price=12345678901234567890.123456789")
    }

    @Test func booleansFromSwiftAndFromJSONSerializationInEachStyle() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(#"{"t":true,"f":false,"one":1}"#.utf8))
        #expect(try body(parsed) == "f=false&one=1&t=true")
        #expect(try body(parsed, encoding: ParameterEncoding(boolStyle: .oneZero)) == "f=0&one=1&t=1")
        #expect(try body(["s": true, "n": NSNumber(value: false)]) == "n=false&s=true")
        #expect(try body(["s": true], encoding: ParameterEncoding(boolStyle: .oneZero)) == "s=1")
    }

    @Test func nullsAreOmittedOrEmptyValues() throws {
        let values: [String: Any] = ["n": NSNull(), "a": [1, NSNull(), 3]]
        let indexed = ParameterEncoding(arrayStyle: .indexed)
        #expect(try body(values, encoding: indexed) == "a%5B0%5D=1&a%5B2%5D=3")
        let empty = ParameterEncoding(arrayStyle: .indexed, nullStyle: .emptyValue)
        #expect(try body(values, encoding: empty) == "a%5B0%5D=1&a%5B1%5D=&a%5B2%5D=3&n=")
    }

    @Test func nilPropertiesFollowTheNullStyleAloneNotTheMappersNilEncoding() throws {
        let user = ParamsUser.ada()
        let emptyValue = ParameterEncoding(nullStyle: .emptyValue)
        #expect(
            try body(user, encoding: emptyValue, including: ["id", "nickname"])
                == "id=9007199254740993&nickname=")
        #expect(
            try body(user, mapper: Mapper(nilEncoding: .null), including: ["id", "nickname"])
                == "id=9007199254740993")
    }

    @Test func datesInADictionaryFollowTheMappersDateStrategy() throws {
        let values: [String: Any] = ["at": Date(timeIntervalSince1970: 1_409_444_955)]
        #expect(try body(values) == "at=2014-08-31T00%3A29%3A15Z")
        #expect(try body(values, mapper: Mapper(dateStrategy: .secondsSince1970)) == "at=1409444955")
    }

    @Test func valuesWithoutAFormThrowWithTheirPath() throws {
        let error = try #require(throws: MappingError.self) { try body(["score": Double.nan]) }
        #expect(error.path == "score")
        #expect(throws: MappingError.self) { try body(42) }
    }
}
