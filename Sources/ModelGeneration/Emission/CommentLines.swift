/// Text broken into comment lines that fit the package's line length (110 columns), at spaces.
enum CommentLines {
    /// The lines of `text`, each starting with `indent` and `marker` (`// ` or `/// `).
    static func wrapping(_ text: String, indent: String, marker: String, width: Int = 110) -> [String] {
        let prefix = indent + marker
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(prefix + line)
        return lines
    }
}
