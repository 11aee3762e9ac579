import Foundation

/// One member's value where a binding reads it (``PropertyBinding/read(_:into:in:)``): a value in
/// a dictionary (``LooseMember``), the value at a JSON stream's position (``JSONStream``), or a
/// `Decoder`'s keyed container at the key being read (``DecoderObject``). An ``ObjectSource``
/// found the member; the value says how each kind of binding reads it, so that a binding has one
/// read method for every source.
protocol MemberValue {
    /// The value as a dictionary holds it: the form that bindings of loose values, transforms and
    /// `Codable` types read. Nil when there is none (a `Decoder`'s member that is absent or null).
    mutating func looseValue(in context: MappingContext) throws -> Any?

    /// Reads the value into the property `accessor` reaches in `root`, by the route `routes` give
    /// for this kind of source (the type's conversion of a dictionary's value, its JSON reader, its
    /// `Decoder` reader); false, leaving the property alone, when there is none. On error the
    /// property keeps its value.
    mutating func read<Root, Value: ValueConvertible>(
        into root: inout Root, at accessor: PropertyAccessor<Root, Value>, by routes: ValueRoutes<Value>,
        in context: MappingContext
    ) throws -> Bool

    /// Passes over the value, which no property reads.
    mutating func skip() throws
}

/// A value as a dictionary holds it.
struct LooseMember: MemberValue {
    let value: Any

    func looseValue(in context: MappingContext) -> Any? { value }

    /// Updates the property in place (a nested model keeps its identity) by its type's rule.
    @inline(__always)
    func read<Root, Value: ValueConvertible>(
        into root: inout Root, at accessor: PropertyAccessor<Root, Value>, by routes: ValueRoutes<Value>,
        in context: MappingContext
    ) throws -> Bool {
        // The value as it is unless the call read inexact numbers: taking it through `plainValue`
        // copies it, a retain and a release for every property.
        guard context.holdsInexactNumbers else {
            try accessor.modify(&root) { try $0.update(from: value, in: context) }
            return true
        }
        let plain = context.plainValue(value, for: Value.self)
        try accessor.modify(&root) { try $0.update(from: plain, in: context) }
        return true
    }

    func skip() {}
}
