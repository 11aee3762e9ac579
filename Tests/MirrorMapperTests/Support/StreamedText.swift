import Foundation

@testable import MirrorMapper

/// Streamed reading driven piece by piece, for tests that choose where the text is cut.
enum StreamedText {
    /// The models `mapper` reads from `text` streamed as `elements`, appended `pieceLength` bytes at
    /// a time.
    static func models<Model: Mappable>(
        of type: Model.Type, from text: some Collection<UInt8>, _ elements: JSONElements, mapper: Mapper,
        pieceLength: Int
    ) throws -> [Model] {
        var stream = StreamedModels<Model>(elements, mapper: mapper)
        var models: [Model] = []
        let bytes = Array(text)
        var offset = 0
        repeat {
            let end = min(offset + pieceLength, bytes.count)
            bytes[offset..<end].withUnsafeBufferPointer { stream.append($0) }
            offset = end
            if offset == bytes.count { stream.endInput() }
            while case .model(let model) = try stream.next() { models.append(model) }
        } while offset < bytes.count
        return models
    }
}
