import Foundation

// The package's one rule for when two numbers are the same number, whatever their types:
// - by value: 1, 1.0, UInt64(1), NSNumber(1) and Decimal 1 are the same; a `Double` is the number
//   it prints as (0.1 is Decimal 0.1), and integers beyond 2^53 compare exactly, never through
//   `Double`;
// - booleans only with booleans (true is not 1);
// - NaN is NaN, so that a value is the same as itself and its copy; 0.0 is -0.0.
// Beyond the 39 significant digits an `ExactNumber` keeps, digits do not count.

extension ExactNumber {
    /// The number in `value` exactly: an inexact JSON number's digits, any other number as
    /// `LooseNumber.exactNumber` gives it; nil for booleans, text and anything else.
    init?(numberIn value: Any) {
        guard let number = InexactJSONNumber.of(value)?.number ?? LooseNumber(value)?.exactNumber else {
            return nil
        }
        self = number
    }

    /// Whether both are the same number: the same sign, digits and power of ten, or both zero
    /// (`-0` is `0`). How the text was written (`1e3`, `1000.0`) does not count.
    func isSameNumber(as other: ExactNumber) -> Bool {
        guard !isZero || !other.isZero else { return true }
        return isNegative == other.isNegative && digitCount == other.digitCount
            && exponent == other.exponent && digits == other.digits
    }
}

extension LooseNumber {
    /// Whether both are the same number by the rule above.
    func isSameNumber(as other: LooseNumber) -> Bool {
        switch (self, other) {
        case (.boolean(let left), .boolean(let right)): return left == right
        case (.boolean, _), (_, .boolean): return false
        case (.signed(let left), .signed(let right)): return left == right
        case (.unsigned(let left), .unsigned(let right)): return left == right
        case (.floating(let left), .floating(let right)): return left == right || (left.isNaN && right.isNaN)
        default:
            guard let left = exactNumber, let right = other.exactNumber else { return isNaN && other.isNaN }
            return left.isSameNumber(as: right)
        }
    }

    private var isNaN: Bool {
        switch self {
        case .floating(let value): value.isNaN
        case .decimal(let value): value.isNaN
        default: false
        }
    }
}
