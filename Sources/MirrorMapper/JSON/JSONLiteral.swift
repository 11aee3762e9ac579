import Foundation

/// A JSON document as it is written: objects keep their members in order and numbers their text.
///
/// For tools that describe a document rather than map it, such as `mirrormapper generate`, which
/// lists a model's properties in the order of the sample and tells `Int` from `Double` and
/// `Decimal` by the digits written. It reads with the package's JSON reader (strict RFC 8259,
/// errors with line and column); the mapper itself never needs it.
package enum JSONLiteral: Sendable {
    /// An object's members in the order written; a repeated key keeps its first place and its
    /// last value.
    case object([(key: String, value: JSONLiteral)])
    /// An array's elements.
    case array([JSONLiteral])
    /// A string, unescaped.
    case string(String)
    /// A number's text as written, such as `-12.50e3`.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Reads one JSON document.
    ///
    /// - Parameter json: UTF-8 JSON text; any value may stand at the top level.
    /// - Throws: ``JSONError/invalidJSON(problem:expected:position:)`` for text that is not JSON.
    package init(parsing json: Data) throws(JSONError) {
        var options = JSONReader.Options()
        options.keepsLiteralForm = true
        self.init(parsed: try JSONReader(options: options).value(from: json))
    }

    /// A value from the reader in literal form, whose objects and numbers are literals already.
    init(parsed value: Any) {
        switch value {
        case let literal as JSONLiteral: self = literal
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let elements as [Any]: self = .array(elements.map(JSONLiteral.init(parsed:)))
        default: self = .null
        }
    }

    /// The value at `keyPath`, written as ``Mapper/objects(of:from:at:)`` takes it (keys separated
    /// by dots, `\.` for a dot inside a key, array indices as numbers); nil when a step is missing.
    package func value(at keyPath: String) -> JSONLiteral? {
        var current = self
        for component in DataKey(parsing: keyPath).components {
            switch current {
            case .object(let members):
                guard let member = members.first(where: { $0.key == component }) else { return nil }
                current = member.value
            case .array(let elements):
                guard let index = Int(component), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }
}
