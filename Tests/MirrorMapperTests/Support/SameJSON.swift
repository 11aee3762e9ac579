// Also compiled into the fuzz target (Scripts/fuzz.sh), so it needs nothing but Foundation.

import Foundation

/// Whether two values from `JSONReader` are the same JSON with the same Swift types
/// (`Int` 1, `UInt64` 1, `Double` 1.0 and `true` all differ; `-0.0` differs from `0.0`).
func sameJSON(_ lhs: Any, _ rhs: Any) -> Bool {
    guard type(of: lhs) == type(of: rhs) else {
        return false
    }
    switch (lhs, rhs) {
    case (let lhs as [String: Any], let rhs as [String: Any]):
        return lhs.count == rhs.count
            && lhs.allSatisfy { key, value in rhs[key].map { sameJSON(value, $0) } ?? false }
    case (let lhs as [Any], let rhs as [Any]):
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(sameJSON)
    case (let lhs as String, let rhs as String):
        // By code units: `==` treats canonically equivalent text as equal.
        return lhs.utf8.elementsEqual(rhs.utf8)
    case (let lhs as Bool, let rhs as Bool):
        return lhs == rhs
    case (let lhs as Int, let rhs as Int):
        return lhs == rhs
    case (let lhs as UInt64, let rhs as UInt64):
        return lhs == rhs
    case (let lhs as Double, let rhs as Double):
        return lhs.bitPattern == rhs.bitPattern
    case (let lhs as Decimal, let rhs as Decimal):
        return lhs == rhs
    default:
        return lhs is NSNull && rhs is NSNull
    }
}
