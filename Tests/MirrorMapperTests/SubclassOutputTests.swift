import Foundation
import Testing

@testable import MirrorMapper

// The polymorphic hierarchy of the article "Conversion Rules" (the Tour example's), written through
// every output. An optimised build once wrote each instance as its static type here (the optimizer
// folded the opened dynamic type into the static one), so CI runs this suite in release as well as
// in debug.

class Media: Mappable {
    var id = 0
    required init() {}
    class var mapping: ClassMapping {
        let table: ClassMapping = ["id": \Media.id]
        return table.subtypes(on: "type", ["photo": Photo.self, "video": Video.self])
    }
}

final class Photo: Media {
    var width = 0
    override class var mapping: ClassMapping { ["width": \Photo.width] }
}

final class Video: Media {
    var seconds = 0.0
    override class var mapping: ClassMapping { ["seconds": \Video.seconds] }
}

final class MediaPost: Mappable {
    var media: [Media] = []
    var cover: Media?
    required init() {}
    static let mapping: Mapping<MediaPost> = ["media": \.media, "cover": \.cover]
}

@Suite struct SubclassOutputTests {
    /// A post with a photo and a video in its array and a photo as its cover.
    private static func post() -> MediaPost {
        let photo = Photo()
        photo.id = 1
        photo.width = 640
        let video = Video()
        video.id = 2
        video.seconds = 1.5
        let cover = Photo()
        cover.id = 3
        cover.width = 90
        let post = MediaPost()
        post.media = [photo, video]
        post.cover = cover
        return post
    }

    /// What every output of ``post()`` holds, as a dictionary.
    private static var expected: [String: Any] {
        [
            "media": [
                ["type": "photo", "id": 1, "width": 640], ["type": "video", "id": 2, "seconds": 1.5],
            ],
            "cover": ["type": "photo", "id": 3, "width": 90],
        ]
    }

    @Test func dictionariesWriteEachSubclassWithItsProperties() throws {
        let written = try Mapper.dictionary(from: Self.post())
        #expect(sameText(written, Self.expected), "\(written)")
    }

    @Test func jsonTextWritesEachSubclassWithItsProperties() throws {
        let text = try Mapper().jsonData(from: Self.post())
        let written = try JSONReader().value(from: text)
        #expect(sameText(written, Self.expected), "\(String(decoding: text, as: UTF8.self))")
    }

    @Test func anInstanceTypedAsItsSuperclassIsWrittenAsItsSubclass() throws {
        let photo = Photo()
        photo.width = 7
        let media: Media = photo
        let written = try Mapper.dictionary(from: media)
        #expect(sameText(written, ["type": "photo", "id": 0, "width": 7]), "\(written)")
        let text = try Mapper().jsonData(from: media)
        #expect(String(decoding: text, as: UTF8.self).contains("\"width\":7"))
    }

    @Test func theStoreKeepsEachSubclass() throws {
        try withTemporaryStore { store, log in
            try store.set(Self.post(), forKey: "post")
            #expect(sameText(try storedValues(of: store)["post"] ?? [:], Self.expected))
            let reopened = DefaultsStore(url: store.url)
            let post = try #require(try reopened.value(of: MediaPost.self, forKey: "post"))
            #expect((post.media[0] as? Photo)?.width == 640)
            #expect((post.media[1] as? Video)?.seconds == 1.5)
            #expect((post.cover as? Photo)?.width == 90)
            #expect(log.issues.isEmpty, "\(log.text)")
        }
    }

    @Test func copiesDescriptionsAndDifferencesSeeEachSubclass() throws {
        let post = Self.post()
        let copy = try Mapper().copy(of: post)
        #expect((copy.media[0] as? Photo)?.width == 640)
        #expect((copy.cover as? Photo)?.width == 90)
        #expect(Mapper().description(of: post).contains("width: 640"))
        let edited = try Mapper().copy(of: post)
        (edited.media[1] as? Video)?.seconds = 3
        let differences = try Mapper().differences(between: post, and: edited).map(\.description)
        #expect(differences == ["media[1].seconds: 1.5 → 3.0"], "\(differences)")
    }

    @Test func codableEncodingWritesEachSubclass() throws {
        let media: Media = Self.post().media[0]
        let text = try JSONEncoder().encode(CodableMedia(media: media))
        let decoded = try JSONReader().value(from: text) as? [String: Any]
        let expected: [String: Any] = ["type": "photo", "id": 1, "width": 640]
        #expect(sameText(decoded?["media"] ?? [:], expected), "\(String(decoding: text, as: UTF8.self))")
        let back = try JSONDecoder().decode(CodableMedia.self, from: text)
        #expect((back.media as? Photo)?.width == 640)
    }
}

/// A Codable wrapper around a polymorphic model, encoded through the mapper's table.
private struct CodableMedia: MappableCodable {
    var media: Media?
    static let mapping: Mapping<CodableMedia> = ["media": \.media]
}

/// Whether two JSON values are the same, compared as their text with sorted keys.
private func sameText(_ lhs: Any, _ rhs: Any) -> Bool {
    func text(_ value: Any) -> String? {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) }
    }
    guard let lhs = text(lhs) else { return false }
    return lhs == text(rhs)
}

/// The top-level calls make the subclass the data names, as nested properties and arrays do.
@Suite struct RootSubtypeTests {
    private static var photo: [String: Any] { ["type": "photo", "id": 4, "width": 30] }

    @Test func everyTopLevelCallMakesTheSubclass() throws {
        let json = try JSONSerialization.data(withJSONObject: Self.photo)
        let wrapped = try JSONSerialization.data(withJSONObject: ["data": Self.photo])
        let made: [(String, Media)] = [
            ("object(of:from:)", try Mapper.object(of: Media.self, from: Self.photo)),
            ("object(of:fromJSON:)", try Mapper.object(of: Media.self, fromJSON: json)),
            (
                "object(of:from:at:)",
                try Mapper().object(of: Media.self, from: ["data": Self.photo], at: "data")
            ),
            ("object(of:fromJSON:at:)", try Mapper().object(of: Media.self, fromJSON: wrapped, at: "data")),
            ("objects(of:from:)", try Mapper().objects(of: Media.self, from: [Self.photo])[0]),
        ]
        for (call, media) in made {
            #expect((media as? Photo)?.width == 30, "\(call) made a \(type(of: media))")
        }
    }
}
