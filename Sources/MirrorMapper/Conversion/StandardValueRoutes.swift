import Foundation

// The routes of the standard value types (see `StandardValue`). Each gives what the type's
// `convert(from:in:)` gives for the same data: a JSON value of the type's own kind is the value
// itself, and a `Decodable` form read through the container's own method is taken only where the
// mapper's rule would give the same value.

extension String: StandardValue {
    static var jsonReadRoute: JSONReadRoute? {
        { stream throws(JSONStream.TextError) in stream.isAtString ? try stream.readString() : nil }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { text, output in
            output.write(text)
            return true
        }
    }
    static var decoderRoute: DecoderRoute? { decodingItself(String.self) }
    static var decodesAsItself: Bool { true }
}

extension Bool: StandardValue {
    static var jsonReadRoute: JSONReadRoute? {
        { stream throws(JSONStream.TextError) in try stream.readBoolean() }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { bool, output in
            output.appendLiteral(bool ? "true" : "false")
            return true
        }
    }
    static var decoderRoute: DecoderRoute? { decodingItself(Bool.self) }
    static var decodesAsItself: Bool { true }
}

extension Double: StandardValue {
    static var decoderRoute: DecoderRoute? { decodingItself(Double.self) }
    static var decodesAsItself: Bool { true }
}

extension Decimal: StandardValue {
    static var decoderRoute: DecoderRoute? { decodingItself(Decimal.self) }
    static var decodesAsItself: Bool { true }
}

extension Int: StandardValue {
    static var jsonReadRoute: JSONReadRoute? {
        { stream in stream.readInteger() }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { integer, output in
            output.write(integer)
            return true
        }
    }
}

extension Int64: StandardValue {
    static var jsonReadRoute: JSONReadRoute? {
        { stream in stream.readInteger().map(Int64.init) }
    }
}

extension Float: StandardValue {}
extension Int8: StandardValue {}
extension Int16: StandardValue {}
extension Int32: StandardValue {}
extension UInt: StandardValue {}
extension UInt8: StandardValue {}
extension UInt16: StandardValue {}
extension UInt32: StandardValue {}
extension UInt64: StandardValue {}
extension Date: StandardValue {}
extension URL: StandardValue {}
extension UUID: StandardValue {}
extension Data: StandardValue {}

/// The integers are read as the decoder's `Decimal` of the member, which keeps the digits, and
/// taken when it is exactly an integer of the type. `JSONDecoder` asked for an integer gives one
/// for every number whose `Double` is whole (`3191739179985921.09` and `1.0000000000000001` give
/// `3191739179985921` and `1`), so it is not asked; any other member (a fraction, text, a decoder
/// that gives no `Decimal`) is read loosely, so that the mapper's one rule for numbers decides.
extension StandardValue where Self: FixedWidthInteger {
    static var decoderRoute: DecoderRoute? {
        { container, key in
            guard let decimal = try container.decodeIfPresent(Decimal.self, forKey: key) else {
                return .absent
            }
            return LooseNumber.decimal(decimal).exactly(Self.self).map(DecodedMember.value) ?? .refused
        }
    }
    static var decodesAsItself: Bool { true }
}

/// The route that asks the container for a `Decoded` and takes what it gives.
private func decodingItself<Decoded: Decodable>(
    _: Decoded.Type
) -> (KeyedDecodingContainer<PathCodingKey>, PathCodingKey) throws -> DecodedMember<Decoded> {
    { container, key in
        try container.decodeIfPresent(Decoded.self, forKey: key).map(DecodedMember.value) ?? .absent
    }
}
