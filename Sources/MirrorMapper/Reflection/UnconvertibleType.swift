/// What to do about a property type that neither converts (``ValueConvertible``) nor is `Codable`:
/// the one fix, for the type that lacks the conformance, however deep in optionals and
/// collections it sits (`[Visibility]?` needs `Visibility` to convert).
enum UnconvertibleType {
    /// The fix for `type`: conform the innermost type that does not convert.
    static func fix(for type: Any.Type) -> String {
        let culprit = innermostUnconvertible(type)
        let name = typeName(culprit)
        if culprit is any RawRepresentable.Type {
            return "add `extension \(name): ValueConvertible {}` (a RawRepresentable enum needs nothing else)"
        }
        return "conform \(name) to ValueConvertible (convert(from:in:) and jsonValue(in:)) or to Codable"
    }

    /// The first type inside `type` (an optional's wrapped type, a collection's element, a
    /// dictionary's key or value) that does not convert, or `type` itself.
    private static func innermostUnconvertible(_ type: Any.Type) -> Any.Type {
        guard let container = type as? any Container.Type else { return type }
        for contained in container.containedTypes where !converts(contained) {
            return innermostUnconvertible(contained)
        }
        return type
    }

    private static func converts(_ type: Any.Type) -> Bool {
        type is any ValueConvertible.Type || type is any (Decodable & Encodable).Type
    }
}
