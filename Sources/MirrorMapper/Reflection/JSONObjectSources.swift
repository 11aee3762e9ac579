import Foundation

/// JSON text as the source of a model's members, each read straight from its bytes by the
/// binding's JSON reader.
extension JSONStream: ObjectSource, MemberValue {
    /// Reads the member value at the stream's position, whatever `key` is: the document-order
    /// populate (``ModelSchema/populate(_:fromJSON:in:)``) matched the member's key to its binding
    /// before. The stream is left past the value, also when the value has a problem; a problem
    /// with the text itself, or one that needs the document read again, is thrown as it is.
    mutating func read<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root, separatingNull: Bool,
        in context: MappingContext
    ) throws -> MemberRead {
        if separatingNull, isAtNull {
            try consumeNull()
            return .null
        }
        let start = mark
        do {
            _ = try binding.read(&self, into: &root, in: context)
        } catch let error as TextError {
            throw error
        } catch let fallback as JSONStreamFallback {
            throw fallback
        } catch {
            try skipValue(from: start)
            throw error
        }
        return .read
    }

    /// The value the JSON reader makes of the text at the stream's position.
    mutating func looseValue(in context: MappingContext) throws -> Any? {
        try materialize(in: context)
    }

    /// Updates the property in place (a nested model keeps its identity) by the type's JSON
    /// reader.
    mutating func read<Root, Value: ValueConvertible>(
        into root: inout Root, at accessor: PropertyAccessor<Root, Value>, by routes: ValueRoutes<Value>,
        in context: MappingContext
    ) throws -> Bool {
        try accessor.modify(&root) { try routes.jsonReader.update(&$0, &self, context) }
        return true
    }

    mutating func skip() throws {
        try skipValue()
    }
}

/// The members of a JSON object indexed in one pass (``JSONObjectMembers``), for a model whose
/// keys one pass in document order cannot resolve: fallback keys, dotted keys followed through
/// nested objects and arrays, subtypes.
struct IndexedJSONObject: ObjectSource {
    /// The stream, anywhere in the object; move it to ``members``' end when done.
    var stream: JSONStream
    let members: JSONObjectMembers

    mutating func read<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root, separatingNull: Bool,
        in context: MappingContext
    ) throws -> MemberRead {
        guard let mark = try stream.valueMark(of: key, in: members) else { return .absent }
        stream.move(to: mark)
        return try stream.read(key, by: binding, into: &root, separatingNull: separatingNull, in: context)
    }
}
