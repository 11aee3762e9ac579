extension CodingUserInfoKey {
    /// The key under which a coder's `userInfo` holds the ``Mapper`` whose options
    /// ``MappableCodable`` models decode and encode with (mode, key and date strategies, nil
    /// encoding, depth limit); without it they use `Mapper()`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.mirrorMapper] = Mapper(keyStrategy: .snakeCase)
    /// let profile = try decoder.decode(
    ///     Profile.self, from: Data(#"{"display_name": "Ada", "age": "36"}"#.utf8))
    /// ```
    public static let mirrorMapper: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "MirrorMapper.Mapper") else {
            preconditionFailure("CodingUserInfoKey(rawValue:) accepts any text")
        }
        return key
    }()
}
