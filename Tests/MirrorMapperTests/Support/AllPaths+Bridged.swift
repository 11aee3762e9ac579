// Also compiled into the `allpaths` fuzz target (see AllPaths.swift).

import Foundation

#if canImport(MirrorMapper)
    @testable import MirrorMapper
#endif

/// Foundation objects as an input of the all-paths harness: what `JSONSerialization`, property lists
/// and many SDKs hand out on Apple platforms (`NSDictionary`, `NSArray`, `NSString`, `NSNumber`, the
/// boolean `NSNumber`, `NSDecimalNumber`, `NSNull` inside `Any` values), made on Linux from the
/// dictionaries `JSONReader` makes, so that a rule that decides a bridged type otherwise than its
/// Swift type shows up here. The top level's values reach the rules as Foundation objects; a nested
/// `NSDictionary` the mapper casts to `[String: Any]`, which on Linux turns its text, arrays and
/// booleans into Swift values (Darwin keeps each an object until a rule casts it).
extension AllPaths {
    /// `value`, as `JSONReader` makes it, as the same tree of Foundation objects: dictionaries and
    /// arrays as `NSDictionary` and `NSArray`, text as `NSString`, integers and doubles as
    /// `NSNumber`, booleans as the boolean `NSNumber`, a `Decimal` as an `NSDecimalNumber`.
    static func foundationObject(of value: Any) -> Any {
        switch value {
        case let object as [String: Any]:
            NSDictionary(dictionary: object.mapValues(foundationObject(of:)))
        case let array as [Any]:
            NSArray(array: array.map(foundationObject(of:)))
        case let text as String:
            NSString(string: text)
        case let bool as Bool:
            NSNumber(value: bool)
        case let int as Int:
            NSNumber(value: int)
        case let unsigned as UInt64:
            NSNumber(value: unsigned)
        case let double as Double:
            NSNumber(value: double)
        case let decimal as Decimal:
            NSDecimalNumber(decimal: decimal)
        default:
            // `NSNull` already is one.
            value
        }
    }

    /// The document's dictionary with every value a Foundation object, mapped: at the top a Swift
    /// `[String: Any]` (as a caller that built it holds it), or an `NSDictionary` cast to one (as
    /// `JSONSerialization`'s result is).
    static func bridgedReading(of json: Data, mode: Mapper.Mode, topLevelIsNSDictionary: Bool) -> Reading {
        reading { issues in
            let value = try JSONReader().value(from: json)
            guard let dictionary = value as? [String: Any] else {
                throw MappingError.mismatch(expected: Everything.self, found: value)
            }
            let bridged = dictionary.mapValues(foundationObject(of:))
            let topLevel: [String: Any]
            if topLevelIsNSDictionary {
                let object: Any = NSDictionary(dictionary: bridged)
                guard let cast = object as? [String: Any] else {
                    throw MappingError.mismatch(expected: Everything.self, found: object)
                }
                topLevel = cast
            } else {
                topLevel = bridged
            }
            return try Mapper(mode: mode).collectingIssues(into: &issues) {
                try $0.object(of: Everything.self, from: topLevel)
            }
        }
    }
}
