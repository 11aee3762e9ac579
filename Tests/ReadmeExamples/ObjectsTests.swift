// The DocC article "Hooks, Merging and Copying": the hooks of the articles' Post, and the calls on
// objects.
import Foundation
import MirrorMapper
import Testing

extension Post: MappingHooks {
    static func willMap(_ data: [String: Any]) -> [String: Any]? {  // rewrite or reject (nil)
        data["hidden"] as? Bool == true ? nil : data
    }
    func didMap(from data: [String: Any]) throws {  // validate or fix up
        if authorName.isEmpty { authorName = "anonymous" }
    }
}

@Test func hooksRejectAndFixUp() throws {
    var issues: [MappingIssue] = []
    let posts = try Mapper().collectingIssues(into: &issues) {
        try $0.objects(
            of: Post.self, from: [["id": 1], ["id": 2, "hidden": true]])
    }
    #expect(posts.map(\.postID) == [1] && posts.map(\.authorName) == ["anonymous"])
    #expect(issues.map(\.path) == ["[1]"])
}

@Test func mergeCopyCompareDescribe() throws {
    var posts = try Mapper().objects(
        of: Post.self, from: [["id": 3, "author": ["name": "Linus"]], ["id": 4]])
    let post = posts[0]
    let newData: [Any] = [["id": 3, "likes": 10], ["id": 5]]
    posts = try Mapper().merge(posts, with: newData, identifiedBy: "postID", orphans: .remove)  // by identity
    let draft = try Mapper().copy(of: post)  // new objects all the way down, subclasses kept
    draft.likes = 99
    for change in try Mapper().differences(between: post, and: draft) { print(change) }  // likes: 10 → 99
    print(Mapper().description(of: post))  // Post {\n  postID: 3\n  authorName: "Linus" …
    #expect(posts.map(\.postID) == [3, 5] && posts[0] === post && post.likes == 10)
    #expect(try Mapper().differences(between: post, and: draft).map(\.description) == ["likes: 10 → 99"])
    #expect(
        try !Mapper().differences(between: post, and: draft).isEmpty
            && Mapper().differences(between: post, and: try Mapper().copy(of: post)).isEmpty)
    #expect(Mapper().description(of: post).hasPrefix("Post {\n  postID: 3\n  authorName: \"Linus\""))
}
