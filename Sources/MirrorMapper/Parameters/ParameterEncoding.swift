/// How arrays, booleans and nulls are written in URL queries and form bodies; see
/// ``Mapper/queryItems(from:including:excluding:encoding:)``.
///
/// The defaults suit most web frameworks (Rails, PHP, Express with `qs`): `tags[]=a&tags[]=b`,
/// `true`/`false`, and no field at all for nil.
///
/// ```swift
/// let encoding = ParameterEncoding(arrayStyle: .indexed, boolStyle: .oneZero, nullStyle: .emptyValue)
/// let fields: [String: Any] = ["flags": [true, false], "nickname": NSNull()]
/// let body = try Mapper().formURLEncodedBody(from: fields, encoding: encoding)
/// // flags%5B0%5D=1&flags%5B1%5D=0&nickname=   (flags[0]=1&flags[1]=0&nickname=)
/// ```
public struct ParameterEncoding: Sendable, Hashable {
    /// How the elements of an array are named.
    public enum ArrayStyle: Sendable, Hashable {
        /// Empty brackets after the name: `tags[]=a&tags[]=b` (the default).
        case brackets
        /// The name alone, repeated: `tags=a&tags=b`.
        case repeatedKey
        /// The element's index in brackets: `tags[0]=a&tags[1]=b`. The only style in which an array of
        /// dictionaries or of arrays keeps its structure unambiguously.
        case indexed
    }

    /// How booleans are written.
    public enum BoolStyle: Sendable, Hashable {
        /// `true` and `false` (the default).
        case trueFalse
        /// `1` and `0`.
        case oneZero
    }

    /// How nil properties and `NSNull` values are written.
    public enum NullStyle: Sendable, Hashable {
        /// Left out (the default).
        case omit
        /// The name with an empty value: `nickname=`.
        case emptyValue
    }

    /// How the elements of an array are named; ``ArrayStyle/brackets`` by default.
    public var arrayStyle: ArrayStyle
    /// How booleans are written; ``BoolStyle/trueFalse`` by default.
    public var boolStyle: BoolStyle
    /// How nil properties and `NSNull` values are written; ``NullStyle/omit`` by default. For queries and
    /// form bodies this alone decides: the mapper's ``Mapper/nilEncoding`` does not matter there.
    public var nullStyle: NullStyle

    /// Options for queries and form bodies; every option has a default.
    ///
    /// ```swift
    /// let repeated = ParameterEncoding(arrayStyle: .repeatedKey)   // ids=1&ids=2
    /// ```
    public init(
        arrayStyle: ArrayStyle = .brackets, boolStyle: BoolStyle = .trueFalse, nullStyle: NullStyle = .omit
    ) {
        self.arrayStyle = arrayStyle
        self.boolStyle = boolStyle
        self.nullStyle = nullStyle
    }
}
