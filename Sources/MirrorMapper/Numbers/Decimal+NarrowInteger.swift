import Foundation

extension Decimal {
    /// The value as an integer of type `T`, computed from the decimal's significand and exponent
    /// without formatting it, when the significand fits in 64 bits and the value is exactly an
    /// integer within `T`'s range; nil otherwise, including for a wider significand, which
    /// ``LooseNumber/exactly(_:)`` decides from the digits. The `Decoder` source reads every integer
    /// member this way (`JSONDecoder` gives `42` and `4.2e1` as 42 × 10^0, `1.5` as 15 × 10^-1).
    func narrowInteger<T: FixedWidthInteger>(_: T.Type) -> T? {
        guard !isNaN else { return nil }
        let significand = significand
        var magnitude = NSDecimalNumber(decimal: significand).uint64Value
        // The conversion wraps a significand of more than 64 bits: the check sends those to the digits.
        guard Decimal(magnitude) == significand else { return nil }
        if magnitude != 0 {
            var exponent = exponent
            while exponent < 0 {
                guard magnitude % 10 == 0 else { return nil }
                magnitude /= 10
                exponent += 1
            }
            while exponent > 0 {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
                exponent -= 1
            }
        }
        guard sign == .minus, magnitude != 0 else { return T(exactly: magnitude) }
        let limit = UInt64(Int64.max) + 1
        guard magnitude <= limit else { return nil }
        return T(exactly: magnitude == limit ? Int64.min : -Int64(magnitude))
    }
}
