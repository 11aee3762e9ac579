/// The most characters of a piece of input an error or issue quotes.
private let maximumQuotedCharacters = 40

/// A piece of input (a string, a number's text, a key) as errors and issues quote it: whole up to
/// 40 characters, else its first 40 characters, an ellipsis and its length in UTF-8 bytes
/// (`xxxx… (10000000 bytes)`), so that a message never grows with the input.
///
/// - Parameters:
///   - text: The input.
///   - quoted: Whether the characters shown are put in double quotes (the length stays outside them).
/// - Returns: The text, or its excerpt and length.
func excerpt(of text: String, quoted: Bool = false) -> String {
    let quote = quoted ? "\"" : ""
    let shown = text.prefix(maximumQuotedCharacters)
    guard shown.endIndex < text.endIndex else {
        return quote + text + quote
    }
    return quote + shown + "…" + quote + " (\(text.utf8.count) bytes)"
}
