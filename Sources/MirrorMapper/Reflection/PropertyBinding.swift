import Foundation

/// How one mapped property of `Root` is written from a loose value and read back as a
/// JSON-compatible value. Made once per model type, shared by every mapping call.
///
/// Bindings are immutable objects: a schema holds them as `any PropertyBinding<Root>`, and every
/// property a call maps copies one out of that array. An existential of a class-bound protocol is
/// one reference, which that copy retains; a struct binding is a box behind the runtime's value
/// witnesses, whose calls cost mapping a dictionary into structs about 4% (callgrind).
protocol PropertyBinding<Root>: AnyObject, Sendable {
    associatedtype Root
    /// The property's name and key options.
    var info: BindingInfo { get }
    /// Reads `member` into the property: the one read method, for every source (``MemberValue``).
    /// False, leaving the property alone, when the member has no value (a `Decoder`'s member that
    /// is absent or null: ``DecoderObject`` tells which). On error the property keeps its value;
    /// a JSON stream then stands anywhere inside the value.
    func read<Member: MemberValue>(_ member: inout Member, into root: inout Root, in context: MappingContext)
        throws -> Bool
    /// Writes the property into `sink` as the member the walk started: the one write method, for
    /// every sink (``ObjectSink``). Returns whether it wrote the member (not when it is null and
    /// the mapper omits nil).
    func write<Sink: ObjectSink>(_ root: Root, into sink: inout Sink, in context: MappingContext) throws
        -> Bool
    /// The property's value as it is, for copies, comparisons and descriptions.
    func value(of root: Root) throws -> Any
    /// Stores `value` as it is; false when `value` is not of the property's type.
    func setValue(_ value: Any, of root: inout Root) -> Bool
}

/// A binding that reads the value as a dictionary holds it (``MemberValue/looseValue(in:)``):
/// loose values, item-typed arrays, transforms and `Codable` types, whose readers take that form
/// from every source.
protocol LooseValueBinding<Root>: PropertyBinding {
    /// Converts `value` and stores it in the property; on error the property keeps its value.
    func read(loose value: Any, into root: inout Root, in context: MappingContext) throws
    /// The property's value in JSON-compatible form (`NSNull` for nil), which every sink writes.
    func jsonValue(of root: Root, in context: MappingContext) throws -> Any
}

extension LooseValueBinding {
    func read<Member: MemberValue>(_ member: inout Member, into root: inout Root, in context: MappingContext)
        throws -> Bool
    {
        guard let value = try member.looseValue(in: context) else { return false }
        try read(loose: value, into: &root, in: context)
        return true
    }

    func write<Sink: ObjectSink>(_ root: Root, into sink: inout Sink, in context: MappingContext) throws
        -> Bool
    {
        try sink.write(looseValue: jsonValue(of: root, in: context), in: context)
    }
}

/// A binding of one stored or writable property, which reads and writes plain values by itself.
protocol KeyPathBinding<Root>: PropertyBinding {
    associatedtype Value
    var accessor: PropertyAccessor<Root, Value> { get }
}

extension KeyPathBinding {
    func value(of root: Root) -> Any { accessor.read(root) }

    func setValue(_ value: Any, of root: inout Root) -> Bool {
        guard let typed = value as? Value else { return false }
        accessor.write(typed, into: &root)
        return true
    }
}

/// What a binding knows besides its key path.
struct BindingInfo: Sendable {
    let name: String
    /// The declared type of the property.
    let valueType: Any.Type
    /// The dictionary key the table renames the property to, if any.
    let renamedKey: String?
    /// Keys tried in order when the main key is absent or null.
    let fallbackKeys: [DataKey]
    /// The key strategy of the declaring type, if it has its own.
    let keyStrategy: KeyStrategy?
    /// The date strategy of the declaring type, if it has its own.
    let dateStrategy: DateStrategy?
}

/// A property whose type converts itself (`ValueConvertible`): nearly every property.
final class ConvertibleBinding<Root, Value: ValueConvertible>: KeyPathBinding, @unchecked Sendable {
    // The accessor holds an immutable key path value; the routes hold functions that capture
    // nothing but other readers and writers, and never change.
    let info: BindingInfo
    let accessor: PropertyAccessor<Root, Value>
    /// Whether the property or its type has a date strategy of its own (rare: the check keeps the
    /// strategy switch off the common path).
    private let switchesDateStrategy: Bool
    /// How the property's values are read and written by the sources and sinks that have routes
    /// of their own.
    private let routes: ValueRoutes<Value>

    init(info: BindingInfo, accessor: PropertyAccessor<Root, Value>) {
        self.info = info
        self.accessor = accessor
        switchesDateStrategy = info.dateStrategy != nil
        routes = ValueRoutes.shared
    }

    func read<Member: MemberValue>(_ member: inout Member, into root: inout Root, in context: MappingContext)
        throws -> Bool
    {
        guard switchesDateStrategy else {
            return try member.read(into: &root, at: accessor, by: routes, in: context)
        }
        return try context.withDateStrategy(info.dateStrategy) {
            try member.read(into: &root, at: accessor, by: routes, in: context)
        }
    }

    func write<Sink: ObjectSink>(_ root: Root, into sink: inout Sink, in context: MappingContext) throws
        -> Bool
    {
        guard switchesDateStrategy else {
            return try sink.write(accessor.read(root), by: routes, in: context)
        }
        return try context.withDateStrategy(info.dateStrategy) {
            try sink.write(accessor.read(root), by: routes, in: context)
        }
    }
}

/// A property typed `Any`, `[Any]` or `[String: Any]` (or optionals of these): the data is stored
/// as it came, after a check of its shape, and written back through the reflective encoder.
final class LooseBinding<Root, Value>: KeyPathBinding, LooseValueBinding, @unchecked Sendable {
    // The accessor holds an immutable key path value; `unwrap` and `accept` are pure functions.
    let info: BindingInfo
    let accessor: PropertyAccessor<Root, Value>
    /// The property's value with its own optional taken off, nil when it is nil: an `Any?` seen
    /// as `Any` would send every value down the slow paths of casts and reflection.
    let unwrap: @Sendable (Value) -> Any?
    /// The property value for `value`, or nil when `value` has the wrong shape.
    let accept: @Sendable (Any) -> Value?

    init(
        info: BindingInfo, accessor: PropertyAccessor<Root, Value>,
        unwrap: @escaping @Sendable (Value) -> Any?,
        accept: @escaping @Sendable (Any) -> Value?
    ) {
        self.info = info
        self.accessor = accessor
        self.unwrap = unwrap
        self.accept = accept
    }

    func read(loose value: Any, into root: inout Root, in context: MappingContext) throws {
        guard let accepted = accept(context.plainValue(value, for: nil)) else {
            throw MappingError.mismatch(expected: Value.self, found: value)
        }
        accessor.write(accepted, into: &root)
    }

    func jsonValue(of root: Root, in context: MappingContext) throws -> Any {
        guard let value = unwrap(accessor.read(root)) else {
            return NSNull()
        }
        return try context.jsonValue(ofAny: value)
    }
}

/// An array property whose elements become models of a type chosen by the table's item type rule
/// (`[Any]`, or an array of a base class whose elements may be subclasses).
final class ItemTypedArrayBinding<Root, Items: ItemArray>: KeyPathBinding, LooseValueBinding,
    @unchecked Sendable
{
    // The accessor holds an immutable key path value; the rule holds a `@Sendable` function.
    let info: BindingInfo
    let accessor: PropertyAccessor<Root, Items>
    let rule: ItemTypeRule

    init(info: BindingInfo, accessor: PropertyAccessor<Root, Items>, rule: ItemTypeRule) {
        self.info = info
        self.accessor = accessor
        self.rule = rule
    }

    func read(loose value: Any, into root: inout Root, in context: MappingContext) throws {
        guard let elements = value as? [Any] else {
            guard isNull(value), let null = Items.nullValue else {
                throw MappingError.mismatch(expected: Items.self, found: value)
            }
            accessor.write(null, into: &root)
            return
        }
        let items = try context.nested(nil) {
            var items: [Any] = []
            items.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                try context.droppingIfLenient {
                    items.append(try context.nested(.index(index)) { try item(from: element, in: context) })
                }
            }
            return items
        }
        guard let converted = Items.make(from: items) else {
            throw MappingError(
                .typeMismatch(expected: typeName(Items.self), found: "elements of other types")
            )
        }
        accessor.write(converted, into: &root)
    }

    private func item(from element: Any, in context: MappingContext) throws -> Any {
        var item = context.plainValue(element, for: nil)
        if let dictionary = element as? [String: Any],
            let modelType = rule.choose(context.plainValue(dictionary))
        {
            item = try modelType.convert(from: dictionary, in: context)
        }
        guard Items.accepts(item) else {
            throw MappingError(
                .typeMismatch(expected: typeName(Items.elementType), found: typeName(type(of: item))))
        }
        return item
    }

    func jsonValue(of root: Root, in context: MappingContext) throws -> Any {
        guard let elements = accessor.read(root).itemElements else { return NSNull() }
        return try context.jsonValue(ofAny: elements)
    }
}

/// A binding of a superclass, applied to instances of a subclass.
final class InheritedBinding<Root, Base>: PropertyBinding {
    let base: any PropertyBinding<Base>

    init(base: any PropertyBinding<Base>) {
        self.base = base
    }
    var info: BindingInfo { base.info }

    func read<Member: MemberValue>(_ member: inout Member, into root: inout Root, in context: MappingContext)
        throws -> Bool
    {
        guard var instance = root as? Base else { throw notInherited }
        return try base.read(&member, into: &instance, in: context)
    }

    func write<Sink: ObjectSink>(_ root: Root, into sink: inout Sink, in context: MappingContext) throws
        -> Bool
    {
        guard let instance = root as? Base else { throw notInherited }
        return try base.write(instance, into: &sink, in: context)
    }

    func value(of root: Root) throws -> Any {
        guard let instance = root as? Base else { throw notInherited }
        return try base.value(of: instance)
    }

    func setValue(_ value: Any, of root: inout Root) -> Bool {
        guard var instance = root as? Base else { return false }
        return base.setValue(value, of: &instance)
    }

    private var notInherited: MappingError {
        MappingError(.invalidMapping("\(typeName(Root.self)) does not inherit from \(typeName(Base.self))"))
    }
}

/// Array types whose elements the item type rule makes: `[T]` and `[T]?` for any `T`.
protocol ItemArray {
    /// The type of the elements.
    static var elementType: Any.Type { get }
    /// Whether `element` can be an element.
    static func accepts(_ element: Any) -> Bool
    /// The property value holding `elements`, or nil when they are not all of the element type.
    static func make(from elements: [Any]) -> Self?
    /// The property value for `null`, when the type has one.
    static var nullValue: Self? { get }
    /// The elements, or nil for an empty optional.
    var itemElements: [Any]? { get }
}

extension Array: ItemArray {
    static var elementType: Any.Type { Element.self }
    static func accepts(_ element: Any) -> Bool { element is Element }
    static func make(from elements: [Any]) -> [Element]? { elements as? [Element] }
    static var nullValue: [Element]? { nil }
    var itemElements: [Any]? { map { $0 } }
}

extension Optional: ItemArray where Wrapped: ItemArray {
    static var elementType: Any.Type { Wrapped.elementType }
    static func accepts(_ element: Any) -> Bool { Wrapped.accepts(element) }
    static func make(from elements: [Any]) -> Wrapped?? { Wrapped.make(from: elements).map { .some($0) } }
    static var nullValue: Wrapped?? { .some(.none) }
    var itemElements: [Any]? { self?.itemElements }
}
