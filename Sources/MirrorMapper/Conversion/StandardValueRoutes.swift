import Foundation

// The routes of the standard value types (see `StandardValue`). Each gives what the type's
// `convert(from:in:)` gives for the same data: a JSON value of the type's own kind is the value
// itself. The `Decoder` source's readers of the standard types stay `DecoderValueReader`'s
// `standardTypeReader(of:)`: a decoder route passed from a conformance to generic code was
// reabstracted on every member, 10% slower through `JSONDecoder`.

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
    static var decodesAsItself: Bool { true }
}

extension Double: StandardValue {
    static var decodesAsItself: Bool { true }
}

extension Decimal: StandardValue {
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
}

extension Int64: StandardValue {
    static var jsonReadRoute: JSONRead? {
        { stream, context in
            try stream.readInteger().map(Int64.init) ?? convert(fromValueAt: &stream, in: context)
        }
    }
}

extension Int8: StandardValue {}
extension Int16: StandardValue {}
extension Int32: StandardValue {}
extension UInt: StandardValue {}
extension UInt8: StandardValue {}
extension UInt16: StandardValue {}
extension UInt32: StandardValue {}
extension UInt64: StandardValue {}
extension Float: StandardValue {}
extension Date: StandardValue {}
extension URL: StandardValue {}
extension UUID: StandardValue {}
extension Data: StandardValue {}

extension StandardValue where Self: FixedWidthInteger {
    static var decodesAsItself: Bool { true }
}
