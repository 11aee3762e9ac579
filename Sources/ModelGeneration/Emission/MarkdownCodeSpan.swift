/// Text shown as code in a comment's Markdown, whatever backticks it holds.
enum MarkdownCodeSpan {
    /// `text` between runs of backticks one longer than any run inside it, with a space inside each
    /// end when it starts or ends with a backtick (CommonMark's rule): `` `user` ``, ``` ``a`b`` ```.
    static func of(_ text: String) -> String {
        var longest = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let scalars = text.unicodeScalars
        let padding = scalars.first == "`" || scalars.last == "`" ? " " : ""
        return fence + padding + text + padding + fence
    }
}
