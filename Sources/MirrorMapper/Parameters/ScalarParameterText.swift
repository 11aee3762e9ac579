import Foundation

extension ParameterEncoding {
    /// The text of a number or boolean as a query or form value.
    ///
    /// Integers are written exactly, 64-bit ids included (never through `Double`). A floating-point
    /// value with an integral value within `Int64` is written without a fraction (`3.0` → `3`), any
    /// other in its shortest round-trip form (`0.1`, `1e-07`); `Decimal` keeps every digit. Booleans,
    /// Swift's and the `NSNumber`s `JSONSerialization` makes for `true`/`false`, follow ``boolStyle``.
    ///
    /// - Throws: ``MappingError`` with kind `notRepresentable` when `value` is not a number.
    func text(ofScalar value: Any, named name: String) throws -> String {
        if type(of: value) == Float.self, let float = value as? Float {
            return Self.shortestText(of: float)
        }
        guard let number = LooseNumber(value) else {
            throw MappingError(
                .notRepresentable("\(typeName(type(of: value))) in parameter \(excerpt(of: name))"))
        }
        switch number {
        case .boolean(let bool):
            switch boolStyle {
            case .trueFalse: return bool ? "true" : "false"
            case .oneZero: return bool ? "1" : "0"
            }
        case .signed(let integer): return String(integer)
        case .unsigned(let integer): return String(integer)
        case .floating(let double): return Self.shortestText(of: double)
        case .decimal(let decimal): return decimal.description
        }
    }

    private static func shortestText<Floating: BinaryFloatingPoint & CustomStringConvertible>(
        of value: Floating
    ) -> String {
        if let integral = Int64(exactly: value) { return String(integral) }
        return value.description
    }
}
