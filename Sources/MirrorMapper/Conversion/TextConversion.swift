import Foundation

extension Bool: ValueConvertible {
    /// Converts booleans, the numbers 0 and 1, and the text `true`/`false`, `yes`/`no`, `1`/`0`
    /// (case-insensitive, surrounding spaces ignored). Anything else is a mismatch.
    public static func convert(from value: Any, in context: MappingContext) throws -> Bool {
        if let number = LooseNumber(value) {
            switch number {
            case .boolean(let bool): return bool
            default:
                if let integer = number.exactly(Int8.self), integer == 0 || integer == 1 {
                    return integer == 1
                }
            }
        } else if let text = value as? String {
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: break
            }
        }
        throw MappingError.mismatch(expected: Bool.self, found: value)
    }

    /// The boolean itself.
    public func jsonValue(in context: MappingContext) throws -> Any { self }
}

extension String: ValueConvertible {
    /// Converts text as it is, and numbers to their decimal text (`42` → `"42"`, `2.5` → `"2.5"`,
    /// `true` → `"true"`). Arrays, dictionaries and null are mismatches.
    public static func convert(from value: Any, in context: MappingContext) throws -> String {
        if let text = value as? String { return text }
        if let inexact = InexactJSONNumber.of(value) { return inexact.text }
        if let number = LooseNumber(value) { return number.description }
        throw MappingError.mismatch(expected: String.self, found: value)
    }

    /// The text itself.
    public func jsonValue(in context: MappingContext) throws -> Any { self }
}

extension URL: ValueConvertible {
    /// Converts text that `URL(string:)` accepts (relative references included); empty text fails.
    public static func convert(from value: Any, in context: MappingContext) throws -> URL {
        try parse(value) { $0.isEmpty ? nil : URL(string: $0) }
    }

    /// The URL's absolute string.
    public func jsonValue(in context: MappingContext) throws -> Any { absoluteString }
}

extension UUID: ValueConvertible {
    /// Converts text such as `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"` (either case).
    public static func convert(from value: Any, in context: MappingContext) throws -> UUID {
        try parse(value, UUID.init(uuidString:))
    }

    /// The upper-case UUID string.
    public func jsonValue(in context: MappingContext) throws -> Any { uuidString }
}

extension Data: ValueConvertible {
    /// Converts base64 text (standard alphabet, padding required, as `JSONEncoder` writes it).
    public static func convert(from value: Any, in context: MappingContext) throws -> Data {
        try parse(value) { Data(base64Encoded: $0) }
    }

    /// The bytes as base64 text.
    public func jsonValue(in context: MappingContext) throws -> Any { base64EncodedString() }
}

extension ValueConvertible where Self: RawRepresentable, RawValue: ValueConvertible {
    /// Converts the raw value, then picks the case; an unknown raw value is a mismatch.
    public static func convert(from value: Any, in context: MappingContext) throws -> Self {
        let raw = try RawValue.convert(from: value, in: context)
        guard let result = Self(rawValue: raw) else {
            throw MappingError(
                .typeMismatch(
                    expected: typeName(Self.self), found: "unknown raw value \(excerpt(of: "\(raw)"))"))
        }
        return result
    }

    /// The raw value's JSON form.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try rawValue.jsonValue(in: context)
    }
}

extension ValueConvertible {
    /// A value read from text by `make`; a mismatch when `value` is not text or `make` refuses it.
    static func parse(_ value: Any, _ make: (String) -> Self?) throws -> Self {
        guard let text = value as? String, let parsed = make(text) else {
            throw MappingError.mismatch(expected: Self.self, found: value)
        }
        return parsed
    }
}
