/// A `let` of a model that no table names: written to dictionaries, JSON and encoders as its
/// binding writes it, never read from data.
///
/// Every `Mappable` is made by `init()`, so each of its constants already has its value, and the
/// optimizer may assume it never changes (it folds a `let` that every initializer sets to the same
/// constant): `Codable`'s synthesized `init(from:)` likewise leaves a `let` with an initial value
/// alone. The first use of the type reports the constant (``SchemaBuilder``), so the data's value
/// is not dropped without a word.
final class OutputOnlyBinding<Root>: PropertyBinding {
    let base: any PropertyBinding<Root>

    init(base: any PropertyBinding<Root>) {
        self.base = base
    }

    var info: BindingInfo { base.info }

    /// Passes over the member's value, leaving the constant as `init()` made it.
    func read<Member: MemberValue>(_ member: inout Member, into root: inout Root, in context: MappingContext)
        throws -> Bool
    {
        try member.skip()
        return true
    }

    func write<Sink: ObjectSink>(_ root: Root, into sink: inout Sink, in context: MappingContext) throws
        -> Bool
    {
        try base.write(root, into: &sink, in: context)
    }

    func value(of root: Root) throws -> Any {
        try base.value(of: root)
    }

    /// Leaves the constant as `init()` made it: a copy or a merge keeps its own.
    func setValue(_ value: Any, of root: inout Root) -> Bool {
        true
    }
}
