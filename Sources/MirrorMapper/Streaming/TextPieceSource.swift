import Foundation

/// Where a streamed text comes from, a piece at a time.
protocol TextPieceSource: AnyObject {
    /// Appends the next piece of the text to `models`; once the text has ended, says so to
    /// `models` and returns false.
    func appendNextPiece<Model>(to models: inout StreamedModels<Model>) async throws -> Bool
}

/// The size of the pieces a text is read in.
enum TextPiece {
    static let length = 256 << 10
}

/// A file's text, read a piece at a time; the file is closed when the pieces are let go.
final class FilePieces: TextPieceSource {
    private let handle: FileHandle

    init(_ url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    deinit {
        try? handle.close()
    }

    func appendNextPiece<Model>(to models: inout StreamedModels<Model>) throws -> Bool {
        guard let piece = try handle.read(upToCount: TextPiece.length), !piece.isEmpty else {
            models.endInput()
            return false
        }
        piece.withUnsafeBytes { models.append($0.bindMemory(to: UInt8.self)) }
        return true
    }
}

/// The bytes of an asynchronous sequence, gathered into pieces. A piece ends early at a byte that
/// can end an element (a line feed, a comma, a closing bracket), so that a model is handed out as
/// soon as its element has arrived rather than when a whole piece has.
final class AsyncBytePieces<Bytes: AsyncIteratorProtocol>: TextPieceSource where Bytes.Element == UInt8 {
    private var bytes: Bytes
    private var piece: [UInt8] = []
    private var hasEnded = false

    init(_ bytes: Bytes) {
        self.bytes = bytes
    }

    func appendNextPiece<Model>(to models: inout StreamedModels<Model>) async throws -> Bool {
        piece.removeAll(keepingCapacity: true)
        while !hasEnded, piece.count < TextPiece.length {
            guard let byte = try await bytes.next() else {
                hasEnded = true
                break
            }
            piece.append(byte)
            if byte == ASCII.lineFeed || byte == ASCII.comma || byte == ASCII.closeBrace
                || byte == ASCII.closeBracket
            {
                break
            }
        }
        guard !piece.isEmpty else {
            models.endInput()
            return false
        }
        piece.withUnsafeBufferPointer { models.append($0) }
        return true
    }
}
