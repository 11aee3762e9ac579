/// The Swift type the generator declares for a property, or for an element inside one.
indirect enum SwiftType: Hashable {
    case bool
    case int
    case double
    case decimal
    case string
    case date
    case url
    /// Data of any kind: the place held several kinds, or only `null` or empty containers.
    case any
    /// A generated model, by its index among the planned models.
    case model(Int)
    case array(SwiftType)
    /// A dictionary keyed by ids: `[String: Value]`.
    case dictionary(SwiftType)
    case optional(SwiftType)

    /// The type as written, with model names looked up in `names`: `[String: Event]`, `[Int?]`.
    func spelled(_ names: [String]) -> String {
        switch self {
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .decimal: "Decimal"
        case .string: "String"
        case .date: "Date"
        case .url: "URL"
        case .any: "Any"
        case .model(let index): names[index]
        case .array(let element): "[\(element.spelled(names))]"
        case .dictionary(let value): "[String: \(value.spelled(names))]"
        case .optional(let wrapped): "\(wrapped.spelled(names))?"
        }
    }

    /// Whether `Any` is the type or stands anywhere in it.
    var containsAny: Bool {
        switch self {
        case .any: true
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.containsAny
        default: false
        }
    }

    /// Whether the type needs Foundation: `Date`, `URL` or `Decimal` somewhere in it.
    var needsFoundation: Bool {
        switch self {
        case .date, .url, .decimal: true
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.needsFoundation
        default: false
        }
    }
}
