import Foundation

/// The one place where request bodies become JSON text, so the writer can be replaced.
enum JSONBodyWriter {
    /// UTF-8 JSON of a JSON-compatible value: keys sorted, `/` not escaped.
    static func data(from jsonObject: Any) throws -> Data {
        try JSONSerialization.data(
            withJSONObject: jsonObject, options: [.sortedKeys, .withoutEscapingSlashes])
    }
}
