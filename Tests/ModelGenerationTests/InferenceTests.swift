import Foundation
import Testing

@testable import ModelGeneration

/// The source generated from `json`, or the error's description.
func generated(_ json: String, _ configure: (inout GenerationOptions) -> Void = { _ in }) -> String {
    var options = GenerationOptions()
    options.sampleName = "sample.json"
    configure(&options)
    do {
        return try ModelGenerator.generate(from: Data(json.utf8), options: options).source
    } catch {
        return "error: \(error)"
    }
}

/// One rule of inference: a small sample and lines its source must hold, each exactly as written.
struct InferenceCase: CustomTestStringConvertible, Sendable {
    let rule: String
    let json: String
    let lines: [String]
    var testDescription: String { rule }
}

/// Each rule of the issue's "What it infers", on the smallest sample that shows it.
@Suite struct InferenceTests {
    static let cases: [InferenceCase] = [
        InferenceCase(
            rule: "every element is a sample; absent or null somewhere is optional",
            json: #"{"items": [{"a": 1, "b": "x", "c": 3}, {"a": 2, "c": null}]}"#,
            lines: ["    var items: [Item] = []", "    var a = 0", "    var b: String?", "    var c: Int?"]),
        InferenceCase(
            rule: "integers everywhere are Int, 64-bit ids included; any fraction makes Double",
            json:
                #"{"rows": [{"id": 9223372036854775807, "ratio": 1}, {"id": -9223372036854775808, "ratio": 2.5}]}"#,
            lines: ["    var id = 0", "    var ratio = 0.0"]),
        InferenceCase(
            rule: "more digits than a Double holds is Decimal",
            json:
                #"{"big": 18446744073709551616, "long": 0.12345678901234567890, "short": 0.1, "exp": 1e-7}"#,
            lines: [
                "    var big: Decimal = 0", "    var long: Decimal = 0", "    var short = 0.0",
                "    var exp = 0.0",
            ]),
        InferenceCase(
            rule: "booleans are Bool, strings String",
            json: #"{"flag": true, "name": "Ada"}"#, lines: ["    var flag = false", #"    var name = """#]),
        InferenceCase(
            rule: "dates by the one strategy that reads and writes back every sample",
            json: """
                {"a": [{"iso": "2014-08-31T00:29:15Z", "twitter": "Sun Aug 31 00:29:15 +0000 2014",
                "http": "Sun, 06 Nov 1994 08:49:37 GMT"}, {"iso": "2014-09-01T10:00:00.5Z",
                "twitter": "Mon Sep 01 10:00:00 +0000 2014", "http": "Mon, 07 Nov 1994 08:49:37 GMT"}]}
                """,
            lines: [
                "    var iso = Date(timeIntervalSince1970: 0)",
                "    var twitter = Date(timeIntervalSince1970: 0)",
                "    var http = Date(timeIntervalSince1970: 0)",
                #"        .dateStrategy(.iso8601, for: "iso")"#,
                #"        .dateStrategy(.twitter, for: "twitter")"#,
                #"        .dateStrategy(.rfc1123, for: "http")"#,
            ]),
        InferenceCase(
            rule: "one strategy for all of a type's dates is the type's",
            json: #"{"created_at": "2014-08-31T00:29:15Z", "updated_at": "2014-09-01T00:00:00Z"}"#,
            lines: ["        .keyStrategy(.snakeCase)", "        .dateStrategy(.iso8601)"]),
        InferenceCase(
            rule: "two date forms at one place, or text that is no date, stay String",
            json:
                #"{"x": [{"when": "2014-08-31T00:29:15Z", "note": "2014"}, {"when": "Sun Aug 31 00:29:15 +0000 2014", "note": "1409444955"}]}"#,
            lines: [#"    var when = """#, #"    var note = """#]),
        InferenceCase(
            rule: "dates written back in another form stay String, with a comment",
            json: #"{"day": "2014-08-31", "local": "Sun Aug 31 02:29:15 +0200 2014"}"#,
            lines: [
                "    // Dates that .dateStrategy(.iso8601) reads but writes back in another form (in UTC, without zero",
                "    // Dates that .dateStrategy(.twitter) reads but writes back in another form (in UTC, without zero",
            ]),
        InferenceCase(
            rule: "numbers are dates only when the key says so: seconds, or milliseconds by magnitude",
            json:
                #"{"created_at": 1409444955, "timestamp_ms": 1409444955123, "count": 1409444955, "start_time": 5}"#,
            lines: [
                "    var createdAt = Date(timeIntervalSince1970: 0)",
                "    var timestampMs = Date(timeIntervalSince1970: 0)",
                "    var count = 0", "    var startTime = 0",
                #"        .dateStrategy(.secondsSince1970, for: "createdAt")"#,
                #"        .dateStrategy(.millisecondsSince1970, for: "timestampMs")"#,
            ]),
        InferenceCase(
            rule: "URL when every sample is an absolute URL",
            json:
                #"{"a": [{"home": "https://a.example/x?y=1", "path": "/x", "mixed": "https://a.example"}, {"home": "http://b.example", "path": "/y", "mixed": "b.example"}]}"#,
            lines: ["    var home: URL?", #"    var path = """#, #"    var mixed = """#]),
        InferenceCase(
            rule: "nested objects are models named after their key; array keys singular",
            json: #"{"user": {"id": 1}, "statuses": [{"id": 2}, {"id": 3, "hashtags": [{"text": "a"}]}]}"#,
            lines: [
                "    var user = User()", "    var statuses: [Status] = []", "    var hashtags: [Hashtag]?",
                "final class User: Mappable {", "final class Status: Mappable {",
                "final class Hashtag: Mappable {",
            ]),
        InferenceCase(
            rule: "identical shapes share one model, named after what their keys share",
            json: #"{"billing_address": {"city": "Oslo"}, "shipping_address": {"city": "Bergen"}}"#,
            lines: ["    var billingAddress = Address()", "    var shippingAddress = Address()"]),
        InferenceCase(
            rule: "name clashes are resolved visibly, by the holder's name",
            json: #"{"user": {"id": 1}, "retweeted_status": {"user": {"name": "Ada"}}}"#,
            lines: ["final class User: Mappable {", "    var user = RetweetedStatusUser()"]),
        InferenceCase(
            rule: "names of common types are not taken",
            json: #"{"data": {"id": 1}, "urls": [{"href": "x"}]}"#,
            lines: ["    var data = SampleData()", "    var urls: [SampleURL] = []"]),
        InferenceCase(
            rule: "Swift keywords are escaped; self, init and mapping are renamed",
            json: #"{"class": "a", "default": 1, "self": "b", "init": 2, "mapping": 3}"#,
            lines: [
                #"    var `class` = """#, "    var `default` = 0",
                #"            "selfValue": "self","#, #"            "initValue": "init","#,
                #"            "mappingValue": "mapping","#,
            ]),
        InferenceCase(
            rule: "objects keyed by ids are dictionaries of models",
            json:
                #"{"events": {"138586341": {"id": 1}, "138586345": {"id": 2}}, "names": {"1": "a", "2": "b"}}"#,
            lines: ["    var events: [String: Event] = [:]", "    var names: [String: String] = [:]"]),
        InferenceCase(
            rule: "arrays of arrays nest; null elements make optional elements",
            json: #"{"matrix": [[1.5, 2], [3]], "cube": [[[1]]], "scores": [1, null]}"#,
            lines: [
                "    var matrix: [[Double]] = []", "    var cube: [[[Int]]] = []",
                "    var scores: [Int?] = []",
            ]),
        InferenceCase(
            rule: "mixed types are Any, with a comment",
            json: #"{"values": [1, "a"], "either": [{"v": 1}, {"v": "a"}]}"#,
            lines: [
                "    // Mixed in the sample (number, string): declare a type that takes them all.",
                "    var values: [Any] = []", "    var v: Any?",
            ]),
        InferenceCase(
            rule: "Any stands only at the first level of a collection, as the mapper takes it",
            json:
                #"{"grid": [[1, "a"], [2]], "groups": {"1": [], "2": []}, "rows": [{}, {}], "nested": [[null]]}"#,
            lines: [
                "    var grid: [Any] = []", "    var groups: [String: Any] = [:]", "    var rows: [Any] = []",
                "    var nested: [Any] = []",
            ]),
        InferenceCase(
            rule: "empty arrays and objects, and values always null, ask for a real sample",
            json: #"{"tags": [], "extra": {}, "gone": null}"#,
            lines: [
                "    // Empty in every sample: generate again from a sample with elements, or declare the type.",
                "    var tags: [Any] = []",
                "    // Empty in every sample: generate again from a sample with members, or declare the type.",
                "    var extra: [String: Any] = [:]",
                "    // Always null in the sample: generate again from a sample with a value, or declare the type.",
                "    var gone: Any?",
            ]),
        InferenceCase(
            rule: "snake_case keys through the type's key strategy when every key round-trips",
            json: #"{"user_id": 1, "profile_image_url": "x", "name": "a"}"#,
            lines: [
                "    var userID = 0", #"    var profileImageURL = """#, "        .keyStrategy(.snakeCase)",
            ]),
        InferenceCase(
            rule: "acronyms follow one rule; the key strategy leaves the fewest keys to rename",
            json: #"{"user_id": 1, "profile_image_url": "x", "profile_image_url_https": "y", "name": "a"}"#,
            lines: [
                "    var userID = 0", #"    var profileImageURL = """#, #"    var profileImageURLHTTPS = """#,
                "        .keyStrategy(.snakeCase)",
                #"            "profileImageURLHTTPS": "profile_image_url_https""#,
            ]),
        InferenceCase(
            rule: "kebab-case keys through .kebabCase",
            json: #"{"content-type": "a", "x-request-id": "b"}"#,
            lines: [
                #"    var contentType = """#, #"    var xRequestID = """#, "        .keyStrategy(.kebabCase)",
            ]),
        InferenceCase(
            rule: "keys that do not round-trip make the type rename",
            json: #"{"user_id": 1, "userType": 2, "level_2": 3}"#,
            lines: [
                "    var userID = 0", "    var userType = 0", "    var level2 = 0",
                #"            "userID": "user_id","#,
                #"            "level2": "level_2","#,
            ]),
        InferenceCase(
            rule: "a key that cannot be a property name is renamed explicitly",
            json:
                #"{"@type": "a", "2x": "b", "first name": "c", "Name": "d", "a.b": "e", "user_id": 1, "id": 2, "": 3}"#,
            lines: [
                "        .keyStrategy(.snakeCase)", #"            "type": "@type","#,
                #"            "value2x": "2x","#,
                #"            "firstName": "first name","#, #"            "name": "Name","#,
                #"            "aB": "a\\.b","#,
                #"            "value": "","#,
            ]),
        InferenceCase(
            rule: "names made twice are numbered and renamed",
            json: #"{"id_str": "a", "idStr": "b"}"#,
            lines: [#"    var idStr = """#, #"    var idStr2 = """#, #"            "idStr2": "idStr""#]),
        InferenceCase(
            rule: "properties keep the order of first appearance",
            json: #"{"rows": [{"b": 1, "a": 2}, {"c": 3, "a": 4}]}"#,
            lines: ["    var b: Int?", "    var a = 0", "    var c: Int?"]),
        InferenceCase(
            rule: "each class gets required init() and a doc comment saying where it was found",
            json: #"{"rows": [{"user": {"id": 1}}]}"#,
            lines: [
                "/// The root object of `sample.json`.", "/// Found at `rows[].user` in `sample.json`.",
                "    required init() {}",
            ]),
    ]

    @Test(arguments: cases)
    func rule(_ rule: InferenceCase) {
        let source = generated(rule.json)
        let lines = Set(source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        for line in rule.lines {
            #expect(lines.contains(line), "missing line: \(line)\n\(source)")
        }
    }

    /// Numeric text (ids, an ISO 8601 basic date) is no date: the text strategies do not read it,
    /// so the generator neither types it `Date` nor comments it as a date.
    @Test func numericTextIsNoDate() {
        let source = generated(#"{"id_str": "866260188", "day": "20140831", "ids": ["1", "2014083112"]}"#)
        #expect(!source.contains("Date") && !source.contains("dateStrategy"), "\(source)")
        #expect(source.contains(#"    var idStr = """#) && source.contains(#"    var day = """#), "\(source)")
    }

    @Test func structsHaveNoInitializer() {
        let source = generated(#"{"id": 1}"#) { $0.makesStructs = true }
        #expect(source.contains("struct Sample: Mappable {\n    var id = 0\n}\n"))
        #expect(!source.contains("init()"))
    }

    @Test func theKeyPathPicksTheObjectsToModel() {
        let json = #"{"data": {"items": [{"id": 1}, {"id": 2, "extra": true}]}}"#
        let source = generated(json) {
            $0.rootKeyPath = "data.items"
            $0.rootName = "Item"
        }
        #expect(
            source.contains("/// Found at `data.items[]` in `sample.json`.\nfinal class Item: Mappable {"))
        #expect(source.contains("    var extra: Bool?"))
    }

    @Test func foundationIsImportedOnlyWhenUsed() {
        #expect(!generated(#"{"id": 1}"#).contains("import Foundation"))
        #expect(
            generated(#"{"id": 1, "at": "https://a.example"}"#).contains(
                "import Foundation\nimport MirrorMapper"))
    }
}
