// Also compiled into the `allpaths` fuzz target (see AllPaths.swift).

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

extension AllPaths {
    /// The top-level object of `json` as `JSONReader` makes it, except that an object with a
    /// repeated key keeps the key's first value (as `JSONDecoder` reads it) instead of its last;
    /// nil when no key repeats, or when `json` is not a JSON object. Strings and numbers are read
    /// with `options` (numbers as their text with `keepsLiteralForm`).
    static func firstOfRepeatedKeys(in json: Data, options: JSONReader.Options = .init()) -> [String: Any]? {
        var reader = FirstValueReader(bytes: Array(json), options: options)
        guard let value = try? reader.value(), reader.repeatsKey else { return nil }
        return value as? [String: Any]
    }
}

/// Reads JSON text that `JSONReader` accepted, keeping the first value of a repeated key. Strings
/// and numbers are read by `JSONReader` itself, one token at a time.
private struct FirstValueReader {
    let bytes: [UInt8]
    /// The options each string and number is read with.
    let options: JSONReader.Options
    var index = 0
    /// Whether an object repeated a key.
    var repeatsKey = false

    struct NotJSON: Error {}

    /// JSON's whitespace.
    private static let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    /// What ends a number or a literal.
    private static let tokenEnds = space.union([UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")])

    mutating func value() throws -> Any {
        skipSpace()
        guard index < bytes.count else { throw NotJSON() }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var object: [String: Any] = [:]
            while try !isAtEnd(of: UInt8(ascii: "}"), first: object.isEmpty) {
                skipSpace()
                guard let key = try token(string: true) as? String else { throw NotJSON() }
                skipSpace()
                try expect(UInt8(ascii: ":"))
                let member = try value()
                if object[key] == nil {
                    object[key] = member
                } else {
                    repeatsKey = true
                }
            }
            return object
        case UInt8(ascii: "["):
            index += 1
            var array: [Any] = []
            while try !isAtEnd(of: UInt8(ascii: "]"), first: array.isEmpty) {
                array.append(try value())
            }
            return array
        case UInt8(ascii: "\""):
            return try token(string: true)
        default:
            return try token(string: false)
        }
    }

    /// Whether the container ends here (consuming its closing byte), or goes on (consuming a comma
    /// before every member but the first).
    private mutating func isAtEnd(of closing: UInt8, first: Bool) throws -> Bool {
        skipSpace()
        guard index < bytes.count else { throw NotJSON() }
        if bytes[index] == closing {
            index += 1
            return true
        }
        if !first { try expect(UInt8(ascii: ",")) }
        return false
    }

    /// A string, or a number or literal, read by `JSONReader` from its own text.
    private mutating func token(string: Bool) throws -> Any {
        let start = index
        if string {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
        } else {
            while index < bytes.count, !Self.tokenEnds.contains(bytes[index]) { index += 1 }
        }
        guard index <= bytes.count, index > start else { throw NotJSON() }
        return try JSONReader(options: options).document(from: Array(bytes[start..<index])).value
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw NotJSON() }
        index += 1
    }

    private mutating func skipSpace() {
        while index < bytes.count, Self.space.contains(bytes[index]) { index += 1 }
    }
}
