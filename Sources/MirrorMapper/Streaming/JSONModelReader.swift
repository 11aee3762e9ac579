import Foundation

/// Models read one at a time from JSON text too long to hold at once: a file or a download of JSON
/// Lines, or a large array (the text's own, or the one at a key path of a response).
///
/// The reader holds one element at a time (and a piece of the text of 256 KiB), so its memory does
/// not grow with the text: a process reading a gigabyte of JSON Lines peaks at about 22 MiB. Each
/// element is mapped as ``Mapper/objects(of:fromJSON:at:)`` maps the elements of an array, with the
/// same options, modes and issues; models handed over stay handed over whatever comes later.
///
/// ```swift
/// let reader = JSONModelReader(of: LogEntry.self, in: .lines)
/// try reader.forEach(inFileAt: logURL) { entry in
///     print(entry.message)
/// }
/// for try await item in JSONModelReader(of: Item.self, in: .array(at: "data.items")).models(from: bytes) {
///     print(item.name)
/// }
/// ```
///
/// - Lenient mode (the default) reports an element that cannot be mapped to the mapper's
///   ``Mapper/issueHandler`` under its index or line (`data.items[7345]: …`, `line 7346: …`),
///   drops it and goes on. Strict mode throws at the first problem.
/// - Text that is not JSON, an element longer than ``JSONElements/maximumElementLength`` or nesting
///   deeper than the mapper's ``Mapper/maximumDepth`` end the reading with a ``JSONError`` whose
///   position counts from the start of the whole text.
/// - A file is read to the end it has when the reading gets there: text appended before that is
///   read; a file cut short while it is read ends as text cut short does, with a ``JSONError``
///   (JSON Lines: the cut line's, unless the cut falls at a line's end).
public struct JSONModelReader<Model: Mappable>: Sendable {
    /// Where the models are in the text.
    public var elements: JSONElements
    /// The mapper that maps each element: its mode, options and issue handler.
    public var mapper: Mapper

    /// A reader of `Model`s from the `elements` of a text, mapped by `mapper`.
    ///
    /// ```swift
    /// let reader = JSONModelReader(of: Item.self, in: .array(at: "data.items"), mapper: Mapper(mode: .strict))
    /// ```
    public init(of type: Model.Type, in elements: JSONElements = .array, mapper: Mapper = Mapper()) {
        self.elements = elements
        self.mapper = mapper
    }

    /// Calls `body` with each model of `json`, in order.
    ///
    /// - Throws: ``JSONError`` for text that is not JSON; ``MappingError`` as the mapper throws it
    ///   (in strict mode, or for a text with nothing at the key path); what `body` throws, which
    ///   ends the reading.
    public func forEach(in json: Data, _ body: (Model) throws -> Void) throws {
        var models = StreamedModels<Model>(elements, mapper: mapper)
        try json.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + TextPiece.length, bytes.count)
                models.append(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
                offset = end
                try Self.take(from: &models, body)
            }
        }
        models.endInput()
        try Self.take(from: &models, body)
    }

    /// Calls `body` with each model of the file at `url`, read a piece at a time; the file is
    /// closed when the call returns or throws.
    ///
    /// - Throws: as ``forEach(in:_:)``, and the file's error when it cannot be opened or read.
    public func forEach(inFileAt url: URL, _ body: (Model) throws -> Void) throws {
        var models = StreamedModels<Model>(elements, mapper: mapper)
        let file = try FilePieces(url)
        while try file.appendNextPiece(to: &models) {
            try Self.take(from: &models, body)
        }
        try Self.take(from: &models, body)
    }

    /// The models of the bytes of `bytes` as an asynchronous sequence, read as they arrive: from
    /// `URLSession.bytes(for:)`, `FileHandle.bytes`, or any sequence of bytes. A model is handed
    /// out once its element's last byte has arrived; cancelling the task that iterates ends the
    /// iteration (with `CancellationError`), and the byte sequence's iterator with it.
    ///
    /// ```swift
    /// let (bytes, _) = try await URLSession.shared.bytes(from: feedURL)
    /// for try await event in JSONModelReader(of: Event.self, in: .lines).models(from: bytes) {
    ///     handle(event)
    /// }
    /// ```
    public func models<Bytes: AsyncSequence>(from bytes: Bytes) -> JSONModelSequence<Model>
    where Bytes.Element == UInt8 {
        JSONModelSequence(reader: self) { AsyncBytePieces(bytes.makeAsyncIterator()) }
    }

    /// The models of the file at `url` as an asynchronous sequence, read a piece at a time (each
    /// iteration opens the file; it is closed when the iteration ends, throws or is cancelled).
    public func models(inFileAt url: URL) -> JSONModelSequence<Model> {
        JSONModelSequence(reader: self) { try FilePieces(url) }
    }

    /// Hands `body` every model `models` has until it needs more text or has finished.
    private static func take(from models: inout StreamedModels<Model>, _ body: (Model) throws -> Void) throws
    {
        while case .model(let model) = try models.next() {
            try body(model)
        }
    }
}
