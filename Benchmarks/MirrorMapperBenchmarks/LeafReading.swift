import Foundation

/// How a hand-written struct mapping reads one loose leaf value: the same mapping code runs once
/// with ``TunedLeaves`` (as fast as safe Swift allows, applying none of the package's rules) and
/// once with ``RuleApplyingLeaves`` (the package's documented conversion rules, written by hand),
/// so that the two baselines differ in their leaves only.
protocol LeafReading: Sendable {
    static func int64(_ value: Any?) -> Int64?
    static func int(_ value: Any?) -> Int?
    static func bool(_ value: Any?) -> Bool?
    static func double(_ value: Any?) -> Double?
    static func string(_ value: Any?) -> String?
    static func integers<Integer: FixedWidthInteger>(_ value: Any?, as _: Integer.Type) -> [Integer]?
}

/// The tuned leaves: `NSNumber`'s accessors, which make `1` of `1.5` and of `true` and skip a
/// number written as text.
enum TunedLeaves: LeafReading, TunedLooseReading {
    @inline(__always)
    static func int64(_ value: Any?) -> Int64? { number(value)?.int64Value }

    @inline(__always)
    static func int(_ value: Any?) -> Int? { number(value)?.intValue }

    @inline(__always)
    static func bool(_ value: Any?) -> Bool? { number(value)?.boolValue }

    @inline(__always)
    static func double(_ value: Any?) -> Double? { number(value)?.doubleValue }
}
