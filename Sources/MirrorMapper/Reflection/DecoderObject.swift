import Foundation

/// A `Decoder`'s keyed container as the source of a model's members, each read by the binding's
/// `Decoder` reader (``DecoderValueReader``); a member at a dotted key is read loosely.
///
/// The container at the key being read is the ``MemberValue`` a binding reads: a value of its own
/// would copy the container, a retain and a release for every member.
struct DecoderObject: ObjectSource, MemberValue {
    let container: KeyedDecodingContainer<PathCodingKey>
    /// The key of the member being read.
    private var memberKey = PathCodingKey(stringValue: "")

    init(container: KeyedDecodingContainer<PathCodingKey>) {
        self.container = container
    }

    /// Reads the member `key`, or the member under the key the decoder converted it to
    /// (``DecoderKeys``). The member is asked for once, as `decodeIfPresent` does; only when that
    /// finds nothing is the key looked up again, to tell absent from null and to try its
    /// conversion. A null is told apart whatever `separatingNull` says: the binding's reader
    /// takes none.
    @inline(__always)
    mutating func read<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root, separatingNull: Bool,
        in context: MappingContext
    ) throws -> MemberRead {
        guard !key.isPath else {
            return try readPath(key, by: binding, into: &root, separatingNull: separatingNull, in: context)
        }
        memberKey = PathCodingKey(stringValue: key.first)
        if try binding.read(&self, into: &root, in: context) {
            return .read
        }
        guard let found = DecoderKeys.member(key.first, of: container) else { return .absent }
        if try container.decodeNil(forKey: found) { return .null }
        memberKey = found
        return try binding.read(&self, into: &root, in: context) ? .read : .absent
    }

    /// Reads the member at a dotted key: the value at its first step is read loosely
    /// (``CodableLooseValue``), as the dictionary of the data holds it, and the key is followed
    /// through it by ``DictionaryObject``. Only that value is read loosely, not the model's whole
    /// data.
    private func readPath<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root, separatingNull: Bool,
        in context: MappingContext
    ) throws -> MemberRead {
        guard let found = DecoderKeys.member(key.first, of: container),
            let first = try container.decodeIfPresent(CodableLooseValue.self, forKey: found)
        else { return .absent }
        return try DictionaryObject(dictionary: [key.first: first.value]).read(
            key, by: binding, into: &root, separatingNull: separatingNull, in: context)
    }

    /// The member at ``memberKey`` read loosely (``CodableLooseValue``).
    func looseValue(in context: MappingContext) throws -> Any? {
        try container.decodeIfPresent(CodableLooseValue.self, forKey: memberKey)?.value
    }

    /// Replaces the property with the value the type's `Decoder` reader gives of the member at
    /// ``memberKey``; absent and null give none.
    func read<Root, Value: ValueConvertible>(
        into root: inout Root, at accessor: PropertyAccessor<Root, Value>, by routes: ValueRoutes<Value>,
        in context: MappingContext
    ) throws -> Bool {
        try routes.decoderReader.read(container, memberKey, context) { accessor.write($0, into: &root) }
    }

    /// Leaves the member unread: a keyed container is not read in order.
    func skip() {}
}

extension ModelSchema {
    /// Sets every property whose key is a member of `container`; the others are left alone. For
    /// schemas that read keyed containers (``readsDecoderContainers``).
    func populate(
        _ root: inout Root, from container: KeyedDecodingContainer<PathCodingKey>, in context: MappingContext
    ) throws {
        var source = DecoderObject(container: container)
        try populate(&root, from: &source, in: context)
    }
}
