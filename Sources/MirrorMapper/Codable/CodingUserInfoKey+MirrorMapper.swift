extension CodingUserInfoKey {
    /// The key under which a coder's `userInfo` holds the ``Mapper`` whose options
    /// ``MappableCodable`` models decode and encode with (mode, key and date strategies, nil
    /// encoding, depth limit); without it they use `Mapper()`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.mirrorMapper] = Mapper(mode: .strict, keyStrategy: .snakeCase)
    /// let room = try decoder.decode(Room.self, from: json)
    /// ```
    public static let mirrorMapper: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "MirrorMapper.Mapper") else {
            preconditionFailure("CodingUserInfoKey(rawValue:) accepts any text")
        }
        return key
    }()
}
