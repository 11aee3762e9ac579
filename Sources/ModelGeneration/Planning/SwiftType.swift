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

    /// How many collections a type may nest and still be written with brackets. The compiler's
    /// parser takes time exponential in the nesting of brackets (`[[[[Int]]]]`: about 2 s at 22 levels,
    /// more than 5 minutes at 30), not in that of `Array<…>`, which deeper types are written with.
    static let maximumBracketNesting = 8

    /// The type as written, with model names looked up in `names`: `[String: Event]`, `[Int?]`;
    /// nested deeper than ``maximumBracketNesting``, `Array<Array<…<Int>…>>` and
    /// `Dictionary<String, …>`.
    func spelled(_ names: [String]) -> String {
        spelled(names, withBrackets: collectionNesting <= Self.maximumBracketNesting)
    }

    /// How many arrays and dictionaries the type nests: 2 for `[[Int]?]`.
    var collectionNesting: Int {
        switch self {
        case .array(let inner), .dictionary(let inner): 1 + inner.collectionNesting
        case .optional(let inner): inner.collectionNesting
        default: 0
        }
    }

    private func spelled(_ names: [String], withBrackets: Bool) -> String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .decimal: return "Decimal"
        case .string: return "String"
        case .date: return "Date"
        case .url: return "URL"
        case .any: return "Any"
        case .model(let index): return names[index]
        case .array(let element):
            let spelledElement = element.spelled(names, withBrackets: withBrackets)
            return withBrackets ? "[\(spelledElement)]" : "Array<\(spelledElement)>"
        case .dictionary(let value):
            let spelledValue = value.spelled(names, withBrackets: withBrackets)
            return withBrackets ? "[String: \(spelledValue)]" : "Dictionary<String, \(spelledValue)>"
        case .optional(let wrapped): return "\(wrapped.spelled(names, withBrackets: withBrackets))?"
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
