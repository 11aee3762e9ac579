/// The most Unicode scalars of a piece of input an error or issue quotes.
private let maximumQuotedScalars = 40

/// A piece of input (a string, a number's text, a key) as errors and issues quote it: whole up to
/// 40 Unicode scalars, else its first 40, an ellipsis and its length in UTF-8 bytes
/// (`xxxx… (10000000 bytes)`), so that a message never grows with the input. Scalars, not
/// characters, are counted: one character can hold any number of combining marks.
///
/// - Parameters:
///   - text: The input.
///   - quoted: Whether the scalars shown are put in double quotes (the length stays outside them).
///   - limit: The most scalars shown.
/// - Returns: The text, or its excerpt and length.
func excerpt(of text: String, quoted: Bool = false, limit: Int = maximumQuotedScalars) -> String {
    let quote = quoted ? "\"" : ""
    let scalars = text.unicodeScalars
    let shown = scalars.prefix(limit)
    guard shown.endIndex < scalars.endIndex else {
        return quote + text + quote
    }
    return quote + String(String.UnicodeScalarView(shown)) + "…" + quote + " (\(text.utf8.count) bytes)"
}

/// A message of the package's own (a table's problems, another library's error) cut to `limit`
/// Unicode scalars, with the number of scalars left out, so that an error's description stays
/// short whatever the model or the wrapped error.
func shortened(_ message: String, to limit: Int) -> String {
    let scalars = message.unicodeScalars
    let shown = scalars.prefix(limit)
    guard shown.endIndex < scalars.endIndex else { return message }
    let omitted = scalars.count - shown.count
    return String(String.UnicodeScalarView(shown)) + "… (\(omitted) more characters)"
}
