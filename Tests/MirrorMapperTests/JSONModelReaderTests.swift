import Foundation
import Testing

@testable import MirrorMapper

/// Streamed reading (`JSONModelReader`): each form gives the models and issues of the in-memory
/// call, whatever the pieces the text arrives in, and ends as it says on bad text.
@Suite struct JSONModelReaderTests {
    struct Item: Mappable, Equatable {
        var id = 0
        var name = ""
        var tags: [String] = []
        static let mapping: Mapping<Item> = ["id": \.id, "name": \.name, "tags": \.tags]
    }

    static let items = #"[{"id": 1, "name": "a]\"{", "tags": ["x"]}, {"id": 2, "name": "b"},{"id":3}]"#
    static let response =
        #"{"meta": {"note": "data.items [\"] {", "list": [[1], {"a": null}]}, "data": {"total": 3, "items": "#
        + items + #", "after": [true, false, -1.5e3]}, "more": "}"}"#

    /// The models and the issue texts of reading `json` streamed, in pieces of `pieceLength` bytes.
    static func streamed(
        _ json: String, _ elements: JSONElements, mode: Mapper.Mode = .lenient, pieceLength: Int = 1 << 20
    ) throws -> (models: [Item], issues: [String]) {
        var issues: [MappingIssue] = []
        let models = try Mapper(mode: mode).collectingIssues(into: &issues) { mapper in
            try StreamedText.models(
                of: Item.self, from: json.utf8, elements, mapper: mapper, pieceLength: pieceLength)
        }
        return (models, issues.map(\.description))
    }

    @Test(arguments: [1, 2, 7, 64, 1 << 20])
    func anArrayInAnyPiecesGivesTheInMemoryModels(pieceLength: Int) throws {
        let expected = try Mapper().objects(of: Item.self, fromJSON: Data(Self.items.utf8))
        #expect(try Self.streamed(Self.items, .array, pieceLength: pieceLength).models == expected)
        let atPath = try Self.streamed(Self.response, .array(at: "data.items"), pieceLength: pieceLength)
        #expect(atPath.models == expected)
        #expect(expected.map(\.id) == [1, 2, 3])
    }

    @Test(arguments: [1, 5, 1 << 20])
    func jsonLinesSkipBlankLinesAndTakeALastLineWithoutALineFeed(pieceLength: Int) throws {
        let lines = "\u{FEFF}{\"id\": 1}\r\n\n  \n{\"id\": 2, \"name\": \"two\"}\n{\"id\": 3}"
        let read = try Self.streamed(lines, .lines, pieceLength: pieceLength)
        #expect(read.models == [Item(id: 1), Item(id: 2, name: "two"), Item(id: 3)])
        #expect(try Self.streamed(lines + "\n", .lines, pieceLength: pieceLength).models.count == 3)
        #expect(try Self.streamed("", .lines).models.isEmpty)
        // Only the text's first line may begin with a byte order mark.
        #expect(throws: JSONError.self) { try Self.streamed("{\"id\": 1}\n\u{FEFF}{\"id\": 2}", .lines) }
    }

    @Test func lenientModeReportsUnderTheIndexOrLineAndDropsAnElementThatIsNoModel() throws {
        let array = #"{"data": {"items": [{"id": 1}, {"id": "seven"}, 4, {"id": 3}]}}"#
        let inMemory = try Self.inMemory(array, at: "data.items")
        let read = try Self.streamed(array, .array(at: "data.items"))
        #expect(read.models == inMemory.models)
        #expect(read.issues == inMemory.issues)
        // A value that does not convert keeps the property's default; an element that is no object
        // is dropped.
        #expect(read.models.map(\.id) == [1, 0, 3])
        #expect(read.issues.count == 2)
        #expect(read.issues.first?.hasPrefix("data.items[1].id:") == true, "\(read.issues)")
        #expect(read.issues.last?.hasPrefix("data.items[2]:") == true, "\(read.issues)")

        let lines = "{\"id\": 1}\n{\"id\": \"seven\"}\n\n[4]\n{\"id\": 3}\n"
        let fromLines = try Self.streamed(lines, .lines)
        #expect(fromLines.models.map(\.id) == [1, 0, 3])
        #expect(fromLines.issues.count == 2)
        #expect(fromLines.issues.first?.hasPrefix("line 2: id:") == true, "\(fromLines.issues)")
        #expect(fromLines.issues.last?.hasPrefix("line 4:") == true, "\(fromLines.issues)")
    }

    struct Forgetful: Mappable {
        var id = 0
        var forgotten = 0
        static let mapping: Mapping<Forgetful> = ["id": \.id]
    }

    /// A type's first use reports what its table forgets, once a call, whether an element is read
    /// straight from the text held or framed first (after a first reading ran out of text).
    @Test(arguments: [1, 3, 1 << 20])
    func aTableThatForgetsAPropertyIsReportedOnceAsInMemory(pieceLength: Int) throws {
        let json = #"{"data": [{"id": 1}, {"id": 2}, {"id": 3}]}"#
        var inMemory: [MappingIssue] = []
        _ = try Mapper().collectingIssues(into: &inMemory) {
            try $0.objects(of: Forgetful.self, fromJSON: Data(json.utf8), at: "data")
        }
        var streamed: [MappingIssue] = []
        let models = try Mapper().collectingIssues(into: &streamed) {
            try StreamedText.models(
                of: Forgetful.self, from: json.utf8, .array(at: "data"), mapper: $0, pieceLength: pieceLength)
        }
        #expect(models.map(\.id) == [1, 2, 3])
        #expect(streamed.map(\.description) == inMemory.map(\.description))
        #expect(inMemory.count == 1)
    }

    @Test func strictModeThrowsAtTheFirstProblemAfterTheModelsBefore() throws {
        let lines = "{\"id\": 1}\n{\"id\": \"seven\"}\n{\"id\": 3}\n"
        var delivered: [Int] = []
        let reader = JSONModelReader(of: Item.self, in: .lines, mapper: Mapper(mode: .strict))
        #expect {
            try reader.forEach(in: Data(lines.utf8)) { delivered.append($0.id) }
        } throws: { error in
            (error as? MappingError)?.path == "line 2: id"
        }
        #expect(delivered == [1])
    }

    @Test(arguments: [
        (#"[{"id": 1}, {"id": 2,}]"#, JSONElements.array),
        (#"[{"id": 1} {"id": 2}]"#, .array),
        (#"[{"id": 1}, {"id": 2}"#, .array),
        (#"[{"id": 1}]]"#, .array),
        (#"[{"id": 1}, {"id": "\x"}]"#, .array),
        (#"{"a": [1,], "data": {"items": [{"id": 1}]}}"#, .array(at: "data.items")),
        (#"{"data": {"items": [{"id": 1}], "b": tru}}"#, .array(at: "data.items")),
        ("{\"data\": {\"items\": [{\"id\": 1},\n {\"id\": 2] }}", .array(at: "data.items")),
    ])
    func brokenTextEndsWithTheReadersErrorAtItsPlaceInTheWholeText(json: String, elements: JSONElements)
        throws
    {
        let expected = #expect(throws: JSONError.self) { _ = try JSONReader().value(from: Data(json.utf8)) }
        for pieceLength in [1, 3, 1 << 20] {
            let error = #expect(throws: JSONError.self) {
                _ = try Self.streamed(json, elements, pieceLength: pieceLength)
            }
            #expect(Self.position(of: error) == Self.position(of: expected), "\(String(describing: error))")
        }
    }

    @Test func aBrokenLineEndsWithItsLineAndColumn() throws {
        let error = #expect(throws: JSONError.self) {
            _ = try Self.streamed("{\"id\": 1}\n\n  {\"id\": 2,}\n{\"id\": 3}", .lines, pieceLength: 4)
        }
        #expect(Self.position(of: error).map { [$0.line, $0.column, $0.byteOffset] } == [3, 12, 22])
    }

    @Test func anElementLongerThanTheLimitEndsTheReading() throws {
        var elements = JSONElements.lines
        elements.maximumElementLength = 64
        let long = "{\"id\": 1, \"name\": \"" + String(repeating: "n", count: 100) + "\"}"
        #expect(try Self.streamed("{\"id\": 1}\n", elements).models.count == 1)
        for layout in [
            elements,
            {
                var array = JSONElements.array
                array.maximumElementLength = 64
                return array
            }(),
        ] {
            let json = layout == elements ? "{\"id\": 0}\n" + long : "[{\"id\": 0}, " + long + "]"
            let error = #expect(throws: JSONError.self) {
                _ = try Self.streamed(json, layout, pieceLength: 16)
            }
            #expect("\(String(describing: error))".contains("longer than 64 bytes"))
        }
    }

    @Test func nothingAtTheKeyPathIsTheInMemoryCallsError() throws {
        for json in [#"{"data": {"other": []}}"#, #"{"data": [1, 2]}"#, #"{"data": {"items": null}}"#] {
            let inMemory = Self.outcome { try Self.inMemory(json, at: "data.items") }
            let streamed = Self.outcome { try Self.streamed(json, .array(at: "data.items")) }
            #expect(streamed == inMemory, "\(json)")
        }
    }

    @Test func aSecondValueAtTheKeyPathEndsTheReadingAfterTheFirstsModels() throws {
        let json = #"{"data": {"items": [{"id": 1}]}, "data": {"items": [{"id": 2}]}}"#
        var delivered: [Int] = []
        #expect(throws: JSONError.self) {
            try JSONModelReader(of: Item.self, in: .array(at: "data.items")).forEach(in: Data(json.utf8)) {
                delivered.append($0.id)
            }
        }
        #expect(delivered == [1])
    }

    @Test func aFileIsReadInPiecesAndSynchronouslyOrAsynchronously() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("items-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let count = 20_000
        let lines = (0..<count).map { #"{"id": \#($0), "name": "item \#($0)"}"# }.joined(separator: "\n")
        try Data(lines.utf8).write(to: url)
        let reader = JSONModelReader(of: Item.self, in: .lines)
        var ids: [Int] = []
        try reader.forEach(inFileAt: url) { ids.append($0.id) }
        #expect(ids == Array(0..<count))
        var asyncIDs: [Int] = []
        for try await item in reader.models(inFileAt: url) { asyncIDs.append(item.id) }
        #expect(asyncIDs == ids)
    }

    /// Leaving the loop, or cancelling its task, closes the file (counted in `/proc/self/fd`, which
    /// Linux has; elsewhere the test does not run).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func leavingOrCancellingAnIterationClosesTheFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(String(repeating: "{\"id\": 1}\n", count: 100_000).utf8).write(to: url)
        let path = url.resolvingSymlinksInPath().path
        func openDescriptors() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == path
            }
        }
        let reader = JSONModelReader(of: Item.self, in: .lines)
        for try await _ in reader.models(inFileAt: url) {
            #expect(try openDescriptors() == 1)
            break
        }
        #expect(try openDescriptors() == 0)

        let (gate, _) = AsyncStream.makeStream(of: Void.self)
        let (arrivals, arrival) = AsyncStream.makeStream(of: Void.self)
        let reading = Task {
            var waiting = gate.makeAsyncIterator()
            for try await _ in reader.models(inFileAt: url) {
                arrival.yield()
                await waiting.next()  // until the task is cancelled
            }
        }
        var arrived = arrivals.makeAsyncIterator()
        await arrived.next()
        #expect(try openDescriptors() == 1)
        reading.cancel()
        await #expect(throws: CancellationError.self) { try await reading.value }
        #expect(try openDescriptors() == 0)
    }

    @Test func anAsyncByteSequenceGivesEachModelAsItsElementArrives() async throws {
        let (bytes, continuation) = AsyncStream.makeStream(of: UInt8.self)
        var models = JSONModelReader(of: Item.self, in: .array).models(from: bytes).makeAsyncIterator()
        for byte in #"[{"id": 1}, {"id": 2"#.utf8 { continuation.yield(byte) }
        #expect(try await models.next()?.id == 1)
        for byte in #"}]"#.utf8 { continuation.yield(byte) }
        continuation.finish()
        #expect(try await models.next()?.id == 2)
        #expect(try await models.next() == nil)
    }

    @Test func cancellingTheTaskEndsAnEndlessIteration() async throws {
        let (bytes, continuation) = AsyncStream.makeStream(of: UInt8.self)
        let firstArrived = AsyncStream.makeStream(of: Void.self)
        let reading = Task {
            var count = 0
            for try await _ in JSONModelReader(of: Item.self, in: .lines).models(from: bytes) {
                count += 1
                firstArrived.continuation.yield()
            }
            return count
        }
        for byte in "{\"id\": 1}\n".utf8 { continuation.yield(byte) }
        var arrivals = firstArrived.stream.makeAsyncIterator()
        await arrivals.next()
        reading.cancel()
        continuation.yield(UInt8(ascii: "{"))
        await #expect(throws: CancellationError.self) { _ = try await reading.value }
        continuation.finish()
    }

    @Test func aPositionCountedInPiecesIsTheOneCountedByteByByte() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab\n é€😀\n\n{".utf8)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<100, using: &random)).map { _ in
                alphabet.randomElement(using: &random)!
            }
            var expected = (line: 1, column: 1)
            for byte in bytes {
                if byte == ASCII.lineFeed {
                    expected = (expected.line + 1, 1)
                } else if byte & 0xC0 != 0x80 {
                    expected.column += 1
                }
            }
            var position = TextPosition()
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + Int.random(in: 1...20, using: &random))
                bytes[offset..<end].withUnsafeBufferPointer { position.advance(over: $0) }
                offset = end
            }
            let counted: [Int] = [position.line, position.column, position.byteOffset]
            #expect(counted == [expected.line, expected.column, bytes.count])
        }
    }

    // MARK: Helpers

    static func inMemory(_ json: String, at keyPath: String) throws -> (models: [Item], issues: [String]) {
        var issues: [MappingIssue] = []
        let models = try Mapper().collectingIssues(into: &issues) {
            try $0.objects(of: Item.self, fromJSON: Data(json.utf8), at: keyPath)
        }
        return (models, issues.map(\.description))
    }

    /// The models and issues of `read`, or its error's text.
    static func outcome(_ read: () throws -> (models: [Item], issues: [String])) -> String {
        do {
            let result = try read()
            return "\(result.models.map(\.id)) \(result.issues)"
        } catch {
            return "error: \(error)"
        }
    }

    static func position(of error: JSONError?) -> JSONError.Position? {
        guard case .invalidJSON(_, _, let position) = error else { return nil }
        return position
    }
}

/// Streamed writing (`JSONModelWriter`): what it writes reads back, through the streamed reader and
/// through the in-memory calls, as the models it was given.
@Suite struct JSONModelWriterTests {
    typealias Item = JSONModelReaderTests.Item

    static let items = (0..<3_000).map {
        Item(id: $0, name: "item \"\($0)\"\n", tags: $0 % 2 == 0 ? ["even"] : [])
    }

    @Test(arguments: [JSONElements.lines, .array, .array(at: "data.a\\.b.items")])
    func whatIsWrittenReadsBackAsTheModels(elements: JSONElements) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("written-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try JSONModelWriter(toFileAt: url, as: elements, sortingKeys: true)
        for item in Self.items { try writer.write(item) }
        try writer.finish()
        var read: [Item] = []
        try JSONModelReader(of: Item.self, in: elements).forEach(inFileAt: url) { read.append($0) }
        #expect(read == Self.items)
        let text = try Data(contentsOf: url)
        switch elements {
        case .lines:
            let lines = text.split(separator: ASCII.lineFeed, omittingEmptySubsequences: false)
            #expect(lines.count == Self.items.count + 1 && lines.last?.isEmpty == true)
            #expect(
                try lines.first.map { try Mapper().object(of: Item.self, fromJSON: Data($0)) }
                    == Self.items[0])
        case .array:
            #expect(try Mapper().objects(of: Item.self, fromJSON: text) == Self.items)
        default:
            #expect(try Mapper().objects(of: Item.self, fromJSON: text, at: "data.a\\.b.items") == Self.items)
            #expect(text.starts(with: Data(#"{"data":{"a.b":{"items":[{"#.utf8)))
        }
    }

    @Test func noModelsAreAnEmptyArrayOrAnEmptyFile() throws {
        for (elements, expected) in [
            (JSONElements.lines, ""), (.array, "[]"), (.array(at: "data"), #"{"data":[]}"#),
        ] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID()).json")
            defer { try? FileManager.default.removeItem(at: url) }
            try JSONModelWriter(toFileAt: url, as: elements).finish()
            #expect(try String(contentsOf: url, encoding: .utf8) == expected)
        }
    }

    @Test func aWriterToAHandleLeavesItOpenAndWritesFromItsOffset() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("handle-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\"id\": 0}\n".utf8).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        let writer = JSONModelWriter(to: handle, as: .lines)
        try writer.write(Item(id: 1))
        try writer.finish()
        #expect(throws: JSONError.self) { try writer.write(Item(id: 2)) }
        try handle.write(contentsOf: Data("{\"id\": 3}\n".utf8))
        try handle.close()
        var ids: [Int] = []
        try JSONModelReader(of: Item.self, in: .lines).forEach(inFileAt: url) { ids.append($0.id) }
        #expect(ids == [0, 1, 3])
    }
}
