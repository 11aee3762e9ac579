import Foundation

/// The JSON reader and writer of one type (see ``JSONValueReader`` and ``JSONValueWriter``), made
/// once per process and shared: they never change, and capture only other readers and writers.
///
/// Which kind of type it is (a standard value, one that streams its elements, a model, or one that
/// converts loose values) is told once. Standard values are found by identity
/// (``StandardValues``), before any dynamic cast to a protocol: the runtime answers a type's first
/// such cast by searching every conformance record of the process, which is most of what a
/// model's first use costs.
final class JSONCoding<Value: ValueConvertible>: @unchecked Sendable {  // immutable, see above
    let reader: JSONValueReader<Value>
    let writer: JSONValueWriter<Value>

    private init(reader: JSONValueReader<Value>, writer: JSONValueWriter<Value>) {
        self.reader = reader
        self.writer = writer
    }

    /// The coding of `Value`, made on first need.
    static var shared: JSONCoding<Value> {
        JSONCodings.all.value(for: Value.self) { make() }
    }

    private static func make() -> JSONCoding<Value> {
        if let standard = StandardValues.record(of: Value.self) {
            return JSONCoding(
                reader: JSONValueReader<Value>.standard(standard) ?? .converting,
                writer: JSONValueWriter<Value>.standard(standard) ?? .converting)
        }
        if let streaming = Value.self as? any JSONStreaming.Type, let coding = streamingCoding(streaming) {
            return coding
        }
        if let model = Value.self as? any Mappable.Type, let reader = JSONValueReader<Value>.model(model),
            let writer = JSONValueWriter<Value>.model(model)
        {
            return JSONCoding(reader: reader, writer: writer)
        }
        return JSONCoding(reader: .converting, writer: .converting)
    }

    /// The coding that `Streaming`, which is `Value`, makes for itself.
    private static func streamingCoding<Streaming: JSONStreaming>(_: Streaming.Type) -> JSONCoding? {
        guard let reader = Streaming.makeJSONReader() as? JSONValueReader<Value>,
            let writer = Streaming.makeJSONWriter() as? JSONValueWriter<Value>
        else {
            return nil
        }
        return JSONCoding(reader: reader, writer: writer)
    }
}

/// Values that read and write themselves as JSON text element by element: optionals and
/// collections. A value of a shape they do not take (a number for an array) is read as the JSON
/// reader makes it and converted with ``ValueConvertible/convert(from:in:)``, which makes the same
/// error as for a dictionary.
protocol JSONStreaming: ValueConvertible {
    /// The reader of this type, which holds the readers of its elements.
    static func makeJSONReader() -> JSONValueReader<Self>
    /// The writer of this type, which holds the writers of its elements.
    static func makeJSONWriter() -> JSONValueWriter<Self>
}

/// The codings made so far.
enum JSONCodings {
    fileprivate static let all = TypeCache()
}
