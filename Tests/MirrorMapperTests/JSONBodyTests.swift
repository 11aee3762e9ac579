import Foundation
import MirrorMapper
import Testing

/// JSON request bodies: sorted keys, exact integers, the mapper's options, and a round trip.
@Suite struct JSONBodyTests {
    private func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    @Test func modelBodyHasSortedKeysAndExactIntegers() throws {
        #expect(
            text(try Mapper().jsonData(from: ParamsUser.ada(), sortingKeys: true))
                == #"{"address":{"city":"London","postal_code":"W1"},"id":9007199254740993,"isAdmin":true,"#
                + #""name":"Ada Lovelace","score":1.5,"signed_up_at":"2014-08-31T00:29:15Z","#
                + #""tags":["math","poetry"]}"#)
    }

    @Test func nilPropertiesFollowTheMappersNilEncoding() throws {
        let user = ParamsUser.ada()
        #expect(text(try Mapper().jsonData(from: user, including: ["nickname"], sortingKeys: true)) == "{}")
        #expect(
            text(
                try Mapper(nilEncoding: .null).jsonData(
                    from: user, including: ["id", "nickname"], sortingKeys: true))
                == #"{"id":9007199254740993,"nickname":null}"#)
    }

    @Test func dictionaryValuesAreConvertedAndSlashesKeptPlain() throws {
        let values: [String: Any] = [
            "link": try #require(URL(string: "https://example.com/a/b")),
            "at": Date(timeIntervalSince1970: 0), "skip": 1,
        ]
        #expect(
            text(try Mapper().jsonData(from: values, excluding: ["skip"], sortingKeys: true))
                == #"{"at":"1970-01-01T00:00:00Z","link":"https://example.com/a/b"}"#)
    }

    @Test func bodyMapsBackToAnEqualModel() throws {
        let body = try Mapper().jsonData(from: ParamsUser.ada(), sortingKeys: true)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let user = try Mapper(mode: .strict).object(of: ParamsUser.self, from: dictionary)
        #expect(user.id == 9_007_199_254_740_993)
        #expect(user.name == "Ada Lovelace")
        #expect(user.isAdmin && user.score == 1.5 && user.tags == ["math", "poetry"])
        #expect(user.address.postalCode == "W1")
        #expect(user.signedUpAt == Date(timeIntervalSince1970: 1_409_444_955))
        #expect(user.sessionToken.isEmpty)
    }

    @Test func everyParameterModelMappingIsComplete() throws {
        try Mapper.validate(ParamsUser.self)
        try Mapper.validate(ParamsAddress.self)
    }
}
