import Foundation

/// How the mapper reads values of one type from a member of a `Decoder`'s keyed container, chosen
/// once per type: the `Decoder` source of the value core (DESIGN.md).
///
/// A decoder tells what a value is only by failing to decode what it is not, and every failure
/// costs an error whose coding path grows with the depth. Plain `Codable` never fails on good data
/// because it asks for the type it wants; so does this reader, for the types whose `Decodable` form
/// is what the mapper's own rule makes of the same data: `String` (text), `Bool` (`true` and
/// `false`), `Double` (the nearest), `Decimal` (a number's digits, which `JSONDecoder` gives), the
/// integers (read as that `Decimal`, taken when it is exactly an integer of the type), arrays, sets
/// and `String`-keyed dictionaries of these, and models without subtypes: a ``MappableCodable``
/// model through its `init(from:)`, any other through ``DecodedModel``, both this source again,
/// joining the same call (``DecodingCall``), so that only the members a model reads are asked for.
/// The standard types are asked for through the container's own method for each, which reads the
/// member in place; the generic method makes a decoder for every member. An optional reads as its
/// wrapped type (`null` is read before), and arrays of models element by element, so that a problem
/// gets the element's index in its path and lenient mode drops an element as from a dictionary.
/// Only where the decoder refuses the data as that type (`"42"` for an `Int`, one bad element of an
/// array) is the member read loosely and converted by the type's rule, with the same results and
/// problems as from a dictionary. Every other type (dates, URLs, transforms, `Any`, models with
/// subtypes, arrays of arrays of models) reads the member loosely and converts it.
///
/// A reader asks for a member once, through the container's `decodeIfPresent`, which tells an
/// absent or `null` member by giving nil: a member looked up by `contains`, then `decodeNil`, then
/// `decode` costs three lookups of its key, and most members are present.
///
/// A reader hands the value to `store` rather than returning an optional: the caller is generic
/// code that a schema calls for every type, and an optional of a type it knows only at run time is
/// a type the runtime looks up on every call (about 340 instructions here, a sixth of what the
/// member costs `JSONDecoder`).
final class DecoderValueReader<Value: ValueConvertible> {
    /// Reads the member `key` of `container` and hands its value to `store`; false, without a
    /// call of `store`, when `container` has no member `key` or it is `null`.
    typealias Read = (
        _ container: KeyedDecodingContainer<PathCodingKey>, _ key: PathCodingKey, _ context: MappingContext,
        _ store: (Value) -> Void
    ) throws -> Bool

    let read: Read

    init(read: @escaping Read) {
        self.read = read
    }

    /// The reader of `Value`, made once per process.
    static func make() -> DecoderValueReader {
        decoderValueReaders.value(for: Value.self) { SharedReader(reader: choose()) }.reader
    }

    /// A reader as the process shares it: it never changes, and captures nothing but types.
    private final class SharedReader: @unchecked Sendable {
        let reader: DecoderValueReader

        init(reader: DecoderValueReader) {
            self.reader = reader
        }
    }

    private static func choose() -> DecoderValueReader {
        if let reader = common {
            return reader
        }
        if let collection = Value.self as? any DecoderElementwise.Type {
            if collection.isCollectionOfIntegers {
                return loose
            }
            if let reader = collection.makeDecoderReader() as? DecoderValueReader {
                return reader
            }
        }
        if decodesAsItself(Value.self),
            let decodable = Value.self as? any (Decodable & ValueConvertible).Type,
            let reader = asItself(decodable) as? DecoderValueReader
        {
            return reader
        }
        if let model = decodedModelType(Value.self), let reader = asModel(model) as? DecoderValueReader {
            return reader
        }
        return loose
    }

    /// The reader of a standard type, when `Value` is one (`standardTypeReader(of:)`).
    private static var common: DecoderValueReader? {
        standardTypeReader(of: Value.self) as? DecoderValueReader
    }

    /// The reader of the `Decodable` type `Decoded` (which is `Value`: the caller casts the reader
    /// once) as itself.
    private static func asItself<Decoded: Decodable & ValueConvertible>(_: Decoded.Type) -> Any {
        DecoderValueReader<Decoded>.decoding(Decoded.self) { $0 }
    }

    /// The reader of the model type `Model` (which is `Value`) as a ``DecodedModel``.
    private static func asModel<Model: Mappable>(_: Model.Type) -> Any {
        DecoderValueReader<Model>.decoding(DecodedModel<Model>.self) { $0.model }
    }

    /// Reads the member as `Decoded` and hands on the value `value` makes of it; where the decoder
    /// refuses the data as that type, reads loosely.
    private static func decoding<Decoded: Decodable>(
        _: Decoded.Type, _ value: @escaping (Decoded) -> Value
    ) -> DecoderValueReader {
        let loose = loose
        return DecoderValueReader { container, key, context, store in
            let issueCount = context.issues.count
            do {
                guard let decoded = try container.decodeIfPresent(Decoded.self, forKey: key) else {
                    return false
                }
                store(value(decoded))
                return true
            } catch let problem as MappingError {
                // A model inside the value met a problem of its own: the dictionary path meets it too.
                throw problem
            } catch {
                // The data is of another kind: what models inside it reported is reported again below.
                context.issues.removeSubrange(issueCount...)
            }
            return try loose.read(container, key, context, store)
        }
    }

    /// Reads the member loosely and converts it by `Value`'s rule.
    static var loose: DecoderValueReader {
        guard StandardValues.contains(Value.self) else {
            return converting(CodableLooseValue.self) { $0.value }
        }
        return converting(CodableLooseScalar.self) { $0.value }
    }

    /// Reads the member as `Member`, the decoder's loose form of it, and converts its `value` by
    /// `Value`'s rule.
    private static func converting<Member: Decodable>(
        _: Member.Type, _ value: @escaping (Member) -> Any
    ) -> DecoderValueReader {
        DecoderValueReader { container, key, context, store in
            guard let member = try container.decodeIfPresent(Member.self, forKey: key) else {
                return false
            }
            store(try Value.convert(from: value(member), in: context))
            return true
        }
    }
}

/// The reader of a standard type, when `type` is one: `String`, `Bool`, `Double` and `Decimal`
/// through the container's own method for the type (the generic one makes a decoder for every
/// member), the integers from the decoder's `Decimal` of the member. Made outside the generic
/// class, so that each reader is compiled for its own type.
private func standardTypeReader(of type: Any.Type) -> Any? {
    if type == String.self {
        return concrete({ try $0.decodeIfPresent(String.self, forKey: $1) }, as: { $0 })
    }
    if type == Bool.self { return concrete({ try $0.decodeIfPresent(Bool.self, forKey: $1) }, as: { $0 }) }
    if type == Double.self {
        return concrete({ try $0.decodeIfPresent(Double.self, forKey: $1) }, as: { $0 })
    }
    if type == Decimal.self {
        return concrete({ try $0.decodeIfPresent(Decimal.self, forKey: $1) }, as: { $0 })
    }
    return integerReader(Int.self, if: type) ?? integerReader(Int64.self, if: type)
        ?? integerReader(UInt64.self, if: type) ?? integerReader(UInt.self, if: type)
        ?? integerReader(Int32.self, if: type) ?? integerReader(UInt32.self, if: type)
        ?? integerReader(Int16.self, if: type) ?? integerReader(UInt16.self, if: type)
        ?? integerReader(Int8.self, if: type) ?? integerReader(UInt8.self, if: type)
}

/// The reader of the integer type `Integer`, when it is `type`: the decoder's `Decimal` of the
/// member, which keeps the digits, when it is exactly an integer of the type. `JSONDecoder` asked
/// for an integer gives one for every number whose `Double` is whole (`3191739179985921.09` and
/// `1.0000000000000001` give `3191739179985921` and `1`), so it is not asked; any other member (a
/// fraction, text, a decoder that gives no `Decimal`) is read loosely, so that the mapper's one
/// rule for numbers decides.
private func integerReader<Integer: FixedWidthInteger & ValueConvertible & Decodable>(
    _: Integer.Type, if type: Any.Type
) -> Any? {
    guard type == Integer.self else { return nil }
    return concrete(
        { try $0.decodeIfPresent(Decimal.self, forKey: $1) },
        as: { LooseNumber.decimal($0).exactly(Integer.self) })
}

/// The reader of the standard type `Decoded`: nil when `decodeIfPresent` gives nil (the member is
/// absent or `null`), else the value `accept` makes of what it gives; where `decodeIfPresent`
/// throws or `accept` gives nil, the member read loosely.
private func concrete<Decoded: ValueConvertible, Given>(
    _ decodeIfPresent: @escaping (KeyedDecodingContainer<PathCodingKey>, PathCodingKey) throws -> Given?,
    as accept: @escaping (Given) -> Decoded?
) -> DecoderValueReader<Decoded> {
    let loose = DecoderValueReader<Decoded>.loose
    return DecoderValueReader { container, key, context, store in
        let given: Given?
        do {
            given = try decodeIfPresent(container, key)
        } catch {
            return try loose.read(container, key, context, store)
        }
        guard let given else { return false }
        if let value = accept(given) {
            store(value)
            return true
        }
        return try loose.read(container, key, context, store)
    }
}

/// Whether values of `type` may hold an integer: an integer type, or an optional or collection of
/// one, decided once per type.
private func mayHoldIntegers(_ type: Any.Type) -> Bool {
    if type is any FixedWidthInteger.Type { return true }
    if let collection = type as? any DecoderElementwise.Type { return collection.elementsMayHoldIntegers }
    return false
}

/// Whether collections of `type` (or an optional of one) may hold integers. They are read loosely:
/// `JSONDecoder` gives an integer for every number whose `Double` is whole, and checking each
/// element against the decoder's `Decimal` would cost a second decoding of the collection, where
/// reading it loosely costs one.
private func holdsIntegersInACollection(_ type: Any.Type) -> Bool {
    (type as? any DecoderElementwise.Type)?.isCollectionOfIntegers ?? false
}

/// The readers made so far, by type.
private let decoderValueReaders = TypeCache()

/// Whether values of `type` decode as themselves (see ``DecoderValueReader``): plain data, and
/// models, whose problems have paths relative to the model.
func decodesAsItself(_ type: Any.Type) -> Bool {
    if isPlainData(type) { return true }
    if let model = type as? any MappableCodable.Type { return !registersSubtypes(model) }
    return false
}

/// Whether `type` is one of the standard types that decode as themselves, or an optional or
/// collection of such: data with no model inside, so no problem inside it needs a path that the
/// decoder knows and the mapper does not (the index of an element).
private func isPlainData(_ type: Any.Type) -> Bool {
    if let standard = StandardValues.record(of: type) { return standard.decodesAsItself }
    if let collection = type as? any DecoderElementwise.Type { return collection.elementsArePlainData }
    return false
}

/// `type` when it is a model that the `Decoder` source reads from its keyed container as a
/// ``DecodedModel``: a ``Mappable`` type that does not decode as itself and registers no subtypes.
private func decodedModelType(_ type: Any.Type) -> (any Mappable.Type)? {
    guard let model = type as? any Mappable.Type, !decodesAsItself(type), !registersSubtypes(model) else {
        return nil
    }
    return model
}

/// Whether the table of `Model` registers subtypes, which a decoder asked for `Model` cannot make.
private func registersSubtypes<Model: Mappable>(_: Model.Type) -> Bool {
    (try? SchemaCache.validSchema(for: Model.self))?.subtypes != nil
}

/// Optionals and collections as the `Decoder` source reads them: plain data when their elements
/// are, loosely when they may hold integers, and optionals and arrays of models by a reader of
/// their own.
protocol DecoderElementwise {
    static var elementsArePlainData: Bool { get }
    static var elementsMayHoldIntegers: Bool { get }
    /// Whether this is a collection whose elements may hold integers, or an optional of one.
    static var isCollectionOfIntegers: Bool { get }
    /// The ``DecoderValueReader`` of this type, or nil when it reads as itself or loosely.
    static func makeDecoderReader() -> Any?
}

extension DecoderElementwise {
    static func makeDecoderReader() -> Any? { nil }
}

extension Optional: DecoderElementwise where Wrapped: ValueConvertible {
    static var elementsArePlainData: Bool { isPlainData(Wrapped.self) }
    static var elementsMayHoldIntegers: Bool { mayHoldIntegers(Wrapped.self) }
    static var isCollectionOfIntegers: Bool { holdsIntegersInACollection(Wrapped.self) }
}

extension Array: DecoderElementwise where Element: ValueConvertible {
    static var elementsArePlainData: Bool { isPlainData(Element.self) }
    static var elementsMayHoldIntegers: Bool { mayHoldIntegers(Element.self) }
    static var isCollectionOfIntegers: Bool { elementsMayHoldIntegers }
}

extension Set: DecoderElementwise where Element: ValueConvertible {
    static var elementsArePlainData: Bool { isPlainData(Element.self) }
    static var elementsMayHoldIntegers: Bool { mayHoldIntegers(Element.self) }
    static var isCollectionOfIntegers: Bool { elementsMayHoldIntegers }
}

extension Dictionary: DecoderElementwise where Key == String, Value: ValueConvertible {
    static var elementsArePlainData: Bool { isPlainData(Value.self) }
    static var elementsMayHoldIntegers: Bool { mayHoldIntegers(Value.self) }
    static var isCollectionOfIntegers: Bool { elementsMayHoldIntegers }
}

// Optionals and arrays of models read their models one by one, so that each problem gets the
// element's index in its path, as from a dictionary.

extension Optional where Wrapped: ValueConvertible {
    /// A present member (`null` is read before) is the wrapped type's.
    static func makeDecoderReader() -> Any? {
        let wrapped = DecoderValueReader<Wrapped>.make()
        return DecoderValueReader<Wrapped?> { container, key, context, store in
            try wrapped.read(container, key, context) { store(.some($0)) }
        }
    }
}

extension Array where Element: ValueConvertible {
    static func makeDecoderReader() -> Any? {
        guard !isPlainData(Element.self) else { return nil }
        if decodesAsItself(Element.self), let decodable = Element.self as? any Decodable.Type {
            return asThemselves(decodable)
        }
        return decodedModelType(Element.self).map { asModels($0) }
    }

    /// Reads the elements as `Decoded`, which is `Element`.
    private static func asThemselves<Decoded: Decodable>(_: Decoded.Type) -> DecoderValueReader<[Element]> {
        elementwise(Decoded.self) { $0 as? Element }
    }

    /// Reads the elements as ``DecodedModel``s of `Model`, which is `Element`.
    private static func asModels<Model: Mappable>(_: Model.Type) -> DecoderValueReader<[Element]> {
        elementwise(DecodedModel<Model>.self) { $0.model as? Element }
    }

    /// Reads the elements one by one as `Decoded`, each the element `element` makes of it, by the
    /// rule of arrays: in lenient mode an element that fails is dropped and reported, in strict
    /// mode it fails the array (``MappingContext/droppingElementIfLenient(at:_:)``).
    private static func elementwise<Decoded: Decodable>(
        _: Decoded.Type, _ element: @escaping (Decoded) -> Element?
    ) -> DecoderValueReader<[Element]> {
        let loose = DecoderValueReader<[Element]>.loose
        return DecoderValueReader { container, key, context, store in
            guard var elements = try? container.nestedUnkeyedContainer(forKey: key) else {
                return try loose.read(container, key, context, store)
            }
            let elementsRead = try context.nested(nil) {
                var result: [Element] = []
                while !elements.isAtEnd {
                    let index = elements.currentIndex
                    try context.droppingElementIfLenient(at: index) { _ in
                        if let element = element(try elements.decode(Decoded.self)) {
                            result.append(element)
                        }
                    }
                    if elements.currentIndex == index {
                        // The element failed before the decoder moved past it.
                        _ = try? elements.decode(SkippedValue.self)
                        guard elements.currentIndex > index else {
                            throw MappingError(.custom("the decoder cannot move past element \(index)"))
                        }
                    }
                }
                return result
            }
            store(elementsRead)
            return true
        }
    }
}

/// A value read and thrown away, to move an unkeyed container past it.
struct SkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}
