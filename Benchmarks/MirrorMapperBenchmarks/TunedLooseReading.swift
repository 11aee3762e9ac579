import Foundation

/// How the tuned hand-written mappings read loose values, as fast as safe Swift allows on Linux:
/// - numbers are read as `NSNumber` and its accessors (`as? Int` bridges and costs several times more);
/// - null is recognised by `type(of:) == NSNull.self` before any cast, because a failing cast of
///   `NSNull` and `is NSNull` both cost far more than the type comparison;
/// - arrays of numbers are read element by element instead of `as? [Int]`, which bridges each one.
///
/// The class and struct mappings conform, and call these as their own static functions.
protocol TunedLooseReading {}

extension TunedLooseReading {
    @inline(__always)
    static func number(_ value: Any?) -> NSNumber? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        return value as? NSNumber
    }

    @inline(__always)
    static func string(_ value: Any?) -> String? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        return value as? String
    }

    @inline(__always)
    static func object(_ value: Any?) -> [String: Any]? {
        guard let value, type(of: value) != NSNull.self else { return nil }
        return value as? [String: Any]
    }

    @inline(__always)
    static func objects<Model>(_ value: Any?, _ make: ([String: Any]) -> Model) -> [Model]? {
        guard let value, type(of: value) != NSNull.self, let elements = value as? [Any] else { return nil }
        var models: [Model] = []
        models.reserveCapacity(elements.count)
        for element in elements {
            guard let dictionary = element as? [String: Any] else { return nil }
            models.append(make(dictionary))
        }
        return models
    }

    @inline(__always)
    static func integers<Integer: FixedWidthInteger>(_ value: Any?, as _: Integer.Type) -> [Integer]? {
        guard let value, type(of: value) != NSNull.self, let elements = value as? [Any] else { return nil }
        var integers: [Integer] = []
        integers.reserveCapacity(elements.count)
        for element in elements {
            guard let number = element as? NSNumber else { return nil }
            integers.append(Integer(truncatingIfNeeded: number.int64Value))
        }
        return integers
    }

    /// The entries of a JSON object that `read` accepts, keyed as in the object; nil when the value
    /// is not an object.
    @inline(__always)
    static func values<Value>(byKey value: Any?, _ read: (Any) -> Value?) -> [String: Value]? {
        guard let entries = object(value) else { return nil }
        var values: [String: Value] = [:]
        values.reserveCapacity(entries.count)
        for (key, entry) in entries {
            if let value = read(entry) { values[key] = value }
        }
        return values
    }
}
