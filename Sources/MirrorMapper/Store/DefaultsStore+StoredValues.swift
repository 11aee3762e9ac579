import Foundation

/// A store's values as its file holds them, for tools that show and change the JSON itself, such
/// as `mirrormapper defaults`: no conversion by a Swift type, every number exact as the file has it
/// (64-bit integers, `Decimal`s with every digit). Changes go through ``DefaultsStore/batch(_:)``
/// and ``DefaultsBatch/setStoredValue(_:forKey:)``, under the store's lock and atomic write.
extension DefaultsStore {
    /// The stored values by key, as the file holds them now.
    ///
    /// - Throws: ``DefaultsError`` when the file cannot be read or is corrupt.
    package var storedValues: [String: Any] {
        get throws { try currentValues() }
    }

    /// A value read from JSON text by the reader the store reads its file with (any JSON value,
    /// also a bare string, number, boolean or null), in the shapes ``storedValues`` has, when the
    /// store keeps every number of the text digit for digit.
    ///
    /// - Throws: ``JSONError/invalidJSON(problem:expected:position:)`` for text that is not JSON;
    ///   ``InexactStoredNumber`` for a number with more digits than the store's file gives back.
    package static func storedValue(parsingJSON text: String) throws -> Any {
        let bytes = Data(text.utf8)
        let value = try JSONReader().value(from: bytes)
        try InexactStoredNumber.requireKeptExactly(in: JSONLiteral(parsing: bytes))
        return value
    }

    /// The JSON text of a stored value as the store's file writes it: sorted keys, two-space
    /// indentation, every digit of a number; no final line break.
    ///
    /// - Throws: ``JSONError/unwritableValue(problem:path:)`` for a value that has no JSON form.
    package static func readableJSON(of value: Any) throws(JSONError) -> String {
        String(decoding: try JSONWriter(options: .readable).bytes(from: value), as: UTF8.self)
    }
}
