import Foundation

// The routes of the standard value types (see `StandardValue`). Each gives what the type's
// `convert(from:in:)` gives for the same data: a JSON value of the type's own kind is the value
// itself, and a `Decodable` form read through the container's own method is taken only where the
// mapper's rule would give the same value.

extension String: StandardValue {
    static var jsonReadRoute: JSONRead? {
        { stream, context in
            stream.isAtString ? try stream.readString() : try convert(fromValueAt: &stream, in: context)
        }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { text, output in
            output.write(text)
            return true
        }
    }
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        askingDecoderRoute(asking: String.self, accept: { $0 }, readingLooselyWith: loose)
    }
    static var decodesAsItself: Bool { true }
}

extension Bool: StandardValue {
    static var jsonReadRoute: JSONRead? {
        { stream, context in try stream.readBoolean() ?? convert(fromValueAt: &stream, in: context) }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { bool, output in
            output.appendLiteral(bool ? "true" : "false")
            return true
        }
    }
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        askingDecoderRoute(asking: Bool.self, accept: { $0 }, readingLooselyWith: loose)
    }
    static var decodesAsItself: Bool { true }
}

extension Double: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        askingDecoderRoute(asking: Double.self, accept: { $0 }, readingLooselyWith: loose)
    }
    static var decodesAsItself: Bool { true }
}

extension Decimal: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        askingDecoderRoute(asking: Decimal.self, accept: { $0 }, readingLooselyWith: loose)
    }
    static var decodesAsItself: Bool { true }
}

extension Int: StandardValue {
    static var jsonReadRoute: JSONRead? {
        { stream, context in try stream.readInteger() ?? convert(fromValueAt: &stream, in: context) }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { integer, output in
            output.write(integer)
            return true
        }
    }
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension Int64: StandardValue {
    static var jsonReadRoute: JSONRead? {
        { stream, context in
            try stream.readInteger().map(Int64.init) ?? convert(fromValueAt: &stream, in: context)
        }
    }
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension Int8: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension Int16: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension Int32: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension UInt: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension UInt8: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension UInt16: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension UInt32: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension UInt64: StandardValue {
    static func decoderRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead? {
        integerRoute(readingLooselyWith: loose)
    }
}

extension Float: StandardValue {}
extension Date: StandardValue {}
extension URL: StandardValue {}
extension UUID: StandardValue {}
extension Data: StandardValue {}

extension StandardValue where Self: FixedWidthInteger {
    /// The integers are read as the decoder's `Decimal` of the member, which keeps the digits, and
    /// taken when it is exactly an integer of the type. `JSONDecoder` asked for an integer gives
    /// one for every number whose `Double` is whole (`3191739179985921.09` and
    /// `1.0000000000000001` give `3191739179985921` and `1`), so it is not asked; any other member
    /// (a fraction, text, a decoder that gives no `Decimal`) is read loosely, so that the mapper's
    /// one rule for numbers decides. Each integer type calls it, so that it is compiled for each.
    @inline(__always)
    static func integerRoute(readingLooselyWith loose: @escaping DecoderRead) -> DecoderRead {
        askingDecoderRoute(
            asking: Decimal.self, accept: { LooseNumber.decimal($0).exactly(Self.self) },
            readingLooselyWith: loose)
    }

    static var decodesAsItself: Bool { true }
}
