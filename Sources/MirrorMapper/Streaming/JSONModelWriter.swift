import Foundation

/// Models written one at a time as JSON Lines or as the elements of a JSON array, to a file or a
/// `FileHandle`, at constant memory: each model is written as ``Mapper/jsonData(from:including:excluding:sortingKeys:prettyPrinting:)``
/// writes it, and the text leaves in pieces of 64 KiB.
///
/// ```swift
/// let writer = try JSONModelWriter(toFileAt: exportURL, as: .lines)
/// for entry in entries {
///     try writer.write(entry)
/// }
/// try writer.finish()
/// ```
///
/// ``finish()`` writes what is left and the end of an array (`]`, and the objects around an array at
/// a key path). A writer let go without it still writes the models it was given, but not that end.
/// A writer is used from one task or thread at a time.
public final class JSONModelWriter {
    private let handle: FileHandle
    private let ownsHandle: Bool
    private let elements: JSONElements
    private let mapper: Mapper
    private let sortsKeys: Bool
    private var pending = Data()
    private var count = 0
    private var isFinished = false

    /// A writer to `handle`, from its current offset; the handle stays open.
    ///
    /// - Parameters:
    ///   - handle: Where the text goes.
    ///   - elements: ``JSONElements/lines`` for JSON Lines (a model on each line, each line ending
    ///     with a line feed), ``JSONElements/array`` for a JSON array, or
    ///     ``JSONElements/array(at:)`` for an array inside objects at that key path.
    ///   - mapper: The mapper that writes each model: its options and issue handler.
    ///   - sortingKeys: Whether object keys are written in sorted order.
    public init(
        to handle: FileHandle, as elements: JSONElements, mapper: Mapper = Mapper(), sortingKeys: Bool = false
    ) {
        self.handle = handle
        self.elements = elements
        self.mapper = mapper
        self.sortsKeys = sortingKeys
        ownsHandle = false
    }

    /// A writer to a new file at `url` (an existing one is replaced), closed by ``finish()``.
    ///
    /// - Throws: The file system's error when the file cannot be created.
    public init(
        toFileAt url: URL, as elements: JSONElements, mapper: Mapper = Mapper(), sortingKeys: Bool = false
    )
        throws
    {
        try Data().write(to: url)
        handle = try FileHandle(forWritingTo: url)
        self.elements = elements
        self.mapper = mapper
        self.sortsKeys = sortingKeys
        ownsHandle = true
    }

    deinit {
        if !isFinished { try? flush() }
        if ownsHandle { try? handle.close() }
    }

    /// Writes `model` as the next element.
    ///
    /// - Throws: ``MappingError`` as ``Mapper/jsonData(from:including:excluding:sortingKeys:prettyPrinting:)``
    ///   (nothing of the model is written then); the file's error; ``JSONError`` after ``finish()``.
    public func write(_ model: some Mappable) throws {
        guard !isFinished else {
            throw JSONError.unwritableValue(problem: "a model written after finish()", path: "")
        }
        let text = try mapper.jsonData(from: model, sortingKeys: sortsKeys)
        if let path = elements.arrayPath {
            pending.append(contentsOf: count == 0 ? try Self.arrayText(at: path).opening : [ASCII.comma])
        }
        pending.append(text)
        if elements.arrayPath == nil { pending.append(ASCII.lineFeed) }
        count += 1
        if pending.count >= Self.pieceLength { try flush() }
    }

    /// Writes what is left, with the end of an array, and closes a file the writer opened. Further
    /// writes throw.
    public func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        if let path = elements.arrayPath {
            let text = try Self.arrayText(at: path)
            if count == 0 { pending.append(contentsOf: text.opening) }
            pending.append(contentsOf: text.closing)
        }
        try flush()
        if ownsHandle { try handle.close() }
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        try handle.write(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// The text before an array's first element and after its last: `[` and `]`, inside an object
    /// for each key of `path` (`{"data":{"items":[` and `]}}`), as the JSON writer writes them.
    private static func arrayText(at path: [String]) throws -> (opening: [UInt8], closing: [UInt8]) {
        let empty = path.reversed().reduce([Any]() as Any) { inner, key in [key: inner] }
        let text = try JSONWriter().bytes(from: empty)
        let closingLength = path.count + 1
        return (Array(text.dropLast(closingLength)), Array(text.suffix(closingLength)))
    }

    private static let pieceLength = 64 << 10
}
