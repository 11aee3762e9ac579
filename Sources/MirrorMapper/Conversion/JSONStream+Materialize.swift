/// A value of JSON text converted by the rule of its type: what every reader of JSON text falls
/// back to where the text is not of the kind it reads straight.
extension JSONStream {
    /// The value at the current position, as the JSON reader makes it; notes in `context` that
    /// the call's values may hold an ``InexactJSONNumber`` once the reader has made one.
    mutating func materialize(in context: MappingContext) throws(TextError) -> Any {
        let value = try parseValue()
        if hasReadInexactNumbers {
            context.holdsInexactNumbers = true
        }
        return value
    }
}

extension ValueConvertible {
    /// The value at the stream's position, as the JSON reader makes it, converted by this type's
    /// rule.
    static func convert(fromValueAt stream: inout JSONStream, in context: MappingContext) throws -> Self {
        try convert(from: stream.materialize(in: context), in: context)
    }
}
