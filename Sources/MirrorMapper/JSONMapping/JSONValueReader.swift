/// How the mapper reads values of one type from JSON text (a ``JSONStream``), chosen once per type:
///
/// - optionals, arrays, sets and dictionaries read themselves, element by element
///   (``JSONStreaming``), and models member by member (``ModelAccess``);
/// - every other type gets the value as the JSON reader makes it (a number, a string, a boolean,
///   `NSNull`, or for other shapes `[Any]` and `[String: Any]`) and converts it with its own
///   ``ValueConvertible/convert(from:in:)`` and ``ValueConvertible/update(from:in:)``.
///
/// So the decision of what a value becomes stays in one place per type, for dictionaries and JSON
/// text alike, and conversions of users' own types work unchanged.
final class JSONValueReader<Value: ValueConvertible> {
    /// A new value from the value at the stream's position.
    let read: (inout JSONStream, MappingContext) throws -> Value
    /// Updates a value in place from the value at the stream's position, as
    /// ``ValueConvertible/update(from:in:)`` does (a nested model keeps its identity).
    let update: (inout Value, inout JSONStream, MappingContext) throws -> Void

    init(
        read: @escaping (inout JSONStream, MappingContext) throws -> Value,
        update: @escaping (inout Value, inout JSONStream, MappingContext) throws -> Void
    ) {
        self.read = read
        self.update = update
    }

    /// The reader for `Value`, made once per process (see ``JSONCoding``).
    static func make() -> JSONValueReader<Value> {
        JSONCoding<Value>.shared.reader
    }

    /// The reader of types that convert the value the JSON reader makes of the text.
    static var converting: JSONValueReader<Value> {
        JSONValueReader(
            read: { stream, context in
                try Value.convert(
                    from: context.plainValue(stream.materialize(in: context), for: Value.self), in: context)
            },
            update: { value, stream, context in
                try value.update(
                    from: context.plainValue(stream.materialize(in: context), for: Value.self), in: context)
            })
    }

    /// The reader of the standard value type `Standard` (which is `Value`), when it has a
    /// ``StandardValue/jsonReadRoute``: a JSON value of the type's own kind is read straight from
    /// the bytes, without the detour of the value the JSON reader would make through `Any` and a
    /// cast back; any other value takes that detour.
    static func standard(_ standard: any StandardValue.Type) -> JSONValueReader? {
        reading(standard)
    }

    private static func reading<Standard: StandardValue>(_: Standard.Type) -> JSONValueReader? {
        guard let route = Standard.jsonReadRoute else { return nil }
        return replacing(route)
    }

    /// The reader that makes values of `Other`, which is `Value`, with `read`, and updates a value
    /// by replacing it.
    private static func replacing<Other>(
        _ read: @escaping (inout JSONStream, MappingContext) throws -> Other
    ) -> JSONValueReader? {
        typed(read) { value, stream, context in value = try read(&stream, context) }
    }

    /// The reader of the model type `Model`, which is `Value`.
    static func model<Model: Mappable>(_: Model.Type) -> JSONValueReader? {
        let read: (inout JSONStream, MappingContext) throws -> Model = { stream, context in
            try ModelAccess.make(Model.self, fromJSON: &stream, in: context)
        }
        let update: (inout Model, inout JSONStream, MappingContext) throws -> Void = {
            model, stream, context in
            try ModelAccess.populate(&model, fromJSON: &stream, in: context)
        }
        return typed(read, update)
    }

    /// The reader made of functions of `Other`, when `Other` is `Value`.
    private static func typed<Other>(
        _ read: @escaping (inout JSONStream, MappingContext) throws -> Other,
        _ update: @escaping (inout Other, inout JSONStream, MappingContext) throws -> Void
    ) -> JSONValueReader? {
        guard let read = read as? (inout JSONStream, MappingContext) throws -> Value,
            let update = update as? (inout Value, inout JSONStream, MappingContext) throws -> Void
        else {
            return nil
        }
        return JSONValueReader(read: read, update: update)
    }
}

extension JSONValueReader {
    /// A reader that makes new values with `read`, and updates a value by replacing it.
    convenience init(replacingWith read: @escaping (inout JSONStream, MappingContext) throws -> Value) {
        self.init(read: read) { value, stream, context in value = try read(&stream, context) }
    }
}
