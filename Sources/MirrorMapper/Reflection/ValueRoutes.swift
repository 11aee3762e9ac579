import Foundation

/// How values of one type are read from each source that has a route of its own: JSON text
/// (``JSONValueReader``) and a `Decoder`'s keyed container (``DecoderValueReader``). A dictionary's
/// value needs none: the type converts it itself. Made once per type and shared by every property
/// of the type.
///
/// The `Decoder` reader is found on its first use: most models are never read from a `Decoder`,
/// and finding a type's reader takes casts that the runtime answers by searching, which a
/// schema's first use should not pay.
final class ValueReaders<Value: ValueConvertible>: @unchecked Sendable {
    // `json` never changes; `decoderReader` is read and written under `lock` only.
    let json: JSONValueReader<Value>
    private let lock = NSLock()
    private var decoderReader: DecoderValueReader<Value>?

    private init() {
        json = JSONValueReader.make()
    }

    /// The readers of `Value`, made on first need.
    static var shared: ValueReaders {
        valueReaders.value(for: Value.self) { ValueReaders() }
    }

    /// The `Decoder` reader, made on first need.
    var decoder: DecoderValueReader<Value> {
        lock.lock()
        defer { lock.unlock() }
        if let decoderReader { return decoderReader }
        let made = DecoderValueReader<Value>.make()
        decoderReader = made
        return made
    }
}

/// The readers made so far, by type.
private let valueReaders = TypeCache()
