import Foundation

/// Where the members of one object come from when ``ModelSchema/populate(_:from:in:)`` reads it:
/// a dictionary (``DictionaryObject``), a JSON object indexed in one pass (``IndexedJSONObject``),
/// the member at a JSON stream's position (``JSONStream``, in document order), or a `Decoder`'s
/// keyed container (``DecoderObject``).
///
/// A source finds the member at a key and hands its value (a ``MemberValue``) to the binding's read
/// method; it decides nothing else. Which keys are tried (fallback keys), what a null does, where
/// an issue or a problem is located and whether it is worked around are decided once, by the
/// populate, for every source.
protocol ObjectSource {
    /// Reads the member at `key` into the property of `binding`: ``MemberRead/read`` once the
    /// binding took it (its problem thrown, the source standing past the member), and
    /// ``MemberRead/absent`` when there is none. With `separatingNull`, a null member is not read
    /// but returned as ``MemberRead/null``, for the populate to decide; without, the source may
    /// hand it to the binding as any other value (which reads it as null), sparing the check
    /// (a cast, for a value in a dictionary) where nothing depends on it.
    mutating func read<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root, separatingNull: Bool,
        in context: MappingContext
    ) throws -> MemberRead

    /// Reads the null member at `key`, which ``read(_:by:into:separatingNull:in:)`` returned as
    /// ``MemberRead/null``, into the property of `binding`.
    mutating func readNull<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root,
        in context: MappingContext
    ) throws
}

extension ObjectSource {
    /// Reads the null as `NSNull`, the one null of JSON text and of a `Decoder`.
    func readNull<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root,
        in context: MappingContext
    ) throws {
        var null = LooseMember(value: NSNull())
        _ = try binding.read(&null, into: &root, in: context)
    }
}

/// What an ``ObjectSource`` found at a key.
enum MemberRead {
    /// No member has the key.
    case absent
    /// The member is null, and was not read.
    case null
    /// The property read the member.
    case read
}

/// A dictionary as the source of a model's members, keys followed through nested dictionaries
/// and arrays (``DataKey/value(in:)``).
struct DictionaryObject: ObjectSource {
    let dictionary: [String: Any]

    @inline(__always)
    func read<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root, separatingNull: Bool,
        in context: MappingContext
    ) throws -> MemberRead {
        guard let value = key.value(in: dictionary) else { return .absent }
        if separatingNull, isNull(value) { return .null }
        var member = LooseMember(value: consume value)
        _ = try binding.read(&member, into: &root, in: context)
        return .read
    }

    /// Reads the null as the dictionary holds it: an empty `Optional` is read as itself.
    func readNull<Root>(
        _ key: DataKey, by binding: any PropertyBinding<Root>, into root: inout Root,
        in context: MappingContext
    ) throws {
        guard let value = key.value(in: dictionary) else { return }
        var member = LooseMember(value: consume value)
        _ = try binding.read(&member, into: &root, in: context)
    }
}
