// The README's tour, "Streaming: JSON Lines and large arrays": the block, given a log file, a byte
// sequence and an export file.
import Foundation
import MirrorMapper
import Testing

private struct LogEvent: Mappable {  // no table
    var level = ""
    var message = ""
}

@Test func jsonLinesAndLargeArraysOneModelAtATime() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-streaming-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let logFile = folder.appendingPathComponent("app.jsonl")
    let export = folder.appendingPathComponent("errors.jsonl")
    try Data(
        "{\"level\": \"info\", \"message\": \"up\"}\n\n{\"level\": \"error\", \"message\": \"disk\"}\n".utf8
    )
    .write(to: logFile)
    let bytes = AsyncStream<UInt8> { continuation in
        for byte in #"{"data": {"items": [{"level": "info", "message": "a"}]}}"#.utf8 {
            continuation.yield(byte)
        }
        continuation.finish()
    }
    var errors: [LogEvent] = []
    var messages: [String] = []

    let events = JSONModelReader(of: LogEvent.self, in: .lines)  // one JSON value a line
    try events.forEach(inFileAt: logFile) { event in if event.level == "error" { errors.append(event) } }
    let page = JSONModelReader(of: LogEvent.self, in: .array(at: "data.items"))  // or a huge array
    for try await event in page.models(from: bytes) { messages.append(event.message) }  // URLSession.bytes

    let writer = try JSONModelWriter(toFileAt: export, as: .lines)
    for event in errors { try writer.write(event) }
    try writer.finish()

    #expect(messages == ["a"])
    #expect(try String(contentsOf: export, encoding: .utf8) == "{\"level\":\"error\",\"message\":\"disk\"}\n")
}
