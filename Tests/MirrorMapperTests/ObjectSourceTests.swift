import Foundation
import Testing

@testable import MirrorMapper

/// One populate reads every object source (``ObjectSource``): a dictionary, JSON text (an object
/// indexed in one pass, for fallback keys), a `Decoder`'s keyed container. Which key is read, what
/// a null does and where a problem is located are decided there once, so every source gives what
/// the dictionary gives.
@Suite struct ObjectSourceTests {
    struct Book: MappableCodable, Equatable {
        var id = 0
        var title: String? = "untitled"
        static let mapping = Mapping<Book>(["id": \.id, "title": \.title])
            .fallbackKeys(["id": ["ID", "book_id"], "title": ["name"]])
    }

    struct Place: MappableCodable, Equatable {
        var latitude = 0.0
        var firstPhoto: String? = "none"
        var city = ""
        static let mapping = Mapping<Place>([
            "latitude": \.latitude, "firstPhoto": \.firstPhoto, "city": \.city,
        ])
        .renaming(["latitude": "location.lat", "firstPhoto": "photos.0.url", "city": "home_address.city"])
    }

    @Test(arguments: [
        #"{"location": {"lat": 1.5}, "photos": [{"url": "a"}], "home_address": {"city": "Oslo"}}"#,
        #"{"location": {"lat": null}, "photos": [null, {"url": "b"}], "home_address": null}"#,
        #"{"location": null, "photos": {"0": {"url": "c"}}, "home_address": {"city": 7}}"#,
        #"{"location": {"lat": "x"}, "photos": [], "home_address": "Oslo"}"#,
        #"{"location": [1], "photos": [{"url": null}]}"#,
        "{}",
    ])
    func dottedKeysAreReadAlikeFromEverySource(json: String) throws {
        try expectEverySourceReads(Place.self, alike: json)
    }

    /// A decoder that converts keys from snake case finds the first step of a dotted key it
    /// renamed, as it finds any data key. (Read through the loose dictionary of the data before,
    /// such a key was never found.)
    @Test func aDecoderThatConvertsSnakeCaseKeysFollowsADottedKey() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let place = try decoder.decode(Place.self, from: Data(#"{"home_address": {"city": "Oslo"}}"#.utf8))
        #expect(place.city == "Oslo")
    }

    @Test(arguments: [
        #"{"id": 1, "title": "A"}"#,
        #"{"id": null, "ID": 2, "title": null, "name": "B"}"#,
        #"{"book_id": null, "name": null}"#,
        #"{"id": null, "ID": null, "book_id": 4}"#,
        #"{"id": null, "ID": null}"#,
        #"{"ID": "x", "book_id": 5, "name": 6}"#,
        "{}",
    ])
    func fallbackKeysAndNullsAreReadAlikeFromEverySource(json: String) throws {
        try expectEverySourceReads(Book.self, alike: json)
    }

    /// Expects `json` read into `type` as JSON text and through `JSONDecoder` to give the model and
    /// the issues its dictionary gives, in both modes, with nulls read and ignored.
    private func expectEverySourceReads<Model: MappableCodable & Equatable>(
        _ type: Model.Type, alike json: String
    ) throws {
        let data = Data(json.utf8)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for mode in [Mapper.Mode.lenient, .strict] {
            for ignoresNull in [false, true] {
                let mapper = Mapper(mode: mode, ignoresNull: ignoresNull)
                let label = "\(mode), ignoresNull \(ignoresNull)"
                let expected = read(by: mapper) { try $0.object(of: type, from: dictionary) }
                let fromJSON = read(by: mapper) { try $0.object(of: type, fromJSON: data) }
                #expect(fromJSON.model == expected.model, "JSON text, \(label)")
                #expect(fromJSON.issues == expected.issues, "JSON text, \(label)")
                let fromDecoder = read(by: mapper) { mapper in
                    let decoder = JSONDecoder()
                    decoder.userInfo[.mirrorMapper] = mapper
                    return try decoder.decode(type, from: data)
                }
                #expect(fromDecoder.model == expected.model, "Decoder, \(label)")
                #expect(fromDecoder.issues == expected.issues, "Decoder, \(label)")
            }
        }
    }

    /// The model `body` reads with `mapper` (nil when it throws) and the issues it reported.
    private func read<Model>(by mapper: Mapper, _ body: (Mapper) throws -> Model) -> (
        model: Model?, issues: [String]
    ) {
        var issues: [MappingIssue] = []
        let model = try? mapper.collectingIssues(into: &issues, body)
        return (model, issues.map(\.description))
    }

    /// A decoder that converts keys from snake case, as Codable users set by habit, renames a
    /// fallback key too: the container is asked for each key as the decoder holds it. (Read
    /// through the loose dictionary of the data before, a fallback key such a decoder renamed was
    /// never found.)
    @Test func aDecoderThatConvertsSnakeCaseKeysStillFindsAFallbackKey() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let book = try decoder.decode(Book.self, from: Data(#"{"book_id": 7}"#.utf8))
        #expect(book.id == 7)
    }
}
