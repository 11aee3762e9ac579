/// The one loop behind every streamed reading, whatever the text comes from: pieces of text in,
/// models out, one element at a time.
///
/// Each element the framer finds is read as ``Mapper/objects(of:fromJSON:at:)`` reads the element
/// of an array (JSON Lines: as ``Mapper/object(of:fromJSON:at:)`` reads its text), with one
/// ``MappingContext`` for the whole text: the same rules, the same issues under the same paths
/// (`data.items[7]`, `line 8`), a problem that drops an element in lenient mode dropping it here.
/// The issues of an element are handed to the mapper's ``Mapper/issueHandler`` once it is read.
struct StreamedModels<Model: Mappable> {
    /// What ``next()`` found.
    enum Step {
        case model(Model)
        case needsInput
        case finished
    }

    private var framer: JSONElementFramer
    private let elements: JSONElements
    private let context: MappingContext
    private let reader = JSONValueReader<Model>.make()
    /// The models of a value at the key path that is not an array, read as an array is.
    private var pending: [Model] = []

    init(_ elements: JSONElements, mapper: Mapper) {
        self.elements = elements
        context = MappingContext(mapper: mapper)
        var options = JSONReader.Options()
        options.maximumDepth = max(mapper.maximumDepth, 1)
        options.keepsInexactNumbers = true
        framer = JSONElementFramer(
            layout: elements.layout, maximumValueLength: elements.maximumElementLength, readerOptions: options
        )
    }

    /// Adds the next piece of the text.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        framer.append(bytes)
    }

    /// How many bytes of the text are held: at most about one element and one piece.
    var heldByteCount: Int { framer.buffer.count }

    /// Says that the text has ended.
    mutating func endInput() {
        framer.endInput()
    }

    /// The next model, or what is needed before there can be one.
    ///
    /// - Throws: ``JSONError`` for text that is not JSON (or an element longer than the limit),
    ///   placed in the whole text; ``MappingError`` as the in-memory calls throw it.
    mutating func next() throws -> Step {
        while true {
            if !pending.isEmpty { return .model(pending.removeFirst()) }
            switch try framer.next() {
            case .needsInput:
                return .needsInput
            case .finished(let foundArray):
                guard foundArray else { throw nothingAtKeyPath() }
                return .finished
            case .element(let element) where element.isUnframed:
                // Unread, the element is framed and handed out again.
                if let model = readUnframed(element) { return .model(model) }
            case .element(let element):
                if let model = try read(element) { return .model(model) }
            }
        }
    }

    /// The model of an element read straight from the text held, which also tells where the element
    /// ends, so that the framer need not look: the common case. Nil, with nothing reported, where
    /// that cannot be promised to be what reading the framed element gives: a problem (a drop, an
    /// error, a value read through dictionaries), an element running to the end of the text held,
    /// or one longer than the limit.
    private mutating func readUnframed(_ element: JSONElementFramer.Element) -> Model? {
        let checkpoint = context.checkpoint
        let options = framer.readerOptions
        let (depth, limit, hasEnded) = (elementDepth, elements.maximumElementLength, framer.inputHasEnded)
        let read: (model: Model, length: Int)? = framer.withBytes(of: element) { bytes in
            var stream = JSONStream(parser: JSONParser(bytes: bytes, options: options), depth: depth)
            let model = try? underKeyPath {
                try context.nested(nil) {
                    try context.nested(.index(element.index)) { try reader.read(&stream, context) }
                }
            }
            let length = stream.parser.index
            guard let model, length <= limit, length < bytes.count || hasEnded else { return nil }
            return (model, length)
        }
        guard let read else {
            context.rollBack(to: checkpoint)
            return nil
        }
        framer.acceptElement(endingAt: element.range.lowerBound + read.length)
        deliverIssues()
        return read.model
    }

    /// Hands the issues of the element just read to the mapper's handler.
    private func deliverIssues() {
        context.mapper.deliver(context.issues)
        context.issues.removeAll(keepingCapacity: true)
    }

    /// The model of `element`; nil when lenient mode dropped it.
    private mutating func read(_ element: JSONElementFramer.Element) throws -> Model? {
        defer { deliverIssues() }
        do {
            return try framer.withBytes(of: element) { bytes in
                try underKeyPath {
                    if element.isWholeValue {
                        let arrayDepth = elements.arrayPath?.count ?? 0
                        pending = try readValue(
                            bytes, depth: arrayDepth, with: JSONValueReader<[Model]>.make())
                        return nil
                    }
                    var model: Model?
                    try droppingIfLenient(element) {
                        model = try readValue(bytes, depth: elementDepth, with: reader)
                    }
                    return model
                }
            }
        } catch let failure as JSONStream.TextError {
            throw framer.relocating(failure.error, from: element.range.lowerBound)
        }
    }

    /// Runs `body` under the key path of the array, as the in-memory call does.
    private func underKeyPath<Result>(_ body: () throws -> Result) throws -> Result {
        guard let keyPath = elements.keyPath else { return try body() }
        return try context.nested(.key(keyPath), body)
    }

    /// Runs `read` one level into the array (or at the line) of `element`: in lenient mode a
    /// problem drops the element, with a report under its index or line.
    private func droppingIfLenient(_ element: JSONElementFramer.Element, _ read: () throws -> Void) throws {
        guard elements.arrayPath != nil else {
            return try context.droppingIfLenient { try context.nested(.line(element.line)) { try read() } }
        }
        try context.nested(nil) {
            try context.droppingElementIfLenient(at: element.index) { _ in try read() }
        }
    }

    /// How many containers enclose an element in the whole text: those on the key path and the
    /// array; none for a line.
    private var elementDepth: Int {
        elements.arrayPath.map { $0.count + 1 } ?? 0
    }

    /// The value that is all of `bytes`, read by `reader` as it is read in the whole text, `depth`
    /// containers deep. A problem with it is thrown once the text is known to be JSON, so that
    /// errors in the text come first; a value that cannot be read straight through is read from
    /// what the JSON reader makes of it.
    private func readValue<Value>(
        _ bytes: UnsafeBufferPointer<UInt8>, depth: Int, with reader: JSONValueReader<Value>
    ) throws -> Value {
        let checkpoint = context.checkpoint
        // The framer hands out a value from its first byte: a byte order mark there is no JSON.
        var stream = JSONStream(parser: JSONParser(bytes: bytes, options: framer.readerOptions), depth: depth)
        do {
            let value = try reader.read(&stream, context)
            try stream.finishDocument()
            return value
        } catch is JSONStreamFallback {
            context.rollBack(to: checkpoint)
            let document = try parsed(bytes, depth: depth)
            if document.holdsInexactNumbers { context.holdsInexactNumbers = true }
            return try Value.convert(from: document.value, in: context)
        } catch let failure as JSONStream.TextError {
            throw failure
        } catch {
            _ = try parsed(bytes, depth: depth)
            throw error
        }
    }

    /// The value that is all of `bytes`, as the JSON reader makes it `depth` containers deep, and
    /// whether it holds an ``InexactJSONNumber``.
    private func parsed(
        _ bytes: UnsafeBufferPointer<UInt8>, depth: Int
    ) throws(JSONStream.TextError) -> (value: Any, holdsInexactNumbers: Bool) {
        var parser = JSONParser(bytes: bytes, options: framer.readerOptions)
        do throws(JSONError) {
            let value = try parser.parseWholeValue(depth: depth)
            return (value, parser.inexactNumberCount > 0)
        } catch {
            throw JSONStream.TextError(error: error)
        }
    }

    /// The error of a text with nothing at the key path: the in-memory call's.
    private func nothingAtKeyPath() -> Error {
        let kind = MappingError.Kind.missingValue(expected: typeName([Model].self))
        return MappingError(kind, at: elements.keyPath.map { [.key($0)] } ?? [])
    }
}
