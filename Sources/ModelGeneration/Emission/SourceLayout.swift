/// How generated source breaks its lines, as `swift format` breaks them at the package's line
/// length.
enum SourceLayout {
    /// The package's line length.
    static let width = 110

    /// `head tail` on one line when it fits, else `tail` on a continuation line.
    static func fitted(_ head: String, _ tail: String, continuation: String = "        ") -> [String] {
        let line = head + " " + tail
        return line.count <= width ? [line] : [head, continuation + tail]
    }

    /// The lines of a dictionary literal's elements, `indentation` spaces in, one to a line with a
    /// trailing comma (none after a single element).
    static func elements(_ pairs: [(key: String, value: String)], indentation: Int) -> [String] {
        let comma = pairs.count > 1 ? "," : ""
        let indent = String(repeating: " ", count: indentation)
        return pairs.flatMap { key, value in
            fitted(indent + "\(key):", value + comma, continuation: indent + "    ")
        }
    }
}
