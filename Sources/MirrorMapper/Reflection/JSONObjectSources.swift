import Foundation

/// JSON text as the source of a model's members, each read straight from its bytes by the
/// binding's JSON reader.
extension JSONStream: ObjectSource {
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
            try binding.decodeJSON(&self, into: &root, in: context)
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
