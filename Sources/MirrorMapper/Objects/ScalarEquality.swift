import Foundation

// Scalars in dictionary form compare by these rules:
// - text with text, `null` with `null`;
// - numbers by value, whatever their types: 1, 1.0, UInt64(1), NSNumber(1) and Decimal 1 are equal;
//   integers beyond 2^53 compare exactly, never through Double;
// - booleans only with booleans (true is not 1);
// - NaN equals NaN, so that a value equals itself and its copy; 0.0 equals -0.0.

/// Whether two scalars of a snapshot are equal.
func scalarsAreEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let left = lhs as? String { return (rhs as? String) == left }
    if let left = LooseNumber(lhs), let right = LooseNumber(rhs) { return left.isEqual(to: right) }
    return type(of: lhs) == NSNull.self && type(of: rhs) == NSNull.self
}

extension LooseNumber {
    /// Whether both are the same number; see the rules above.
    fileprivate func isEqual(to other: LooseNumber) -> Bool {
        switch (self, other) {
        case (.boolean(let left), .boolean(let right)): left == right
        case (.boolean, _), (_, .boolean): false
        case (.floating(let left), .floating(let right)): left == right || (left.isNaN && right.isNaN)
        case (.decimal, _), (_, .decimal):
            if let left = exactDecimal, let right = other.exactDecimal {
                left == right
            } else {
                isNaN && other.isNaN
            }
        case (.floating(let double), _): other.equalsIntegral(double)
        case (_, .floating(let double)): equalsIntegral(double)
        default: exactDecimal == other.exactDecimal
        }
    }

    private var isNaN: Bool {
        switch self {
        case .floating(let value): value.isNaN
        case .decimal(let value): value.isNaN
        default: false
        }
    }

    /// Whether this integer equals `double`.
    private func equalsIntegral(_ double: Double) -> Bool {
        switch self {
        case .signed(let value): Int64(exactly: double) == value
        case .unsigned(let value): UInt64(exactly: double) == value
        default: false
        }
    }

    /// The number as a `Decimal`, exact for integers and decimals; a `Double` as the number it
    /// prints as, as the mapper converts it to a `Decimal` property. Nil for NaN, infinities and
    /// doubles beyond the range of `Decimal`.
    private var exactDecimal: Decimal? {
        switch self {
        case .signed(let value): Decimal(value)
        case .unsigned(let value): Decimal(value)
        case .decimal(let value): value.isNaN ? nil : value
        case .floating(let value): ExactNumber(value)?.decimal
        case .boolean: nil
        }
    }
}
