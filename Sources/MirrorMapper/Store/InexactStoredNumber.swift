/// A number in JSON text that a store's file would not give back digit for digit: the store reads
/// a number with more significant digits than a `Decimal` holds (39), or beyond a `Decimal`'s
/// powers of ten, as the nearest `Double`, so storing its text would only put off the rounding
/// to the next read. Tools that store JSON text as given, such as `mirrormapper defaults write`,
/// refuse it instead of changing it silently.
package struct InexactStoredNumber: Error, CustomStringConvertible {
    /// The number's text as given.
    package let text: String
    /// The number the store reads the text as, written as the store's file writes it.
    package let storedText: String

    /// One sentence: the number, what the store would make of it, and how to keep its digits.
    package var description: String {
        "cannot store the number \(excerpt(of: text)) digit for digit: "
            + "the store reads it back as \(excerpt(of: storedText)); quote it to store it as text"
    }

    /// Throws for the first number in `literal`, at any depth, that the store reads back as
    /// another number.
    static func requireKeptExactly(in literal: JSONLiteral) throws {
        switch literal {
        case .number(let text):
            let storedText = try DefaultsStore.readableJSON(of: JSONReader().value(from: Array(text.utf8)))
            guard let given = ExactNumber(text: text), let stored = ExactNumber(text: storedText),
                given.isSameNumber(as: stored)
            else {
                throw InexactStoredNumber(text: text, storedText: storedText)
            }
        case .object(let members):
            for member in members {
                try requireKeptExactly(in: member.value)
            }
        case .array(let elements):
            for element in elements {
                try requireKeptExactly(in: element)
            }
        case .string, .bool, .null:
            return
        }
    }
}
