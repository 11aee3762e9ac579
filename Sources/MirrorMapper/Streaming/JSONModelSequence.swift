/// The models of a streamed JSON text as an asynchronous sequence, made by
/// ``JSONModelReader/models(from:)`` and ``JSONModelReader/models(inFileAt:)``.
///
/// Each iteration reads the text from its start. The iteration pulls the text as it asks for
/// models, so a slow consumer slows the reading rather than filling memory; it checks for
/// cancellation before each model, and ends with `CancellationError` once its task is cancelled.
public struct JSONModelSequence<Model: Mappable>: AsyncSequence {
    /// The sequence's elements: the models, in the text's order.
    public typealias Element = Model

    private let reader: JSONModelReader<Model>
    private let makePieces: () throws -> any TextPieceSource

    init(reader: JSONModelReader<Model>, pieces: @escaping () throws -> any TextPieceSource) {
        self.reader = reader
        self.makePieces = pieces
    }

    /// An iteration of the models.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(models: StreamedModels(reader.elements, mapper: reader.mapper), makePieces: makePieces)
    }

    /// Reads the text a piece at a time, as models are asked for; after it has thrown or
    /// finished, it returns nil.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var models: StreamedModels<Model>
        private var makePieces: (() throws -> any TextPieceSource)?
        private var pieces: (any TextPieceSource)?
        private var hasEnded = false

        init(models: StreamedModels<Model>, makePieces: @escaping () throws -> any TextPieceSource) {
            self.models = models
            self.makePieces = makePieces
        }

        /// The next model; nil once the text has ended.
        ///
        /// - Throws: as ``JSONModelReader/forEach(in:_:)``, the byte sequence's or the file's
        ///   error, or `CancellationError`.
        public mutating func next() async throws -> Model? {
            guard !hasEnded else { return nil }
            do {
                try Task.checkCancellation()
                return try await nextModel()
            } catch {
                end()
                throw error
            }
        }

        private mutating func nextModel() async throws -> Model? {
            while true {
                switch try models.next() {
                case .model(let model):
                    return model
                case .finished:
                    end()
                    return nil
                case .needsInput:
                    if pieces == nil, let makePieces {
                        pieces = try makePieces()
                    }
                    _ = try await pieces?.appendNextPiece(to: &models)
                    // A byte sequence may end, rather than throw, when its task is cancelled (an
                    // `AsyncStream` does): its end is then no end of the text.
                    try Task.checkCancellation()
                }
            }
        }

        /// Lets the text go (a file is closed) and ends the iteration.
        private mutating func end() {
            hasEnded = true
            pieces = nil
            makePieces = nil
        }
    }
}
