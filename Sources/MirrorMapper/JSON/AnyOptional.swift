/// An `Optional` of any wrapped type, seen through `Any` or through its metatype: the one way the
/// package looks inside an `Optional` it only knows as `Any`.
protocol AnyOptional {
    /// The type of the value inside.
    static var wrappedType: Any.Type { get }
    /// Whether the `Optional` is empty, told without copying its value.
    var isNone: Bool { get }
    /// The value inside, or nil for an empty `Optional`.
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptional {
    static var wrappedType: Any.Type { Wrapped.self }
    var isNone: Bool { self == nil }
    var wrappedValue: Any? { self.map { $0 } }
}

/// Whether `value` is an empty `Optional` that was put into an `Any` (as `["email": user.email]`
/// does), which the mapper treats like `NSNull`.
func isEmptyOptional(_ value: Any) -> Bool {
    (value as? any AnyOptional)?.isNone ?? false
}

/// The value inside `value` when it is a non-empty `Optional` that was put into an `Any`.
func valueInsideOptional(_ value: Any) -> Any? {
    (value as? any AnyOptional)?.wrappedValue
}
