import Foundation
import Testing

@testable import MirrorMapper

/// The catalogue's row "streamed text" (BadInputLimitsAndSecurity.md): each case asserts what the
/// row says of `JSONModelReader`.
@Suite("Bad-input catalogue: streamed text (BadInputLimitsAndSecurity.md)")
struct StreamedTextCatalogueTests {
    typealias Item = JSONModelReaderTests.Item

    enum Case: String, CaseIterable {
        case elementLongerThanTheLimit, neverEndingArray, deepNesting, invalidUTF8, brokenText
        case elementThatIsNoModel, fileThatGrows, fileCutShort
    }

    @Test("streamed text", arguments: Case.allCases)
    func streamedTextLimits(_ row: Case) async throws {
        switch row {
        case .elementLongerThanTheLimit:
            var elements = JSONElements.array(at: "data")
            elements.maximumElementLength = 1_000
            let json =
                #"{"meta": "x", "data": [{"id": 1}, {"name": ""# + String(repeating: "n", count: 2_000)
                + #""}]}"#
            var ids: [Int] = []
            let error = #expect(throws: JSONError.self) {
                try JSONModelReader(of: Item.self, in: elements).forEach(in: Data(json.utf8)) {
                    ids.append($0.id)
                }
            }
            #expect(ids == [1])
            #expect(error?.description == "a value longer than 1000 bytes at line 1, column 35 (byte 34)")
        case .neverEndingArray:
            let element = Array(#"{"id": 7, "name": "endless"},"#.utf8)
            var stream = StreamedModels<Item>(.array, mapper: Mapper())
            var models = 0
            var mostHeld = 0
            [UInt8(ascii: "[")].withUnsafeBufferPointer { stream.append($0) }
            for _ in 0..<2_000 {
                let piece = Array(repeating: element, count: 50).flatMap { $0 }
                piece.withUnsafeBufferPointer { stream.append($0) }
                mostHeld = max(mostHeld, stream.heldByteCount)
                while case .model = try stream.next() { models += 1 }
            }
            #expect(models == 100_000)
            #expect(mostHeld < 2 * 50 * element.count, "held \(mostHeld) bytes")
        case .deepNesting:
            let json =
                "[" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "]"
            let error = #expect(throws: JSONError.self) {
                try JSONModelReader(of: Item.self).forEach(in: Data(json.utf8)) { _ in }
            }
            #expect(
                error == #expect(throws: JSONError.self) {
                    try JSONReader(options: Self.readerOptions).value(from: Data(json.utf8))
                })
        case .invalidUTF8:
            let json = Data(
                #"{"id": 1}"#.utf8 + [ASCII.lineFeed] + #"{"name": "a"#.utf8 + [0xC3, 0x28] + #""}"#.utf8)
            var ids: [Int] = []
            let error = #expect(throws: JSONError.self) {
                try JSONModelReader(of: Item.self, in: .lines).forEach(in: json) { ids.append($0.id) }
            }
            #expect(ids == [1])
            #expect(
                "\(String(describing: error))".contains(
                    "invalid UTF-8 byte 0xC3 at line 2, column 12 (byte 21)"))
        case .brokenText:
            var ids: [Int] = []
            let error = #expect(throws: JSONError.self) {
                try JSONModelReader(of: Item.self).forEach(
                    in: Data(#"[{"id": 1}, {"id": 2} {"id": 3}]"#.utf8)
                ) {
                    ids.append($0.id)
                }
            }
            #expect(ids == [1, 2])
            #expect(
                error?.description
                    == "unexpected character '{' at line 1, column 23 (byte 22): expected ',' or ']'")
        case .elementThatIsNoModel:
            var issues: [MappingIssue] = []
            var ids: [Int] = []
            try Mapper().collectingIssues(into: &issues) { mapper in
                try JSONModelReader(of: Item.self, in: .lines, mapper: mapper).forEach(
                    in: Data("{\"id\": 1}\n\n\n[4]\n{\"id\": 3}".utf8)
                ) { ids.append($0.id) }
            }
            #expect(ids == [1, 3])
            #expect(
                issues.map(\.description) == [
                    "line 4: expected Item, found an array of 1 elements (dropped the element)"
                ])
        case .fileThatGrows, .fileCutShort:
            try readChangingFile(cutShort: row == .fileCutShort)
        }
    }

    /// A file of JSON Lines changed after its first model is read: lines appended are read; a file cut
    /// mid-line ends with the error of text cut short.
    private func readChangingFile(cutShort: Bool) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("changing-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let line = #"{"id": 1, "name": "a line of some length to fill the first piece"}"# + "\n"
        let count = cutShort ? 2 * TextPiece.length / line.utf8.count : 3
        try Data(String(repeating: line, count: count).utf8).write(to: url)
        var read = 0
        let reading = {
            try JSONModelReader(of: Item.self, in: .lines).forEach(inFileAt: url) { _ in
                read += 1
                guard read == 1 else { return }
                let file = try FileHandle(forWritingTo: url)
                defer { try? file.close() }
                if cutShort {
                    try file.truncate(atOffset: UInt64(TextPiece.length + 10))
                } else {
                    try file.seekToEnd()
                    try file.write(contentsOf: Data(line.utf8))
                }
            }
        }
        if cutShort {
            // The cut line's own error (here an unterminated string), at its line.
            let error = #expect(throws: JSONError.self) { try reading() }
            #expect(read == TextPiece.length / line.utf8.count)
            guard case .invalidJSON(_, _, let position) = error else { return }
            #expect(position.line == read + 1)
        } else {
            try reading()
            #expect(read == 4)
        }
    }

    private static var readerOptions: JSONReader.Options {
        var options = JSONReader.Options()
        options.maximumDepth = Mapper().maximumDepth
        return options
    }
}
