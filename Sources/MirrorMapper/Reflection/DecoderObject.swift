import Foundation

/// A `Decoder`'s keyed container as the source of a model's members, each read by the binding's
/// `Decoder` reader (``DecoderValueReader``), a dotted key followed through nested containers.
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
            return try readPath(key, by: binding, into: &root, in: context)
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

    /// Reads the member at a dotted key, followed as ``DataKey/value(in:)`` follows it through a
    /// dictionary: through nested objects (the first step looked up as ``read`` looks a key up,
    /// the others as they are) and arrays (a decimal index), the last step read by the binding's
    /// reader as any member is (loosely, in an array, which has no key to hand it). Only the values
    /// on the way are asked for: reading the first step's whole value would meet every value inside
    /// it, one the decoder gives as no type (`1e400` from `JSONDecoder`) included.
    private func readPath<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root,
        in context: MappingContext
    ) throws -> MemberRead {
        guard let found = DecoderKeys.member(key.first, of: container) else { return .absent }
        return try Self.follow(
            key.components.dropFirst(), into: container.superDecoder(forKey: found), by: binding, into: &root,
            in: context)
    }

    /// Follows `steps`, never empty, into `value`: the first step is a key of it when it is an
    /// object, an index when it is an array; into anything else it finds nothing.
    private static func follow<Root>(
        _ steps: ArraySlice<String>, into value: any Decoder, by binding: any PropertyBinding<Root>,
        into root: inout Root, in context: MappingContext
    ) throws -> MemberRead {
        guard let step = steps.first else { return .absent }
        let rest = steps.dropFirst()
        if let object = try? value.container(keyedBy: PathCodingKey.self) {
            let key = PathCodingKey(stringValue: step)
            guard object.contains(key) else { return .absent }
            guard rest.isEmpty else {
                return try follow(
                    rest, into: object.superDecoder(forKey: key), by: binding, into: &root, in: context)
            }
            var member = DecoderObject(container: object)
            member.memberKey = key
            if try binding.read(&member, into: &root, in: context) { return .read }
            return try object.decodeNil(forKey: key) ? .null : .absent
        }
        guard var elements = try? value.unkeyedContainer(), let index = Int(step), index >= 0 else {
            return .absent
        }
        while elements.currentIndex < index, !elements.isAtEnd {
            let skipped = elements.currentIndex
            _ = try? elements.decode(SkippedValue.self)
            guard elements.currentIndex > skipped else { return .absent }
        }
        guard elements.currentIndex == index, !elements.isAtEnd else { return .absent }
        guard rest.isEmpty else {
            return try follow(rest, into: elements.superDecoder(), by: binding, into: &root, in: context)
        }
        if try elements.decodeNil() { return .null }
        var member = LooseMember(value: try elements.decode(CodableLooseValue.self).value)
        _ = try binding.read(&member, into: &root, in: context)
        return .read
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
