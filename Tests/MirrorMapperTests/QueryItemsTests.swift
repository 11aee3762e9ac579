import Foundation
import MirrorMapper
import Testing

/// URL query items and percent-encoded queries, and how they go through `URLComponents`.
@Suite struct QueryItemsTests {
    /// Values with every kind of character a query must carry safely.
    private let awkward: [String: Any] = [
        "q": "C++ & Swift = 100% #1?", "path": "/a/b", "é": "日本 😀", "empty": "",
        "filter": ["tags": ["x y", "a+b"], "flag": true],
    ]

    private func pairs(_ items: [URLQueryItem]) -> [String] {
        items.map { "\($0.name)=\($0.value ?? "<nil>")" }
    }

    @Test func itemsHoldUnencodedNamesAndValues() throws {
        let items = try Mapper().queryItems(from: ParamsUser.ada())
        #expect(
            pairs(items) == [
                "address[city]=London", "address[postal_code]=W1", "id=9007199254740993", "isAdmin=true",
                "name=Ada Lovelace", "score=1.5", "signed_up_at=2014-08-31T00:29:15Z", "tags[]=math",
                "tags[]=poetry",
            ])
    }

    @Test func encodingOptionsApplyToItems() throws {
        let encoding = ParameterEncoding(
            arrayStyle: .repeatedKey, boolStyle: .oneZero, nullStyle: .emptyValue)
        let items = try Mapper().queryItems(
            from: ParamsUser.ada(), including: ["isAdmin", "nickname", "tags"], encoding: encoding)
        #expect(pairs(items) == ["isAdmin=1", "nickname=", "tags=math", "tags=poetry"])
    }

    @Test func percentEncodedQueryWritesSpacesAsPercent20() throws {
        let query = try Mapper().percentEncodedQuery(from: ["q": "a b+c", "tags": ["x"]])
        #expect(query == "q=a%20b%2Bc&tags%5B%5D=x")
    }

    @Test func percentEncodedQueryRoundTripsThroughURLComponents() throws {
        var components = try #require(URLComponents(string: "https://api.example.com/search"))
        components.percentEncodedQuery = try Mapper().percentEncodedQuery(from: awkward)
        let url = try #require(components.url)
        let parsed = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(pairs(parsed) == pairs(try Mapper().queryItems(from: awkward)))
        #expect(
            pairs(parsed) == [
                "empty=", "filter[flag]=true", "filter[tags][]=x y", "filter[tags][]=a+b", "path=/a/b",
                "q=C++ & Swift = 100% #1?", "é=日本 😀",
            ])
    }

    @Test func queryItemsRoundTripThroughURLComponentsThemselves() throws {
        var components = URLComponents()
        let items = try Mapper().queryItems(from: awkward)
        components.queryItems = items
        let query = try #require(components.percentEncodedQuery)
        var parsed = URLComponents()
        parsed.percentEncodedQuery = query
        #expect(pairs(try #require(parsed.queryItems)) == pairs(items))
    }

    /// Why `percentEncodedQuery(from:)` exists: swift-corelibs-foundation encodes `&` and `=` in
    /// query item values but leaves `+` as it is, which form decoders on servers read as a space.
    @Test func urlComponentsLeavesAPlusInAValueUnencoded() throws {
        var components = URLComponents()
        components.queryItems = try Mapper().queryItems(from: ["q": "a+b&c=d"])
        #expect(components.percentEncodedQuery == "q=a+b%26c%3Dd")
        components.percentEncodedQuery = try Mapper().percentEncodedQuery(from: ["q": "a+b&c=d"])
        #expect(components.percentEncodedQuery == "q=a%2Bb%26c%3Dd")
    }
}
