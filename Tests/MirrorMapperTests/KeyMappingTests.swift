import Foundation
import Testing

@testable import MirrorMapper

@Suite struct KeyMappingTests {
    struct Profile: Mappable, Equatable {
        var profileImageURL = ""
        var userID = 0
        var displayName = ""
        var urlString = ""
        static let mapping = Mapping<Profile>([
            "profileImageURL": \.profileImageURL, "userID": \.userID, "displayName": \.displayName,
            "urlString": \.urlString,
        ])
        .renaming(["displayName": "name"])
    }

    @Test(arguments: [
        ("profileImageURL", "profile_image_url"), ("userID", "user_id"), ("URLString", "url_string"),
        ("id", "id"), ("already_snake", "already_snake"), ("version2Name", "version2_name"),
        ("HTMLParserError", "html_parser_error"),
    ])
    func snakeCaseSplitsWordsAndAcronyms(name: String, key: String) {
        #expect(KeyStrategy.snakeCase.key(for: name) == key)
    }

    @Test func snakeCaseRoundTripsAndRenamesWin() throws {
        let mapper = Mapper(keyStrategy: .snakeCase)
        let profile = try mapper.object(
            of: Profile.self,
            from: ["profile_image_url": "https://x/y.png", "user_id": 4, "name": "Ada", "display_name": "no"])
        #expect(profile == Profile(profileImageURL: "https://x/y.png", userID: 4, displayName: "Ada"))
        let dictionary = try mapper.dictionary(from: profile)
        #expect(Set(dictionary.keys) == ["profile_image_url", "user_id", "name", "url_string"])
        #expect(try mapper.object(of: Profile.self, from: dictionary) == profile)
    }

    @Test func kebabCaseAndCustomStrategies() throws {
        let kebab = try Mapper(keyStrategy: .kebabCase).dictionary(from: Profile(userID: 1))
        #expect(kebab["user-id"] as? Int == 1)
        let upper = Mapper(keyStrategy: .custom("upper") { $0.uppercased() })
        let profile = try upper.object(of: Profile.self, from: ["USERID": 9])
        #expect(profile.userID == 9)
    }

    @Test func typeLevelKeyStrategyWinsOverTheMappers() throws {
        struct Legacy: Mappable {
            var firstName = ""
            static let mapping = Mapping<Legacy>(["firstName": \.firstName]).keyStrategy(.snakeCase)
        }
        #expect(try Mapper.object(of: Legacy.self, from: ["first_name": "Ada"]).firstName == "Ada")
        #expect(try Mapper.dictionary(from: Legacy(firstName: "B"))["first_name"] as? String == "B")
    }

    @Test func dottedPathsReadNestedDictionariesAndArrayIndices() throws {
        struct Photo: Mappable {
            var firstURL = ""
            var city = ""
            var version = 0
            static let mapping = Mapping<Photo>([
                "firstURL": \.firstURL, "city": \.city, "version": \.version,
            ])
            .renaming(["firstURL": "photos.0.url", "city": "place.address.city", "version": "meta\\.version"])
        }
        let photo = try Mapper.object(
            of: Photo.self,
            from: [
                "photos": [["url": "a.png"], ["url": "b.png"]], "place": ["address": ["city": "Oslo"]],
                "meta.version": 3, "meta": ["version": 99],
            ])
        #expect(photo.firstURL == "a.png")
        #expect(photo.city == "Oslo")
        #expect(photo.version == 3)
        let written = try Mapper.dictionary(from: photo)
        #expect(written["meta.version"] as? Int == 3)
        #expect(
            (written["place"] as? [String: Any]).flatMap { $0["address"] as? [String: Any] }?["city"]
                as? String == "Oslo")
    }

    @Test func missingOrMistypedPathStepsLeaveDefaults() throws {
        var issues: [MappingIssue] = []
        let location = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Location.self, from: ["position": "north"])
        }
        #expect(location == Location())
        #expect(issues.isEmpty)
        let outOfBounds = try Mapper.object(of: Location.self, from: ["position": ["lat": [1]]])
        #expect(outOfBounds.latitude == 0)
    }

    struct Book: Mappable, Equatable {
        var bookID = 0
        var title = ""
        static let mapping = Mapping<Book>(["bookID": \.bookID, "title": \.title])
            .renaming(["bookID": "id"])
            .fallbackKeys(["bookID": ["ID", "book_id", "book.id"], "title": ["name"]])
    }

    @Test func fallbackKeysAreTriedInOrderFirstNonNullWins() throws {
        #expect(try Mapper.object(of: Book.self, from: ["id": 1, "ID": 2]).bookID == 1)
        #expect(try Mapper.object(of: Book.self, from: ["ID": 2, "book_id": 3]).bookID == 2)
        #expect(try Mapper.object(of: Book.self, from: ["id": NSNull(), "book_id": 3]).bookID == 3)
        #expect(try Mapper.object(of: Book.self, from: ["book": ["id": "4"]]).bookID == 4)
        #expect(try Mapper.object(of: Book.self, from: ["name": "Dune"]).title == "Dune")
        #expect(try Mapper.object(of: Book.self, from: ["other": 1]) == Book())
    }

    @Test func fallbackKeysReportUnderTheKeyUsedAndWriteTheMainKey() throws {
        var issues: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &issues) {
            try $0.object(of: Book.self, from: ["book_id": "x"])
        }
        #expect(issues.map(\.path) == ["book_id"])
        let written = try Mapper.dictionary(from: Book(bookID: 5, title: "Dune"))
        #expect(Set(written.keys) == ["id", "title"])
    }

    @Test func fallbackKeysForUnmappedNamesAreProgrammerErrors() {
        struct Wrong: Mappable {
            var id = 0
            static let mapping = Mapping<Wrong>(["id": \.id]).fallbackKeys(["identifier": ["ID"]])
        }
        #expect(throws: MappingError.self) { try Mapper.validate(Wrong.self) }
    }

    /// A call that maps many objects of a type switches to keys of its own (see
    /// `MappingContext.dataKeys(of:)`); the objects before and after the switch map alike.
    @Test func manyObjectsOfATypeMapAlikeBeforeAndAfterTheCallCopiesItsKeys() throws {
        struct Located: Mappable, Equatable {
            var profileImageURL = ""
            var city = ""
            var version = 0
            static let mapping = Mapping<Located>([
                "profileImageURL": \.profileImageURL, "city": \.city, "version": \.version,
            ])
            .renaming(["city": "place.address.city", "version": "meta\\.version"])
        }
        let items: [[String: Any]] = (0..<20).map { index in
            [
                "profile_image_url": "https://example.com/\(index).png",
                "place": ["address": ["city": "City \(index)"]], "meta.version": index,
            ]
        }
        let mapper = Mapper(keyStrategy: .snakeCase)
        let objects = try mapper.objects(of: Located.self, from: items)
        #expect(
            objects
                == (0..<20).map {
                    Located(profileImageURL: "https://example.com/\($0).png", city: "City \($0)", version: $0)
                })
        let written = try objects.map { try mapper.dictionary(from: $0) }
        #expect(try mapper.objects(of: Located.self, from: written) == objects)
    }

    @Test func privateCopiesOfKeysAreEqualButShareNoStorage() {
        let key = DataKey(parsing: "a_key_longer_than_fifteen_bytes.second_component_also_long")
        let copy = key.privateCopy
        #expect(copy == key)
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        for (original, copied) in zip(key.components, copy.components) {
            #expect(storage(original) != storage(copied))
        }
    }

    @Test func dataKeyParsing() {
        #expect(DataKey(parsing: "a.b").components == ["a", "b"])
        #expect(DataKey(parsing: "a\\.b.c").components == ["a.b", "c"])
        #expect(DataKey(parsing: "plain").components == ["plain"])
        #expect(DataKey(parsing: "trailing\\").components == ["trailing\\"])
    }
}
