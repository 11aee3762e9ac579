extension MappingContext {
    /// `dictionary` as code outside the package may see it, as ``plainValue(_:for:)`` makes it for
    /// code that is no conversion.
    func plainValue(_ dictionary: [String: Any]) -> [String: Any] {
        guard holdsInexactNumbers else { return dictionary }
        return dictionary.mapValues(InexactJSONNumber.replacingWithNearest(in:))
    }

    /// `value` as code outside the package may see it, for a value of `type` (nil for code that is
    /// no conversion, such as hooks and transforms): the conversions of the package's own types
    /// take inexact numbers as they are, anything else gets their nearest `Double`. Costs one check
    /// unless the call read such a number.
    func plainValue(_ value: Any, for type: Any.Type?) -> Any {
        guard holdsInexactNumbers, !(type.map(Self.convertsInexactNumbers) ?? false) else { return value }
        return InexactJSONNumber.replacingWithNearest(in: value)
    }

    /// Whether the conversion of `type` is the package's own, which passes inexact numbers on to
    /// the rules of the exact types: the standard types, models, and optionals and collections
    /// (which hand each element to ``plainValue(_:for:)`` with its own type).
    private static func convertsInexactNumbers(_ type: Any.Type) -> Bool {
        StandardValues.contains(type) || type is any Mappable.Type || type is any ElementwiseConversion.Type
    }
}
