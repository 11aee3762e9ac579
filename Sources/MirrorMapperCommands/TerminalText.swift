import MirrorMapper

/// Text from outside (a key, a stored value, a path or a message quoting one) as the command sends
/// it to a terminal: every hidden scalar (``HiddenScalars``: escape sequences, BEL, C1 controls,
/// bidi overrides, line breaks) as a `\uXXXX` escape, as JSON writes it, so that nothing but
/// visible text reaches the terminal. The one function every place that echoes such text calls.
enum TerminalText {
    /// `text` with each hidden scalar except those in `kept` as `\uXXXX` (two, a surrogate pair,
    /// beyond U+FFFF). Inside a JSON string the escape is the same character, so JSON text stays
    /// the same JSON; outside strings JSON holds no hidden scalar but its own line breaks.
    static func visible(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { HiddenScalars.contains($0) && !kept.contains($0) }) else {
            return text
        }
        var visible = ""
        for scalar in text.unicodeScalars {
            if HiddenScalars.contains(scalar) && !kept.contains(scalar) {
                visible += escape(scalar)
            } else {
                visible.unicodeScalars.append(scalar)
            }
        }
        return visible
    }

    /// `scalar` as JSON escapes it with `\uXXXX`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let digits = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }.joined()
    }
}
