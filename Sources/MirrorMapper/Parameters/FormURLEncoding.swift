import Foundation

/// The `application/x-www-form-urlencoded` serializer of the WHATWG URL standard: ASCII letters and
/// digits and `*-._` stay as they are, a space becomes `+` (or `%20`, see ``SpaceEncoding``), every
/// other character becomes the percent-encoded bytes of its UTF-8 form, with uppercase hex digits.
enum FormURLEncoding {
    /// How a space is written.
    enum SpaceEncoding {
        /// `+`, as the standard says for form bodies.
        case plus
        /// `%20`, for URL queries: it means a space to form decoders and to plain percent-decoders
        /// (such as `URLComponents.queryItems`) alike, where `+` means a space only to the former.
        case percent20
    }

    /// `name=value` pairs joined by `&`, names and values encoded.
    static func serialize(_ fields: [URLQueryItem], spaces: SpaceEncoding) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            append(field.name, to: &bytes, spaces: spaces)
            bytes.append(UInt8(ascii: "="))
            append(field.value ?? "", to: &bytes, spaces: spaces)
        }
        return bytes
    }

    private static func append(_ text: String, to bytes: inout [UInt8], spaces: SpaceEncoding) {
        for byte in text.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else if byte == UInt8(ascii: " ") && spaces == .plus {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
