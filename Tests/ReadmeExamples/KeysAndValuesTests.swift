// The articles "Data Keys" and "Conversion Rules": the blocks that use the models, and what they
// claim.
import Foundation
import MirrorMapper
import Testing

@Test func keys() throws {
    let response: [String: Any] = [
        "data": ["posts": [["post_id": "7", "author": ["name": "Ada"], "tags": ["swift"], "likes": 3]]]
    ]
    var mapper = Mapper()
    mapper.keyStrategy = .snakeCase  // profileImageURL ↔ profile_image_url (also .kebabCase, .custom)
    let posts = try mapper.objects(of: Post.self, from: response, at: "data.posts")  // a response's key path
    #expect(posts.map(\.postID) == [7])
    #expect(posts.map(\.authorName) == ["Ada"] && posts.map(\.firstTag) == ["swift"])
    #expect(posts.map(\.likes) == [3])
}

@Test func valuesAreReadAndWrittenThroughTheirTransforms() throws {
    let review = try Mapper.object(
        of: Review.self,
        from: [
            "createdAt": "Sun Aug 31 00:29:15 +0000 2014", "accentColor": "#ff8800", "keywords": "a, b",
            "stars": "★★★",
        ])
    #expect(review.createdAt == Date(timeIntervalSince1970: 1_409_444_955))
    #expect(review.accentColor == 0xff8800 && review.keywords == ["a", "b"] && review.stars == 3)
    let written = try Mapper.dictionary(from: review)
    #expect(written["accentColor"] as? String == "ff8800")
    #expect(written["keywords"] as? String == "a,b" && written["stars"] as? String == "★★★")
    var issues: [MappingIssue] = []
    _ = try Mapper().collectingIssues(into: &issues) {
        try $0.object(of: Review.self, from: ["stars": "many"])
    }
    #expect(issues.map(\.description) == ["stars: expected stars, found many (kept the current value)"])
}

@Test func itemTypesChooseTheModelOfEachElement() throws {
    let timeline = try Mapper.object(
        of: Timeline.self,
        from: [
            "stops": [["position": ["lat": 59.9]], "a note"],
            "entries": [["stars": "★★"], ["id": 9]],
        ])
    #expect((timeline.stops[0] as? Location)?.latitude == 59.9 && timeline.stops[1] as? String == "a note")
    #expect((timeline.entries[0] as? Review)?.stars == 2 && (timeline.entries[1] as? Post)?.postID == 9)
}

@Test func openEnumsKeepUnknownRawValues() throws {
    let repository = try Mapper.object(
        of: Repository.self, fromJSON: Data(#"{"visibility": "internal"}"#.utf8))
    #expect(repository.visibility == .unknown("internal"))
    let written = try Mapper().jsonData(from: repository)  // {"visibility":"internal"}
    #expect(String(decoding: written, as: UTF8.self) == #"{"visibility":"internal"}"#)
}
