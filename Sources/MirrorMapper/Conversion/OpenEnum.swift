/// An enum value that keeps a raw value none of its cases has, and writes it back unchanged.
///
/// A plain enum property rejects an unknown raw value: lenient mode keeps the property's current
/// value and reports it, and writing the model back then writes that value, not the data's. Where
/// the data may hold values a newer server or app added (`"visibility": "internal"`), declare the
/// property as an `OpenEnum` of the enum: a known raw value is ``known(_:)``, any other
/// ``unknown(_:)``, and both are written back as they were read.
///
/// ```swift
/// enum Visibility: String { case `public`, `private` }
///
/// struct Repository: Mappable {
///     var visibility = OpenEnum(Visibility.public)
///     static let mapping = Mapping<Repository>(["visibility": \.visibility])
/// }
/// // {"visibility": "internal"} → .unknown("internal"), written back as "internal"
/// ```
///
/// The enum needs no conformance of its own; its raw value converts by the usual rules (`"3"` for
/// an `Int`-backed enum is 3), and a raw value of the wrong type is still a mismatch.
public enum OpenEnum<Known: RawRepresentable>: RawRepresentable where Known.RawValue: ValueConvertible {
    /// A raw value one of the enum's cases has.
    case known(Known)
    /// A raw value none of the enum's cases has, kept as it was read.
    case unknown(Known.RawValue)

    /// The value of a case: `OpenEnum(Visibility.public)`.
    public init(_ known: Known) {
        self = .known(known)
    }

    /// The case with `rawValue`, or ``unknown(_:)`` holding it; never nil.
    public init(rawValue: Known.RawValue) {
        self = Known(rawValue: rawValue).map(Self.known) ?? .unknown(rawValue)
    }

    /// The raw value of the case, or the unknown raw value as it was read.
    public var rawValue: Known.RawValue {
        switch self {
        case .known(let known): known.rawValue
        case .unknown(let rawValue): rawValue
        }
    }
}

extension OpenEnum: ValueConvertible {
    /// Converts the raw value by its type's rules; any raw value of that type is accepted.
    public static func convert(from value: Any, in context: MappingContext) throws -> OpenEnum {
        OpenEnum(rawValue: try Known.RawValue.convert(from: value, in: context))
    }

    /// The raw value's JSON form, for a known and an unknown value alike.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try rawValue.jsonValue(in: context)
    }
}

extension OpenEnum: Equatable where Known.RawValue: Equatable {}
extension OpenEnum: Hashable where Known.RawValue: Hashable {}
extension OpenEnum: Sendable where Known: Sendable, Known.RawValue: Sendable {}
