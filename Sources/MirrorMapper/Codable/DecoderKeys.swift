/// The keys of a `Decoder`'s containers as the mapper looks its data keys up in them.
///
/// A decoder may have changed the data's keys before the mapper sees them: `JSONDecoder` with
/// `keyDecodingStrategy = .convertFromSnakeCase`, which Codable users set by habit, turns
/// `user_name` into `userName`. A model whose keys are snake case (a `.snakeCase` key strategy, or
/// renames such as `"user_name"`) would then find none of its keys and keep every default without a
/// word; so a key that is absent is looked up again as that conversion makes it.
enum DecoderKeys {
    /// The key under which `container` holds `dataKey`, if it does.
    static func member(
        _ dataKey: String, of container: KeyedDecodingContainer<PathCodingKey>
    ) -> PathCodingKey? {
        let key = PathCodingKey(stringValue: dataKey)
        if container.contains(key) { return key }
        let converted = convertedFromSnakeCase(dataKey)
        guard converted != dataKey else { return nil }
        let convertedKey = PathCodingKey(stringValue: converted)
        return container.contains(convertedKey) ? convertedKey : nil
    }

    /// `dictionary`, read from a decoder, with each data key of `keys` that it lacks copied from the
    /// key that `.convertFromSnakeCase` makes of it, as ``member(_:of:)`` looks keys up.
    static func restoringDataKeys(_ keys: [DataKey], in dictionary: [String: Any]) -> [String: Any] {
        var restored = dictionary
        for key in keys where !key.isPath && dictionary[key.first] == nil {
            let converted = convertedFromSnakeCase(key.first)
            if converted != key.first, let value = dictionary[converted] {
                restored[key.first] = value
            }
        }
        return restored
    }

    /// `key` as Foundation's `.convertFromSnakeCase` converts it: the words between underscores
    /// joined, the first lowercased and the others capitalized (`HTTP_status` → `httpStatus`,
    /// `user_ID` → `userId`), the leading and trailing underscores kept.
    static func convertedFromSnakeCase(_ key: String) -> String {
        // Most keys have no underscore: a byte scan spares them the grapheme breaking below.
        guard key.utf8.contains(UInt8(ascii: "_")) else { return key }
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" }) ?? first
        let words = key[first...last].split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else { return key }
        let joined = words.dropFirst().reduce(words[0].lowercased()) { $0 + $1.capitalized }
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}
