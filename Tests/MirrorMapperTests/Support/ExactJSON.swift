// Also compiled into the fuzz target (Scripts/fuzz.sh), where the library's sources are part of the
// same module.

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

/// `value` with every number in it (booleans aside) replaced by its exact value as text
/// (`"-15e-1"`), the same for every type that holds the number, so that two writers that spell one
/// number differently (`1.6e-31`, `0.00…16`) compare equal and two different numbers never do.
func numbersAsExactValues(_ value: Any) -> Any {
    switch value {
    case let dictionary as [String: Any]: return dictionary.mapValues(numbersAsExactValues)
    case let array as [Any]: return array.map(numbersAsExactValues)
    default:
        guard let number = LooseNumber(value)?.exactNumber else { return value }
        let digits = number.isZero ? "0" : String(decoding: number.digits, as: UTF8.self)
        return "\(number.isNegative && !number.isZero ? "-" : "")\(digits)e\(number.exponent)"
    }
}
