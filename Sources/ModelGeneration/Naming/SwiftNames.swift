/// How words become Swift names, and the names a generated model must not take.
///
/// One rule for acronyms, as Swift's API guidelines ask: an acronym is written uniformly, in capitals
/// (`userID`, `profileImageURLHTTPS`, `HTTPHeaders`), or in lower case where a lower camel case name
/// starts with it (`id`, `urlString`); a plural keeps its `s` in lower case (`userIDs`).
enum SwiftNames {
    /// The words written as acronyms: `id`, `url`, `http`…
    static let acronyms: Set<String> = [
        "api", "css", "gps", "html", "http", "https", "id", "ip", "json", "pdf", "sql", "uri", "url", "utc",
        "uuid", "xml",
    ]

    /// `profile image url https` → `profileImageURLHTTPS`, `id` → `id`.
    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first + upperCamel(Array(words.dropFirst()))
    }

    /// `seat category` → `SeatCategory`, `url https` → `URLHTTPS`.
    static func upperCamel(_ words: [String]) -> String {
        words.map { acronymSpelling(of: $0) ?? $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `word` as a name writes it after its start when it is an acronym or an acronym's plural:
    /// `URL`, `HTTPS`, `IDs`; nil for any other word.
    static func acronymSpelling(of word: String) -> String? {
        if acronyms.contains(word) { return word.uppercased() }
        guard word.hasSuffix("s"), acronyms.contains(String(word.dropLast())) else { return nil }
        return word.dropLast().uppercased() + "s"
    }

    /// Whether `text` is a lower camel case ASCII identifier, whose words a property's name keeps:
    /// `id`, `userType`, `iOSVersion`.
    static func isLowerCamelIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy(isAlphanumeric)
    }

    /// Whether `text` is an upper camel case ASCII identifier, as a type's name must be.
    static func isUpperCamelIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy(isAlphanumeric)
    }

    /// Whether `scalar` is an ASCII letter or digit.
    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// `name`, in backticks when it is a Swift keyword: `` `class` ``, `` `default` ``.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Words that name a property only in backticks.
    static let keywords: Set<String> = [
        "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var",
        "where", "while",
    ]

    /// Property names a model cannot have even in backticks: the initializer, `self` (whose key
    /// path `\.self` is the whole value) and the table itself (`mapping`).
    static let reservedPropertyNames: Set<String> = ["deinit", "init", "mapping", "self", "subscript"]

    /// Type names a model must not take: the standard library's, Foundation's and MirrorMapper's
    /// common types, which a model of the same name would hide in the user's module.
    static let reservedTypeNames: Set<String> = [
        // Swift
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "Collection", "Decodable", "Dictionary",
        "Double", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int16",
        "Int32", "Int64", "Int8", "Never", "Optional", "Protocol", "Range", "Result", "Self", "Sendable",
        "Sequence", "Set", "String", "Substring", "Task", "Type", "UInt", "UInt16", "UInt32", "UInt64",
        "UInt8", "Void",
        // Foundation
        "Bundle", "Calendar", "Data", "Date", "DateComponents", "Decimal", "Locale", "Measurement",
        "Notification", "Operation", "Process", "Progress", "Thread", "TimeZone", "Timer", "URL",
        "URLComponents", "URLRequest", "UUID",
        // MirrorMapper
        "ArchiveFileError", "ClassMapping", "DateStrategy", "DefaultsBatch", "DefaultsError", "DefaultsIssue",
        "DefaultsKey", "DefaultsKeys", "DefaultsObservation", "DefaultsStore", "DescriptionLimits",
        "JSONError", "KeyStrategy", "KeyValueSettable", "Mappable", "Mapper", "Mapping", "MappingContext",
        "MappingDeclaration", "MappingError", "MappingIssue", "MappingTable", "ModelDifference", "OpenEnum",
        "ParameterEncoding", "Property", "PropertyTransform", "ValueConvertible",
    ]
}
