import Testing

@testable import ModelGeneration

/// How keys become words, and words names.
@Suite struct NamingTests {
    @Test(arguments: [
        ("profile_image_url", ["profile", "image", "url"]),
        ("seatCategoryNames", ["seat", "category", "names"]),
        ("HTMLBody", ["html", "body"]), ("x-request-id", ["x", "request", "id"]), ("prénom", ["prenom"]),
        ("@type", ["type"]), ("2x_logo", ["2x", "logo"]), ("travel2013", ["travel2013"]), ("", []),
        ("日本", []),
    ])
    func keysSplitIntoWords(_ key: String, _ words: [String]) {
        #expect(Words.of(key) == words)
    }

    @Test(arguments: [
        ("statuses", "status"), ("hashtags", "hashtag"), ("entities", "entity"), ("categories", "category"),
        ("movies", "movie"), ("addresses", "address"), ("matches", "match"), ("caches", "cache"),
        ("boxes", "box"), ("causes", "cause"), ("buses", "bus"), ("people", "person"), ("indices", "index"),
        ("media", "media"), ("data", "data"), ("status", "status"), ("analysis", "analysis"), ("urls", "url"),
        ("news", "news"), ("ids", "id"),
    ])
    func arrayKeysBecomeSingular(_ plural: String, _ singular: String) {
        #expect(Singular.word(plural) == singular)
    }

    @Test(arguments: [
        ("138586341", true), ("-1", false), ("8f14e45f-ceea-467e-a7d2-5d1f3f1b6c2a", true),
        ("eb8fce65jw1ew468zkxcgj237k1t01l0", true), ("travel2013", false), ("suishoupai_2014", false),
        ("PLEYEL_PLEYEL", false), ("name", false), ("profileimageurlhttps", false), ("", false),
    ])
    func idKeysAreRecognized(_ key: String, _ isID: Bool) {
        #expect(IDKeys.isID(key) == isID)
    }

    @Test func anObjectIsADictionaryOnlyWhenEveryKeyIsAnID() {
        #expect(IDKeys.areIDs(["1", "2"]))
        #expect(!IDKeys.areIDs(["1", "two"]))
        #expect(!IDKeys.areIDs([]))
    }

    @Test(arguments: [
        (["user", "id"], "userID", "UserID"),
        (["profile", "image", "url"], "profileImageURL", "ProfileImageURL"),
        (["url", "https"], "urlHTTPS", "UrlHTTPS"), (["id", "str"], "idStr", "IDStr"),
        (["seat"], "seat", "Seat"),
    ])
    func wordsBecomeCamelCaseWithAcronymsInCapitals(_ words: [String], _ lower: String, _ upper: String) {
        #expect(SwiftNames.lowerCamel(words) == lower)
        #expect(SwiftNames.upperCamel(words) == upper)
    }

    @Test func siblingsOfOneShapeAreNamedAfterTheirPluralHolder() {
        let source = generated(#"{"sizes": {"small": {"w": 1, "h": 2}, "large": {"w": 3, "h": 4}}}"#)
        #expect(
            source.contains("final class Sizes: Mappable {\n    var small = Size()\n    var large = Size()"))
    }

    @Test func aTakenNameIsPrefixedWithItsHoldersThenNumbered() {
        let source = generated(
            #"{"user": {"id": 1}, "a_user": {"y": 1}, "a": {"user": {"x": 1}}, "sample": {"z": 1}}"#)
        #expect(source.contains("    var user = User()\n    var aUser = AUser()\n    var a = A()"))
        #expect(source.contains("final class A: Mappable {\n    var user = AUser2()"))
        #expect(source.contains("    var sample = SampleSample()"))
    }
}
