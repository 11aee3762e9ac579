import Foundation

/// The record of how values of one type are read and written by each source and sink that has a
/// route of its own: JSON text (``JSONValueReader``, ``JSONValueWriter``) and a `Decoder`'s keyed
/// container (``DecoderValueReader``). A dictionary needs none: the type converts its values
/// itself (``ValueConvertible``). Made once per type and shared by every property of the type.
///
/// The `Decoder` reader is found on its first use: most models are never read from a `Decoder`,
/// and finding a type's reader takes casts that the runtime answers by searching, which a
/// schema's first use should not pay.
final class ValueRoutes<Value: ValueConvertible>: @unchecked Sendable {
    // The JSON reader and writer never change; `madeDecoderReader` is read and written under
    // `lock` only.
    let jsonReader: JSONValueReader<Value>
    let jsonWriter: JSONValueWriter<Value>
    private let lock = NSLock()
    private var madeDecoderReader: DecoderValueReader<Value>?

    private init() {
        jsonReader = JSONValueReader.make()
        jsonWriter = JSONValueWriter.make()
    }

    /// The routes of `Value`, made on first need.
    static var shared: ValueRoutes {
        valueRoutes.value(for: Value.self) { ValueRoutes() }
    }

    /// The `Decoder` reader, made on first need.
    var decoderReader: DecoderValueReader<Value> {
        lock.lock()
        defer { lock.unlock() }
        if let madeDecoderReader { return madeDecoderReader }
        let made = DecoderValueReader<Value>.make()
        madeDecoderReader = made
        return made
    }
}

/// The routes made so far, by type.
private let valueRoutes = TypeCache()
