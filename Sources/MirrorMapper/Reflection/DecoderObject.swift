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
    /// dictionary: through nested keyed containers (the first step looked up as ``read`` looks a
    /// key up, the others as they are) and arrays (a decimal index), the last step read by the
    /// binding's reader as any member is (loosely, in an array, which has no key to hand it). Only
    /// the values on the way are asked for: reading the first step's whole value would meet every
    /// value inside it, one the decoder gives as no type (`1e400` from `JSONDecoder`) included.
    private func readPath<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root,
        in context: MappingContext
    ) throws -> MemberRead {
        guard let found = DecoderKeys.member(key.first, of: container) else { return .absent }
        return try Self.follow(
            key.components.dropFirst(), from: container, at: found, by: binding, into: &root, in: context)
    }

    /// Follows `steps` from the member `key` of `object`.
    private static func follow<Root>(
        _ steps: ArraySlice<String>, from object: KeyedDecodingContainer<PathCodingKey>,
        at key: PathCodingKey,
        by binding: any PropertyBinding<Root>, into root: inout Root, in context: MappingContext
    ) throws -> MemberRead {
        guard let step = steps.first else {
            var member = DecoderObject(container: object)
            member.memberKey = key
            if try binding.read(&member, into: &root, in: context) { return .read }
            return try object.decodeNil(forKey: key) ? .null : .absent
        }
        if let nested = try? object.nestedContainer(keyedBy: PathCodingKey.self, forKey: key) {
            let next = PathCodingKey(stringValue: step)
            guard nested.contains(next) else { return .absent }
            return try follow(
                steps.dropFirst(), from: nested, at: next, by: binding, into: &root, in: context)
        }
        guard var elements = try? object.nestedUnkeyedContainer(forKey: key) else { return .absent }
        return try follow(steps, in: &elements, by: binding, into: &root, in: context)
    }

    /// Follows `steps`, the first a decimal index, from the array `elements`.
    private static func follow<Root>(
        _ steps: ArraySlice<String>, in elements: inout any UnkeyedDecodingContainer,
        by binding: any PropertyBinding<Root>, into root: inout Root, in context: MappingContext
    ) throws -> MemberRead {
        guard let step = steps.first, let index = Int(step), index >= 0 else { return .absent }
        while elements.currentIndex < index, !elements.isAtEnd {
            let skipped = elements.currentIndex
            _ = try? elements.decode(SkippedValue.self)
            guard elements.currentIndex > skipped else { return .absent }
        }
        guard elements.currentIndex == index, !elements.isAtEnd else { return .absent }
        let rest = steps.dropFirst()
        guard let next = rest.first else {
            if try elements.decodeNil() { return .null }
            var member = LooseMember(value: try elements.decode(CodableLooseValue.self).value)
            _ = try binding.read(&member, into: &root, in: context)
            return .read
        }
        if let nested = try? elements.nestedContainer(keyedBy: PathCodingKey.self) {
            let key = PathCodingKey(stringValue: next)
            guard nested.contains(key) else { return .absent }
            return try follow(rest.dropFirst(), from: nested, at: key, by: binding, into: &root, in: context)
        }
        guard var nestedElements = try? elements.nestedUnkeyedContainer() else { return .absent }
        return try follow(rest, in: &nestedElements, by: binding, into: &root, in: context)
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
