import Foundation

/// Request parameters from a model or a `[String: Any]`: URL queries, form bodies and JSON bodies.
///
/// A model is first turned into a dictionary by ``Mapper/dictionary(from:including:excluding:)-method``, so
/// its data keys, renames and the mapper's options (key and date strategy) apply, and `including` and
/// `excluding` name properties or their data keys. A dictionary's values are converted by the same rules, and `including`
/// and `excluding` name its top-level keys.
extension Mapper {
    /// URL query items: nested dictionaries as `user[name]`, arrays, booleans and nulls per `encoding`,
    /// keys sorted at every level, names and values not percent-encoded.
    ///
    /// `URLComponents.queryItems` leaves a `+` in a value as it is, which many servers read as a space;
    /// assign ``percentEncodedQuery(from:including:excluding:encoding:)`` to
    /// `URLComponents.percentEncodedQuery` instead when values may hold a `+`.
    ///
    /// ```swift
    /// let items = try Mapper().queryItems(from: ["q": "swift", "page": 2, "tags": ["a", "b"]])
    /// // [page=2, q=swift, tags[]=a, tags[]=b]
    /// ```
    /// - Parameters:
    ///   - value: A model, any struct or class, or a `[String: Any]`.
    ///   - including: When given, only these properties (or top-level keys) are written.
    ///   - excluding: These properties (or top-level keys) are not written.
    ///   - encoding: How arrays, booleans and nulls are written.
    /// - Returns: One item per scalar value, each with a non-nil value.
    /// - Throws: ``MappingError`` as ``Mapper/dictionary(from:including:excluding:)-method`` does.
    public func queryItems(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        encoding: ParameterEncoding = ParameterEncoding()
    ) throws -> [URLQueryItem] {
        var mapper = self
        if encoding.nullStyle == .emptyValue { mapper.nilEncoding = .null }
        let dictionary = try mapper.dictionary(
            from: value, including: including, excluding: excluding)
        var flattener = ParameterFlattener(encoding: encoding)
        try flattener.append(contentsOf: dictionary)
        return flattener.fields
    }

    /// A percent-encoded URL query (without the `?`) for `URLComponents.percentEncodedQuery`: the
    /// ``queryItems(from:including:excluding:encoding:)`` encoded like a form body, but with a space as
    /// `%20`, which every server reads as a space.
    ///
    /// ```swift
    /// var components = URLComponents(string: "https://api.example.com/search")
    /// components?.percentEncodedQuery = try Mapper().percentEncodedQuery(from: ["q": "C++ & Swift"])
    /// // https://api.example.com/search?q=C%2B%2B%20%26%20Swift
    /// ```
    /// - Parameters:
    ///   - value: A model, any struct or class, or a `[String: Any]`.
    ///   - including: When given, only these properties (or top-level keys) are written.
    ///   - excluding: These properties (or top-level keys) are not written.
    ///   - encoding: How arrays, booleans and nulls are written.
    /// - Returns: `name=value` pairs joined by `&`; ASCII letters, digits and `*-._` are not encoded.
    /// - Throws: ``MappingError`` as ``Mapper/dictionary(from:including:excluding:)-method`` does.
    public func percentEncodedQuery(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        encoding: ParameterEncoding = ParameterEncoding()
    ) throws -> String {
        let fields = try queryItems(
            from: value, including: including, excluding: excluding, encoding: encoding)
        return String(decoding: FormURLEncoding.serialize(fields, spaces: .percent20), as: UTF8.self)
    }

    /// An `application/x-www-form-urlencoded` request body, encoded as the WHATWG URL standard says:
    /// the fields of ``queryItems(from:including:excluding:encoding:)``, a space as `+`.
    ///
    /// ```swift
    /// request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    /// request.httpBody = try Mapper().formURLEncodedBody(from: ["user": ["name": "Ada L"]])
    /// // user%5Bname%5D=Ada+L
    /// ```
    /// - Parameters:
    ///   - value: A model, any struct or class, or a `[String: Any]`.
    ///   - including: When given, only these properties (or top-level keys) are written.
    ///   - excluding: These properties (or top-level keys) are not written.
    ///   - encoding: How arrays, booleans and nulls are written.
    /// - Returns: ASCII bytes: `name=value` pairs joined by `&`.
    /// - Throws: ``MappingError`` as ``Mapper/dictionary(from:including:excluding:)-method`` does.
    public func formURLEncodedBody(
        from value: Any, including: Set<String>? = nil, excluding: Set<String> = [],
        encoding: ParameterEncoding = ParameterEncoding()
    ) throws -> Data {
        let fields = try queryItems(
            from: value, including: including, excluding: excluding, encoding: encoding)
        return Data(FormURLEncoding.serialize(fields, spaces: .plus))
    }
}
