import Foundation
import Testing

@testable import MirrorMapper

/// Models whose keys one pass in document order cannot resolve (a dotted key, fallback keys, a
/// discriminator that chooses a subclass) are read from JSON text in table order from the members
/// of each object, indexed in one pass: the same models, issues and errors as through the
/// dictionaries of the same text, in both modes and with `ignoresNull`.
@Suite struct IndexedJSONObjectTests {
    class Medium: Mappable {
        var title = ""
        var width = 0
        var tags: [String] = []
        required init() {}
        class var mapping: ClassMapping {
            let table: ClassMapping = ["title": \Medium.title, "width": \Medium.width, "tags": \Medium.tags]
            return table.renaming(["width": "size.width"])
                .fallbackKeys(["title": ["name", "caption"]])
                .subtypes(on: "meta.kind", ["photo": Photo.self, "video": Video.self, "7": Video.self])
        }
    }

    final class Photo: Medium {
        var lens = ""
        override class var mapping: ClassMapping {
            let table: ClassMapping = ["lens": \Photo.lens]
            return table.renaming(["lens": "exif.lens"])
        }
    }

    final class Video: Medium {
        var seconds = 0.0
        var firstFrame = 0
        override class var mapping: ClassMapping {
            let table: ClassMapping = ["seconds": \Video.seconds, "firstFrame": \Video.firstFrame]
            return table.renaming(["firstFrame": "frames.0"])
        }
    }

    final class Feed: Mappable {
        var items: [Medium] = []
        var pinned: Medium?
        var byName: [String: Medium] = [:]
        required init() {}
        static let mapping: Mapping<Feed> = ["items": \.items, "pinned": \.pinned, "byName": \.byName]
    }

    /// Objects of `Medium`, each put into a feed at every place a model can stand.
    static let media = [
        #"{"meta": {"kind": "photo"}, "title": "a", "size": {"width": 3}, "exif": {"lens": "35mm"}}"#,
        #"{"meta": {"kind": "video"}, "name": "b", "frames": [4, 5], "seconds": "1.5"}"#,
        #"{"meta": {"kind": 7}, "title": null, "caption": "c", "name": null, "frames": []}"#,
        #"{"meta": {"kind": "audio"}, "title": 5, "size": {"width": "wide"}}"#,
        #"{"meta": null, "caption": "d", "size": [1], "tags": ["x", 2, null]}"#,
        #"{"meta": {"kind": "photo", "kind": "video"}, "title": "e", "title": "f", "seconds": 2}"#,
        #"{"size": {"width": 1, "width": 2.5}, "name": "g", "exif": "none", "title": null}"#,
        #"{"meta": {"kind": ["photo"]}, "caption": null, "frames": {"0": 1}, "tags": "t"}"#,
        #"{"meta": {"kind": "video"}, "frames": [1e400], "seconds": 18446744073709551616}"#,
        #"{"meta": {"kind": "photo"}, "exif": {"lens": 35}, "size": {"width": 9223372036854775808}}"#,
        #"{}"#,
    ]

    @Test(arguments: media)
    func everyPlaceGivesWhatTheDictionariesGive(medium: String) {
        let feeds = [
            #"{"items": [\#(medium), \#(medium)], "pinned": \#(medium), "byName": {"k": \#(medium)}}"#,
            #"{"pinned": \#(medium), "items": [1, \#(medium), null]}"#,
            #"{"items": [\#(medium)], "items": []}"#,
        ]
        for feed in feeds {
            let json = Data(feed.utf8)
            JSONPaths.expectSameInBothModes(Feed.self, json: json)
            JSONPaths.expectSame(Feed.self, json: json, mapper: Mapper(ignoresNull: true))
            JSONPaths.expectSameInBothModes(Medium.self, json: Data(medium.utf8))
        }
    }

    @Test func aTextErrorAfterAValueProblemIsStillTheTextError() {
        for text in [
            #"{"items": [{"title": 5, "size": {"width": "x"}}, {"title": "a",}]}"#,
            #"{"pinned": {"meta": {"kind": "audio"}, "name": 1}, "items": [}"#,
        ] {
            JSONPaths.expectSameInBothModes(Feed.self, json: Data(text.utf8))
        }
    }

    @Test func theSubclassAndItsPropertiesComeFromTheIndexedObject() throws {
        let json = Data(
            #"{"items": [{"exif": {"lens": "50mm"}, "meta": {"kind": "photo"}, "name": "n", "size": {"width": 4}}]}"#
                .utf8)
        let feed = try Mapper.object(of: Feed.self, fromJSON: json)
        let photo = try #require(feed.items.first as? Photo)
        #expect((photo.title, photo.width, photo.lens) == ("n", 4, "50mm"))
    }
}
