import Foundation
import MirrorMapper

/// Holds ``RuleApplyingLeaves`` to the mapper on the values where the rules differ from the tuned
/// leaves: a baseline that applied fewer rules than the mapper would flatter nothing but itself.
enum RuleApplyingLeavesCheck {
    /// One property of each leaf type the baseline reads, optional so that a value the rules
    /// refuse leaves nil, as the baseline's leaf gives nil.
    private struct Leaves: Mappable {
        var int64: Int64?
        var int: Int?
        var bool: Bool?
        var double: Double?
        var string: String?
        var integers: [Int]?
    }

    /// Values read by every leaf, from `JSONSerialization` as the documents are.
    private static let samples = """
        [42, 3.0, 3.5, -7, 0, 1, 2, true, false, 9007199254740993, 1e300, -1.5e-3,
         "42", " 42 ", "3.5", "1.5e3", "yes", "No", "TRUE", "0", "1", "nan", "inf", "", "text",
         [1, 2, 3], [1, 2.5], [1, "2"], [true], [], {"a": 1}, null]
        """

    static func requireAgreement() throws {
        guard let values = try JSONSerialization.jsonObject(with: Data(samples.utf8)) as? [Any] else {
            throw BenchmarkFailure(description: "the leaf samples are not an array")
        }
        for value in values {
            let keys = ["int64", "int", "bool", "double", "string", "integers"]
            let mapped = try Mapper.object(
                of: Leaves.self, from: Dictionary(uniqueKeysWithValues: keys.map { ($0, value) }))
            let agrees =
                mapped.int64 == RuleApplyingLeaves.int64(value) && mapped.int == RuleApplyingLeaves.int(value)
                && mapped.bool == RuleApplyingLeaves.bool(value)
                && mapped.double == RuleApplyingLeaves.double(value)
                && mapped.string == RuleApplyingLeaves.string(value)
                && mapped.integers == RuleApplyingLeaves.integers(value, as: Int.self)
            guard agrees else {
                throw BenchmarkFailure(
                    description: "the hand-written rules read \(value) otherwise than the mapper: "
                        + "mapper \(mapped), hand-written \(RuleApplyingLeaves.int64(value) as Any), "
                        + "\(RuleApplyingLeaves.bool(value) as Any), \(RuleApplyingLeaves.double(value) as Any), "
                        + "\(RuleApplyingLeaves.string(value) as Any)")
            }
        }
    }
}
