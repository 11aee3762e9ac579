/// The Swift stand-in for key-value coding: a value that can set one of its properties
/// from a loosely typed value, by the property's name.
///
/// `Mappable` models get this for free from their mapping table, converting the value to the
/// property's declared type. A type without a table may implement it by hand; `Mapper` then
/// calls it once for every key of the dictionary it maps from:
///
/// ```swift
/// struct Flags: KeyValueSettable {
///     var enabled: Set<String> = []
///     mutating func setValue(_ value: Any?, forKey key: String) throws {
///         if value as? Bool == true { enabled.insert(key) }
///     }
/// }
/// ```
public protocol KeyValueSettable {
    /// Sets the property named `key` from `value`, converting it to the property's type.
    ///
    /// - Throws: ``MappingError`` when the key names no settable property or the value cannot be
    ///   converted; the property then keeps its current value.
    mutating func setValue(_ value: Any?, forKey key: String) throws
}
