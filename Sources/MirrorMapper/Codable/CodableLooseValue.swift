import Foundation

/// A loose value (`[String: Any]`, `[Any]`, text, a number, a boolean or `NSNull`) read from any
/// `Decoder`: how ``MappableCodable`` models read from coders other than the mapper's own.
///
/// A decoder tells what kind of value it holds only by failing to decode the other kinds, so they
/// are tried from the most common in JSON on: text, integers (exactly, as `Int64` or `UInt64`),
/// other numbers, booleans, dictionaries, arrays.
struct CodableLooseValue: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = NSNull()
        } else if let text = try? single.decode(String.self) {
            value = text
        } else if let integer = try? single.decode(Int64.self) {
            value = integer
        } else if let integer = try? single.decode(UInt64.self) {
            value = integer
        } else if let number = try? single.decode(Double.self) {
            value = number
        } else if let bool = try? single.decode(Bool.self) {
            value = bool
        } else if let members = try? decoder.container(keyedBy: PathCodingKey.self) {
            value = try Self.dictionary(from: members)
        } else {
            var elements = try decoder.unkeyedContainer()
            var array: [Any] = []
            while !elements.isAtEnd {
                array.append(try elements.decode(CodableLooseValue.self).value)
            }
            value = array
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
}
