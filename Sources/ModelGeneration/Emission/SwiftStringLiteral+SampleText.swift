import MirrorMapper

extension SwiftStringLiteral {
    /// Text from a sample as the generated source quotes it: as ``quoting(_:)`` quotes it, with
    /// every ``HiddenScalars`` scalar escaped too, so that the literal shows what it holds.
    static func quotingSampleText(_ text: String) -> String {
        quoting(text, alsoEscaping: HiddenScalars.contains)
    }

    /// A data key as a rename writes it, where a dot would start a path: `meta.version` is written
    /// `meta\.version` (and a backslash `\\`), then quoted.
    static func quotingDataKey(_ key: String) -> String {
        quotingSampleText(
            key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ".", with: "\\."))
    }
}
