import MirrorMapper

extension SwiftStringLiteral {
    /// A data key as a rename writes it, where a dot would start a path: `meta.version` is written
    /// `meta\.version` (and a backslash `\\`), then quoted.
    static func quotingDataKey(_ key: String) -> String {
        quoting(key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ".", with: "\\."))
    }
}
