// The models the fuzz target maps arbitrary data into. Between them they declare every property
// type the mapper converts: all integer widths, floating point, Decimal, dates under each strategy,
// URL, UUID, Data, enums, optionals, nested structs and classes, arrays, dictionaries with text and
// integer keys, polymorphic subclasses, item-typed `[Any]`, `[String: Any]`, `Any?` and recursion.
// Sets are left out: they are written in an unspecified order, so their text is not stable.

import Foundation

/// A model the fuzz target exercises, with data for the seed corpus.
protocol FuzzedModel: Mappable {
    /// Documents that set most properties, some needing the lenient conversions.
    static var seedDocuments: [[String: Any]] { get }
    /// JSON texts that once broke an invariant, kept in the seed corpus so that every run tries
    /// them again (none by default). Bytes, not strings: some are not valid UTF-8 on purpose.
    static var regressionTexts: [[UInt8]] { get }
}

enum FuzzedColor: String, ValueConvertible {
    case red, green, blue
}

enum FuzzedLevel: Int, ValueConvertible {
    case low = 1
    case high = 2
}

struct FuzzedScalars: FuzzedModel {
    var int = 0
    var int8: Int8 = 0
    var int16: Int16 = 0
    var int32: Int32 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var uint8: UInt8 = 0
    var uint16: UInt16 = 0
    var uint32: UInt32 = 0
    var uint64: UInt64 = 0
    var double = 0.0
    var float: Float = 0
    var bool = false
    var string = ""
    var decimal = Decimal(0)
    var date = Date(timeIntervalSince1970: 0)
    var url = URL(fileURLWithPath: "/")
    var uuid: UUID?
    var data = Data()
    var color = FuzzedColor.red
    var level: FuzzedLevel?
    var optionalInt: Int?
    var optionalText: String? = "default"

    static let mapping: Mapping<FuzzedScalars> = [
        "int": \.int, "int8": \.int8, "int16": \.int16, "int32": \.int32, "int64": \.int64, "uint": \.uint,
        "uint8": \.uint8, "uint16": \.uint16, "uint32": \.uint32, "uint64": \.uint64, "double": \.double,
        "float": \.float, "bool": \.bool, "string": \.string, "decimal": \.decimal, "date": \.date,
        "url": \.url, "uuid": \.uuid, "data": \.data, "color": \.color, "level": \.level,
        "optionalInt": \.optionalInt, "optionalText": \.optionalText,
    ]

    static var seedDocuments: [[String: Any]] {
        [
            [
                "int": Int.min, "int8": -128, "int16": 32767, "int32": -2_147_483_648, "int64": Int64.max,
                "uint": UInt.max, "uint8": 255, "uint16": 65535, "uint32": 4_294_967_295,
                "uint64": UInt64.max,
                "double": 2.2250738585072014e-308, "float": 3.4028235e38, "bool": true,
                "string": "tab\t quote\" slash\\ \u{1F600} \u{0}", "decimal": "12345678901234567890.123",
                "date": "2014-08-31T00:29:15.125Z", "url": "https://example.com/a%20b?q=1#f",
                "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "data": "AAECAw==", "color": "blue",
                "level": 2, "optionalInt": NSNull(), "optionalText": NSNull(),
            ],
            [
                "int": "42", "int8": 3.0, "int16": " 7 ", "uint64": "18446744073709551615", "double": "1e308",
                "float": "0.1", "bool": "yes", "string": 12.5, "decimal": 0.1, "date": 1_409_444_955_125,
                "url": "relative/path", "color": "green", "level": "1", "optionalInt": "9",
            ],
            ["int8": 300, "float": 1e300, "bool": 2, "date": "yesterday", "uuid": "nope", "color": "mauve"],
        ]
    }
}

struct FuzzedPoint: FuzzedModel, Equatable {
    var x = 0.0
    var y = 0.0
    var label: String?

    static let mapping = Mapping<FuzzedPoint>(["x": \.x, "y": \.y, "label": \.label])
        .renaming(["x": "position.x", "y": "position.y"])
        .fallbackKeys(["label": ["name", "title"]])

    static var seedDocuments: [[String: Any]] {
        [["position": ["x": 1.5, "y": -2]], ["position": ["x": "3"], "name": "fallback"]]
    }
}

final class FuzzedBook: FuzzedModel {
    var title = ""
    var pages: Int32 = 0
    var authors: [String] = []
    var ratings: [String: Double] = [:]
    var countsByYear: [Int: UInt16] = [:]
    var shelfPosition = FuzzedPoint()
    var sequel: FuzzedBook?
    var published: Date?
    var chapters: [[FuzzedPoint]] = []
    required init() {}

    static let mapping = Mapping<FuzzedBook>([
        "title": \.title, "pages": \.pages, "authors": \.authors, "ratings": \.ratings,
        "countsByYear": \.countsByYear, "shelfPosition": \.shelfPosition, "sequel": \.sequel,
        "published": \.published, "chapters": \.chapters,
    ])
    .keyStrategy(.snakeCase)

    static var seedDocuments: [[String: Any]] {
        let book: [String: Any] = [
            "title": "Ünïcødé 📚", "pages": 320, "authors": ["A", "B"], "ratings": ["x": 4.5],
            "counts_by_year": ["2001": 3, "1999": "4"], "shelf_position": ["position": ["x": 1]],
            "published": "2001-02-03", "chapters": [[["position": ["x": 1, "y": 2]]], []],
        ]
        return [book, ["title": "Two", "sequel": book, "pages": "12", "counts_by_year": ["x": 1]]]
    }
}

class FuzzedShape: FuzzedModel {
    var name = ""
    required init() {}

    class var mapping: ClassMapping {
        let table: ClassMapping = ["name": \FuzzedShape.name]
        return table.subtypes(
            on: "kind",
            ["circle": FuzzedCircle.self, "polygon": FuzzedPolygon.self, "square": FuzzedSquare.self])
    }

    static var seedDocuments: [[String: Any]] {
        [["name": "plain", "kind": "circle"]]
    }
}

final class FuzzedCircle: FuzzedShape {
    var radius = 0.0
    override class var mapping: ClassMapping { ["radius": \FuzzedCircle.radius] }
}

class FuzzedPolygon: FuzzedShape {
    var corners: [FuzzedPoint] = []
    override class var mapping: ClassMapping { ["corners": \FuzzedPolygon.corners] }
}

final class FuzzedSquare: FuzzedPolygon {
    var side: Float = 0
    override class var mapping: ClassMapping { ["side": \FuzzedSquare.side] }
}

final class FuzzedDrawing: FuzzedModel {
    var main: FuzzedShape?
    var layers: [FuzzedShape] = []
    var named: [String: FuzzedShape] = [:]
    var items: [Any] = []
    var extra: [String: Any] = [:]
    var note: Any?
    required init() {}

    static let mapping = Mapping<FuzzedDrawing>([
        "main": \.main, "layers": \.layers, "named": \.named, "items": \.items, "extra": \.extra,
        "note": \.note,
    ])
    .itemType(forArray: "items") { element in
        if element["kind"] != nil { return FuzzedShape.self }
        return element["position"] == nil ? nil : FuzzedPoint.self
    }

    static var seedDocuments: [[String: Any]] {
        [
            [
                "main": ["kind": "square", "side": 2, "corners": [["position": ["x": 1]]], "name": "s"],
                "layers": [
                    ["kind": "circle", "radius": 1], ["kind": "polygon"], ["kind": 7], ["name": "n"],
                ],
                "named": ["a": ["kind": "circle"], "b": [:]],
                "items": [
                    ["kind": "circle", "radius": 3], ["position": ["y": 2]], "text", 1, NSNull(), [1],
                ],
                "extra": ["nested": ["deep": [1, 2.5, true, NSNull()]]], "note": 17,
            ],
            ["main": NSNull(), "layers": "not an array", "items": [["other": 1]], "note": ["a": "b"]],
        ]
    }
}

struct FuzzedTimes: FuzzedModel {
    var iso = Date(timeIntervalSince1970: 0)
    var http: Date?
    var twitter: Date?
    var seconds: Date?
    var milliseconds: [Date] = []
    var formatted: Date?

    static let mapping = Mapping<FuzzedTimes>([
        "iso": \.iso, "http": \.http, "twitter": \.twitter, "seconds": \.seconds,
        "milliseconds": \.milliseconds, "formatted": \.formatted,
    ])
    .dateStrategy(.rfc1123, for: "http")
    .dateStrategy(.twitter, for: "twitter")
    .dateStrategy(.secondsSince1970, for: "seconds")
    .dateStrategy(.millisecondsSince1970, for: "milliseconds")
    .dateStrategy(.formatted("yyyy-MM-dd HH:mm:ss"), for: "formatted")

    static var seedDocuments: [[String: Any]] {
        [
            [
                "iso": "2014-08-31T02:29:15.123456+02:00", "http": "Sun, 06 Nov 1994 08:49:37 GMT",
                "twitter": "Sun Aug 31 00:29:15 +0000 2014", "seconds": 1_409_444_955.5,
                "milliseconds": [0, 1_409_444_955_125, "-1000"], "formatted": "2014-08-31 00:29:15",
            ],
            ["iso": 1_409_444_955, "http": "Sun, 31 Feb 1994 08:49:37 GMT", "formatted": "31.08.2014"],
        ]
    }
}

final class FuzzedNode: FuzzedModel {
    var value: Int16 = 0
    var children: [FuzzedNode] = []
    var next: FuzzedNode?
    required init() {}

    static let mapping: Mapping<FuzzedNode> = ["value": \.value, "children": \.children, "next": \.next]

    static var seedDocuments: [[String: Any]] {
        var chain: [String: Any] = ["value": 0]
        for value in 1...20 {
            chain = ["value": value, "next": chain, "children": [["value": -value]]]
        }
        return [chain]
    }
}

/// Every model the fuzz target maps into; the first input byte picks one.
let fuzzedModels: [any FuzzedModel.Type] = [
    FuzzedScalars.self, FuzzedPoint.self, FuzzedBook.self, FuzzedShape.self, FuzzedDrawing.self,
    FuzzedTimes.self, FuzzedNode.self,
]
