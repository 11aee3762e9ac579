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

    /// One rule for every acronym, as Swift's API guidelines ask: in capitals, or in lower case at
    /// the start of a lower camel case name; a plural keeps its `s` in lower case.
    @Test(arguments: [
        (["user", "id"], "userID", "UserID"),
        (["profile", "image", "url"], "profileImageURL", "ProfileImageURL"),
        (["profile", "image", "url", "https"], "profileImageURLHTTPS", "ProfileImageURLHTTPS"),
        (["url", "https"], "urlHTTPS", "URLHTTPS"), (["id", "str"], "idStr", "IDStr"), (["id"], "id", "ID"),
        (["user", "ids"], "userIDs", "UserIDs"), (["image", "urls"], "imageURLs", "ImageURLs"),
        (["https"], "https", "HTTPS"), (["seat"], "seat", "Seat"),
    ])
    func wordsBecomeCamelCaseWithAcronymsInCapitals(_ words: [String], _ lower: String, _ upper: String) {
        #expect(SwiftNames.lowerCamel(words) == lower)
        #expect(SwiftNames.upperCamel(words) == upper)
    }

    /// A key that is a lower camel case name already follows the same rule for its acronyms, and
    /// keeps its other words as written.
    @Test(arguments: [
        ("venueId", "venueID"), ("imageUrls", "imageURLs"), ("userID", "userID"),
        ("iOSVersion", "iOSVersion"),
        ("id", "id"), ("idStr", "idStr"), ("urlHttps", "urlHTTPS"), ("level2", "level2"),
    ])
    func lowerCamelKeysSpellTheirAcronymsByTheSameRule(_ key: String, _ name: String) {
        #expect(PropertyNames(keys: [key]).names == [name])
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
