import Foundation
import MirrorMapper

/// The lower-case words of a data key or a file name, from which property and type names are made.
///
/// A key splits where ``KeyStrategy`` splits a property name (`seatCategoryNames` → seat, category,
/// names; `HTMLBody` → html, body) and at every character that cannot stand in an ASCII identifier
/// (`profile_image_url` → profile, image, url; `@type` → type). Accents are dropped first
/// (`prénom` → prenom); other letters beyond ASCII separate words.
enum Words {
    /// The words of `text`; empty when it has no ASCII letter or digit.
    static func of(_ text: String) -> [String] {
        var words: [String] = []
        var part = ""
        for character in text.folding(options: .diacriticInsensitive, locale: nil) {
            if character.isASCII, character.isLetter || character.isNumber {
                part.append(character)
            } else if !part.isEmpty {
                words += KeyStrategy.splitWords(part)
                part = ""
            }
        }
        if !part.isEmpty { words += KeyStrategy.splitWords(part) }
        return words
    }
}
