import Foundation

/// How the mapper writes values of one type as JSON text, chosen once per type: optionals and
/// collections write themselves element by element (``JSONStreaming``) and models member by
/// member (``ModelAccess``); every other type writes its ``ValueConvertible/jsonValue(in:)``. So a
/// value's JSON form is decided in one place per type, for dictionaries and JSON text alike.
final class JSONValueWriter<Value: ValueConvertible> {
    /// Appends `value`, which sits inside the given number of enclosing objects and arrays.
    let write: (Value, inout JSONOutput, Int, MappingContext) throws -> Void
    /// Appends `value` as the member named by the key of an object at the given depth (see
    /// ``JSONOutput/startMember(_:isFirst:depth:)``), or nothing when its JSON form is `null` and
    /// the mapper omits nil; returns whether it appended the member.
    let writeMember: (Value, JSONMemberKey, Bool, inout JSONOutput, Int, MappingContext) throws -> Bool

    init(
        write: @escaping (Value, inout JSONOutput, Int, MappingContext) throws -> Void,
        writeMember:
            @escaping (Value, JSONMemberKey, Bool, inout JSONOutput, Int, MappingContext) throws -> Bool
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

    /// The writer for `Value`, made once per process (see ``JSONCoding``).
    static func make() -> JSONValueWriter<Value> {
        JSONCoding<Value>.shared.writer
    }

    /// The writer of types that write their ``ValueConvertible/jsonValue(in:)``.
    static var converting: JSONValueWriter<Value> {
        JSONValueWriter(
            write: { value, output, depth, context in
                try output.writeFailingAsMapping(try value.jsonValue(in: context), depth: depth)
            },
            writeMember: { value, key, isFirst, output, depth, context in
                let converted = try value.jsonValue(in: context)
                guard !context.omitsMember(converted) else {
                    return false
                }
                output.startMember(key, isFirst: isFirst, depth: depth)
                try output.writeFailingAsMapping(converted, depth: depth)
                return true
            })
    }

    /// The writer of the standard value type `Standard` (which is `Value`), when it has a
    /// ``StandardValue/jsonWriteRoute``: the value is written straight, without its
    /// ``ValueConvertible/jsonValue(in:)`` boxed in an `Any`, where the route takes it.
    static func standard(_ standard: any StandardValue.Type) -> JSONValueWriter? {
        writing(standard)
    }

    private static func writing<Standard: StandardValue>(_: Standard.Type) -> JSONValueWriter? {
        guard let route = Standard.jsonWriteRoute else { return nil }
        return JSONValueWriter<Standard>(writingAlways: { value, output, depth, context in
            if !route(value, &output) {
                try output.writeFailingAsMapping(value.jsonValue(in: context), depth: depth)
            }
        }) as? JSONValueWriter
    }

    /// The writer of the model type `Model`, which is `Value`.
    static func model<Model: Mappable>(_: Model.Type) -> JSONValueWriter? {
        JSONValueWriter<Model>(writingAlways: { model, output, depth, context in
            try context.nested(nil) {
                try ModelAccess.writeJSON(model, into: &output, depth: depth, in: context)
            }
        }) as? JSONValueWriter
    }
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
