import Foundation

/// How the mapper writes values of one type as JSON text, chosen once per type: optionals and
/// collections write themselves element by element (``JSONStreamEncodable``) and models member by
/// member (``ModelAccess``); every other type writes its ``ValueConvertible/jsonValue(in:)``. So a
/// value's JSON form is decided in one place per type, for dictionaries and JSON text alike.
final class JSONValueWriter<Value: ValueConvertible> {
    /// Appends `value`, which sits inside the given number of enclosing objects and arrays.
    let write: (Value, inout JSONOutput, Int, MappingContext) throws -> Void
    /// Appends `value` as the member named by the key of an object at the given depth (see
    /// ``JSONOutput/startMember(_:isFirst:depth:)``), or nothing when its JSON form is `null` and
    /// the mapper omits nil; returns whether it appended the member.
    let writeMember: (Value, String, Bool, inout JSONOutput, Int, MappingContext) throws -> Bool

    init(
        write: @escaping (Value, inout JSONOutput, Int, MappingContext) throws -> Void,
        writeMember: @escaping (Value, String, Bool, inout JSONOutput, Int, MappingContext) throws -> Bool
    ) {
        self.write = write
        self.writeMember = writeMember
    }

    /// A writer whose values are never written as `null`.
    convenience init(
        writingAlways write: @escaping (Value, inout JSONOutput, Int, MappingContext) throws -> Void
    ) {
        self.init(write: write) { value, key, isFirst, output, depth, context in
            output.startMember(key, isFirst: isFirst, depth: depth)
            try write(value, &output, depth, context)
            return true
        }
    }

    /// The writer for `Value`.
    static func make() -> JSONValueWriter<Value> {
        if let streaming = Value.self as? any JSONStreamEncodable.Type,
            let writer = streamingWriter(streaming)
        {
            return writer
        }
        if let model = Value.self as? any Mappable.Type, let writer = modelWriter(model) {
            return writer
        }
        return JSONValueWriter(
            write: { value, output, depth, context in
                try output.writeFailingAsMapping(try value.jsonValue(in: context), depth: depth)
            },
            writeMember: { value, key, isFirst, output, depth, context in
                let converted = try value.jsonValue(in: context)
                guard !(context.omitsNil && type(of: converted) == NSNull.self) else {
                    return false
                }
                output.startMember(key, isFirst: isFirst, depth: depth)
                try output.writeFailingAsMapping(converted, depth: depth)
                return true
            })
    }

    /// The writer that `Streaming`, which is `Value`, makes for itself.
    private static func streamingWriter<Streaming: JSONStreamEncodable>(_: Streaming.Type) -> JSONValueWriter?
    {
        Streaming.makeJSONWriter() as? JSONValueWriter
    }

    /// The writer of the model type `Model`, which is `Value`.
    private static func modelWriter<Model: Mappable>(_: Model.Type) -> JSONValueWriter? {
        JSONValueWriter<Model>(writingAlways: { model, output, depth, context in
            try context.nested(nil) {
                try ModelAccess.writeJSON(model, into: &output, depth: depth, in: context)
            }
        }) as? JSONValueWriter
    }
}

/// Values that write themselves as JSON text element by element: optionals and collections.
protocol JSONStreamEncodable: ValueConvertible {
    /// The writer of this type, which holds the writers of its elements, made once.
    static func makeJSONWriter() -> JSONValueWriter<Self>
}

extension MappingContext {
    /// Whether nil properties are left out of objects.
    var omitsNil: Bool { mapper.nilEncoding == .omit }
}

extension JSONOutput {
    /// Appends `value`; a value the writer cannot write (which `jsonValue(in:)` would not make) is
    /// an error of the mapping.
    mutating func writeFailingAsMapping(_ value: Any, depth: Int) throws {
        do {
            try write(value, depth: depth)
        } catch {
            throw MappingError(.notRepresentable(error.problem))
        }
    }
}
