import Foundation

/// A loose value (`[String: Any]`, `[Any]`, text, a number, a boolean or `NSNull`) read from any
/// `Decoder` or written to any `Encoder`: how ``MappableCodable`` models meet coders other than the
/// mapper's own.
struct CodableLooseValue: Decodable, Encodable {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }

    /// Reads what the decoder holds. A decoder tells what kind of value it holds only by failing to
    /// decode the other kinds, so they are tried from the most common in JSON on: text, integers
    /// (exactly, as `Int64` or `UInt64`), other numbers, booleans, dictionaries, arrays.
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
            var dictionary: [String: Any] = [:]
            for key in members.allKeys {
                dictionary[key.stringValue] = try members.decode(CodableLooseValue.self, forKey: key).value
            }
            value = dictionary
        } else {
            var elements = try decoder.unkeyedContainer()
            var array: [Any] = []
            while !elements.isAtEnd {
                array.append(try elements.decode(CodableLooseValue.self).value)
            }
            value = array
        }
    }

    /// Writes the value. A `Decimal` is written as a number when a `Double` holds it exactly, else
    /// as its text (which the mapper reads back with every digit), since only some encoders write
    /// `Decimal`s as numbers.
    func encode(to encoder: any Encoder) throws {
        if let dictionary = value as? [String: Any] {
            var members = encoder.container(keyedBy: PathCodingKey.self)
            for (key, member) in dictionary {
                try members.encode(CodableLooseValue(member), forKey: PathCodingKey(stringValue: key))
            }
            return
        }
        if let array = value as? [Any] {
            var elements = encoder.unkeyedContainer()
            for element in array { try elements.encode(CodableLooseValue(element)) }
            return
        }
        var single = encoder.singleValueContainer()
        if let text = value as? String { return try single.encode(text) }
        if isNull(value) { return try single.encodeNil() }
        switch LooseNumber(value) {
        case .signed(let integer): try single.encode(integer)
        case .unsigned(let integer): try single.encode(integer)
        case .floating(let number): try single.encode(number)
        case .boolean(let bool): try single.encode(bool)
        case .decimal(let decimal):
            let number = Double(decimal.description)
            if let number, Decimal(string: String(number)) == decimal {
                try single.encode(number)
            } else {
                try single.encode(decimal.description)
            }
        case nil:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(typeName(type(of: value))) is not a JSON-compatible value"))
        }
    }
}
