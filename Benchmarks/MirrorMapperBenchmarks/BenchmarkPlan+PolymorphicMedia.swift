import Foundation
import MirrorMapper

/// JSON → class models on a feed of polymorphic media: a discriminator in a nested object chooses
/// the subclass, properties sit at dotted key paths and behind fallback keys. Its plain `Codable`
/// twin decodes the discriminator first and then the subclass, as a Codable user writes it.
extension BenchmarkPlan {
    func measurePolymorphicMedia() throws -> [HeadlineRatio] {
        guard options.includes(section: "polymorphic media") else { return [] }
        let count = options.quick ? 200 : 2_000
        let json = Data(Self.mediaFeed(count: count).utf8)
        let decoder = JSONDecoder()
        let mapped = try Mapper.object(of: MediaFeed.self, fromJSON: json)
        let decoded = try decoder.decode(CodableMediaFeed.self, from: json)
        let photos = mapped.items.filter { $0 is Photo }.count
        guard mapped.items.count == count, decoded.items.count == count, photos == count / 2,
            decoded.items.filter({ $0 is CodablePhoto }).count == photos,
            zip(mapped.items, decoded.items).allSatisfy({ $0.title == $1.title && $0.width == $1.width })
        else {
            throw BenchmarkFailure(
                description: "the polymorphic media feed did not decode the same both ways")
        }
        let times = try stopwatch.measureInterleaved([
            { try Mapper.object(of: MediaFeed.self, fromJSON: json) },
            { try decoder.decode(CodableMediaFeed.self, from: json) },
        ])
        report.note(
            String(
                format:
                    "polymorphic media, %d items (%d KB): Mapper.object(of:fromJSON:) %.2f ms, JSONDecoder %.2f ms",
                count, json.count / 1_000, times[0].medianMilliseconds, times[1].medianMilliseconds))
        return [
            HeadlineRatio(
                name: "json-to-polymorphic-media-vs-jsondecoder",
                value: times[0].medianMilliseconds / times[1].medianMilliseconds)
        ]
    }

    /// `count` media, photos and videos in turn, each with a title under its own key or a fallback.
    private static func mediaFeed(count: Int) -> String {
        let items = (0..<count).map { index in
            let title = index % 3 == 0 ? #""name": "clip \#(index)""# : #""title": "Medium nº \#(index)""#
            let common =
                #""id": \#(index), \#(title), "size": {"width": \#(640 + index % 7), "height": 480}, "#
                + #""tags": ["summer", "beach", "\#(index % 10)"]"#
            return index % 2 == 0
                ? #"{"meta": {"kind": "photo", "version": 2}, \#(common), "exif": {"lens": "35mm", "iso": 200}}"#
                : #"{"meta": {"kind": "video", "version": 2}, \#(common), "seconds": \#(Double(index) / 4)}"#
        }
        return #"{"items": [\#(items.joined(separator: ","))]}"#
    }
}

/// A medium of the feed, through its table: a subclass chosen by `meta.kind`, a dotted key, a
/// fallback key.
private class Medium: Mappable {
    var id = 0
    var title = ""
    var width = 0
    var height = 0
    var tags: [String] = []
    required init() {}
    class var mapping: ClassMapping {
        let table: ClassMapping = [
            "id": \Medium.id, "title": \Medium.title, "width": \Medium.width, "height": \Medium.height,
            "tags": \Medium.tags,
        ]
        return table.renaming(["width": "size.width", "height": "size.height"])
            .fallbackKeys(["title": ["name"]])
            .subtypes(on: "meta.kind", ["photo": Photo.self, "video": Video.self])
    }
}

private final class Photo: Medium {
    var lens = ""
    override class var mapping: ClassMapping {
        let table: ClassMapping = ["lens": \Photo.lens]
        return table.renaming(["lens": "exif.lens"])
    }
}

private final class Video: Medium {
    var seconds = 0.0
    override class var mapping: ClassMapping { ["seconds": \Video.seconds] }
}

private final class MediaFeed: Mappable {
    var items: [Medium] = []
    required init() {}
    static let mapping: Mapping<MediaFeed> = ["items": \.items]
}

/// The feed's plain `Codable` twin, decoded as a Codable user writes polymorphism by hand.
private final class CodableMediaFeed: Decodable {
    let items: [CodableMedium]

    private enum CodingKeys: String, CodingKey { case items }
    private enum KindKeys: String, CodingKey { case meta }
    private enum MetaKeys: String, CodingKey { case kind }

    init(from decoder: any Decoder) throws {
        var elements = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .items)
        var items: [CodableMedium] = []
        while !elements.isAtEnd {
            let element = try elements.superDecoder()
            let kind = try element.container(keyedBy: KindKeys.self)
                .nestedContainer(keyedBy: MetaKeys.self, forKey: .meta).decode(String.self, forKey: .kind)
            items.append(kind == "photo" ? try CodablePhoto(from: element) : try CodableVideo(from: element))
        }
        self.items = items
    }
}

private class CodableMedium: Decodable {
    let id: Int
    let title: String
    let width: Int
    let height: Int
    let tags: [String]

    private enum CodingKeys: String, CodingKey { case id, title, name, size, tags }
    private enum SizeKeys: String, CodingKey { case width, height }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title =
            try container.decodeIfPresent(String.self, forKey: .title)
            ?? container.decode(String.self, forKey: .name)
        let size = try container.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        width = try size.decode(Int.self, forKey: .width)
        height = try size.decode(Int.self, forKey: .height)
        tags = try container.decode([String].self, forKey: .tags)
    }
}

private final class CodablePhoto: CodableMedium {
    let lens: String

    private enum CodingKeys: String, CodingKey { case exif }
    private enum ExifKeys: String, CodingKey { case lens }

    required init(from decoder: any Decoder) throws {
        lens = try decoder.container(keyedBy: CodingKeys.self)
            .nestedContainer(keyedBy: ExifKeys.self, forKey: .exif).decode(String.self, forKey: .lens)
        try super.init(from: decoder)
    }
}

private final class CodableVideo: CodableMedium {
    let seconds: Double

    private enum CodingKeys: String, CodingKey { case seconds }

    required init(from decoder: any Decoder) throws {
        seconds = try decoder.container(keyedBy: CodingKeys.self).decode(Double.self, forKey: .seconds)
        try super.init(from: decoder)
    }
}
