import Foundation

/// Reads one property from data and writes it back with your own functions, in both directions
/// (Mantle's `JSONTransformer`, ObjectMapper's `TransformType`). Attach it to a property with
/// ``MappingTable/transform(_:with:)``; it replaces the property type's own conversion.
///
/// ```swift
/// static let mapping = Mapping<Label>(["color": \.color, "tags": \.tags])
///     .transform("color", with: .hexadecimal)           // "ff8800" ↔ 0xff8800
///     .transform("tags", with: .separated(by: ","))      // "a,b" ↔ ["a", "b"]
/// ```
public struct PropertyTransform<Value>: Sendable {
    let read: @Sendable (Any) throws -> Value
    let write: @Sendable (Value) throws -> Any

    /// A transform from two functions.
    ///
    /// - Parameters:
    ///   - read: Makes the property's value from the data's value; throw ``MappingError`` when it
    ///     cannot (the issue is reported with the property's path).
    ///   - write: Makes a JSON-compatible value from the property's value.
    public init(
        read: @escaping @Sendable (Any) throws -> Value, write: @escaping @Sendable (Value) throws -> Any
    ) {
        self.read = read
        self.write = write
    }
}

extension PropertyTransform where Value == Int {
    /// Hexadecimal text ↔ `Int`: reads `"ff8800"`, `"#FF8800"` or `"0xff8800"`, writes lower-case
    /// digits without a prefix (negative numbers with a leading `-`).
    public static let hexadecimal = PropertyTransform(
        read: { value in
            guard var text = value as? String else {
                throw MappingError.mismatch(expected: Int.self, found: value)
            }
            let negative = text.hasPrefix("-")
            if negative { text.removeFirst() }
            if text.hasPrefix("#") {
                text.removeFirst()
            } else if text.lowercased().hasPrefix("0x") {
                text.removeFirst(2)
            }
            guard !text.isEmpty, let magnitude = Int(text, radix: 16) else {
                throw MappingError(.typeMismatch(expected: "hexadecimal Int", found: describeFound(value)))
            }
            return negative ? -magnitude : magnitude
        },
        write: { String($0, radix: 16) })
}

extension PropertyTransform where Value == [String] {
    /// Separated text ↔ `[String]`: `"a, b,c"` with separator `","` reads as `["a", "b", "c"]`
    /// (whitespace around items trimmed, empty items dropped) and writes as `"a,b,c"`.
    ///
    /// - Parameter separator: The text between items.
    /// - Returns: The transform.
    public static func separated(by separator: String) -> PropertyTransform<[String]> {
        PropertyTransform(
            read: { value in
                guard let text = value as? String else {
                    throw MappingError.mismatch(expected: [String].self, found: value)
                }
                return text.components(separatedBy: separator)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
            },
            write: { $0.joined(separator: separator) })
    }
}

/// A transform whose value type is known only at run time, as the mapping table stores it.
protocol AnyPropertyTransform: Sendable {
    /// The binding of the property that `reach` reaches through this transform, or nil when the
    /// property's type is not the transform's or its key path is read-only.
    func binding<Root>(_ reach: PropertyReach, info: BindingInfo) -> (any PropertyBinding<Root>)?
    /// The transform's value type, for error messages.
    var valueType: Any.Type { get }
}

extension PropertyTransform: AnyPropertyTransform {
    func binding<Root>(_ reach: PropertyReach, info: BindingInfo) -> (any PropertyBinding<Root>)? {
        guard let accessor = reach.accessor(named: info.name, in: Root.self, as: Value.self) else {
            return nil
        }
        return TransformBinding(info: info, accessor: accessor, transform: self)
    }

    var valueType: Any.Type { Value.self }
}

/// A property read and written through a ``PropertyTransform``.
final class TransformBinding<Root, Value>: KeyPathBinding, LooseValueBinding, @unchecked Sendable {
    // The accessor holds an immutable key path value; the transform holds `@Sendable` functions.
    let info: BindingInfo
    let accessor: PropertyAccessor<Root, Value>
    let transform: PropertyTransform<Value>

    init(info: BindingInfo, accessor: PropertyAccessor<Root, Value>, transform: PropertyTransform<Value>) {
        self.info = info
        self.accessor = accessor
        self.transform = transform
    }

    func read(loose value: Any, into root: inout Root, in context: MappingContext) throws {
        accessor.write(try transform.read(context.plainValue(value, for: nil)), into: &root)
    }

    func jsonValue(of root: Root, in context: MappingContext) throws -> Any {
        try context.jsonValue(ofAny: transform.write(accessor.read(root)))
    }
}
