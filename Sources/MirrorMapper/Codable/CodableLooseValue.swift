import Foundation

/// A loose value (`[String: Any]`, `[Any]`, text, a number, a boolean or `NSNull`) read from any
/// `Decoder`: how ``MappableCodable`` models read a value whose type does not decode as itself
/// (``DecoderValueReader``).
///
/// A decoder tells what kind of value it holds only by failing to decode the other kinds, and a
/// failure is not cheap: its error carries the coding path, which grows with the depth, and
/// `JSONDecoder` failing to decode text from an object takes time that grows with the object. So
/// containers are tried first (a container fails fast on a scalar), then `null`, text, numbers and
/// booleans. A number is read as a `Decimal` where the decoder gives one (`JSONDecoder` gives the
/// number's own digits, up to 38) and then classified by the mapper's one rule for numbers
/// (``NumberReading``), so that `0.10000000000000001` stays exact and `42` is an integer; a decoder
/// hands numbers by value, so `1.0` and `1` are the same number here.
struct CodableLooseValue: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        if let members = try? decoder.container(keyedBy: PathCodingKey.self) {
            value = try Self.dictionary(from: members)
        } else if var elements = try? decoder.unkeyedContainer() {
            var array: [Any] = []
            while !elements.isAtEnd {
                array.append(try elements.decode(CodableLooseValue.self).value)
            }
            value = array
        } else {
            value = try Self.scalar(from: decoder.singleValueContainer())
        }
    }

    /// The members of a keyed container.
    static func dictionary(from members: KeyedDecodingContainer<PathCodingKey>) throws -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for key in members.allKeys {
            dictionary[key.stringValue] = try members.decode(CodableLooseValue.self, forKey: key).value
        }
        return dictionary
    }

    /// The scalar in `single`: `NSNull`, text, a number or a boolean.
    static func scalar(from single: any SingleValueDecodingContainer) throws -> Any {
        if single.decodeNil() { return NSNull() }
        if let text = try? single.decode(String.self) { return text }
        if let decimal = try? single.decode(Decimal.self), let number = classified(decimal) { return number }
        if let integer = try? single.decode(Int64.self) { return integer }
        if let integer = try? single.decode(UInt64.self) { return integer }
        if let number = try? single.decode(Double.self) { return number }
        return try single.decode(Bool.self)
    }

    /// The number `decimal` holds, of the kind ``NumberReading`` gives its digits; nil for NaN.
    private static func classified(_ decimal: Decimal) -> Any? {
        switch NumberReading(text: decimal.description) {
        case .integer(let value): value
        case .unsignedInteger(let value): value
        case .double(let value): value
        case .decimal(let value): value
        case .nearestDouble, .beyondDouble, nil: nil
        }
    }
}

/// A loose scalar read from any `Decoder`, as ``CodableLooseValue`` reads one, for the standard
/// types whose data is text or a number (dates, URLs, UUIDs, data): tried as a scalar first, so
/// that such a value costs no failed container; anything else is read as ``CodableLooseValue``
/// reads it.
struct CodableLooseScalar: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(),
            let scalar = try? CodableLooseValue.scalar(from: single)
        {
            value = scalar
        } else {
            value = try CodableLooseValue(from: decoder).value
        }
    }
}
