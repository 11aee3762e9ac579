import Foundation

extension MappingContext {
    /// Any value in JSON-compatible form: convertible values and models convert themselves;
    /// numbers, text and `NSNull` stay; collections convert element by element; any other struct,
    /// class or enum is reflected with `Mirror` (stored properties by name, enum cases by name).
    func jsonValue(ofAny value: Any) throws -> Any {
        let valueType = type(of: value)
        if valueType == String.self || valueType == NSNull.self { return value }
        // The containers the JSON reader makes, told apart before any cast (a failed cast is slow).
        if valueType == [Any].self, let array = value as? [Any] { return try jsonArray(array) }
        if valueType == [String: Any].self, let dictionary = value as? [String: Any] {
            return try jsonDictionary(dictionary)
        }
        if let text = value as? String { return text }
        if let number = LooseNumber(value) {
            if case .floating(let double) = number, !double.isFinite {
                throw MappingError(.notRepresentable("\(double)"))
            }
            return value
        }
        if let convertible = value as? any ValueConvertible { return try convertible.jsonValue(in: self) }
        if let dictionary = value as? [String: Any] { return try jsonDictionary(dictionary) }
        if let array = value as? [Any] { return try jsonArray(array) }
        return try reflectedJSONValue(of: value, mirror: Mirror(reflecting: value))
    }

    /// A `[String: Any]` with its values in JSON-compatible form. `including` and `excluding` name
    /// keys; `omittingNil` leaves out nil values as the mapper's ``Mapper/nilEncoding`` says
    /// (``omitsMember(_:)``), at this level only.
    func jsonDictionary(
        _ dictionary: [String: Any], including: Set<String>? = nil, excluding: Set<String> = [],
        omittingNil: Bool = false
    ) throws -> [String: Any] {
        try nested(nil) {
            var result: [String: Any] = [:]
            try forEachEntry(of: dictionary, keyText: \.key) { entry, key in
                guard including?.contains(key) ?? true, !excluding.contains(key) else { return }
                let converted = try nested(.key(key)) { try jsonValue(ofAny: entry.value) }
                if omittingNil && omitsMember(converted) { return }
                result[key] = converted
            }
            return result
        }
    }

    /// A dictionary of the stored properties of any struct or class, for values without a
    /// mapping table. `including` and `excluding` name top-level properties.
    func reflectedDictionary(of value: Any, including: Set<String>?, excluding: Set<String>) throws
        -> [String: Any]
    {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            return try propertiesDictionary(
                of: value, mirror: mirror, including: including, excluding: excluding)
        default:
            throw MappingError(.typeMismatch(expected: "a struct or class", found: typeName(type(of: value))))
        }
    }

    private func jsonArray(_ elements: [Any]) throws -> [Any] {
        try nested(nil) {
            try elements.enumerated().map { index, element in
                try nested(.index(index)) { try jsonValue(ofAny: element) }
            }
        }
    }

    private func reflectedJSONValue(of value: Any, mirror: Mirror) throws -> Any {
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return NSNull() }
            return try jsonValue(ofAny: wrapped)
        case .collection, .set, .tuple:
            return try jsonArray(mirror.children.map(\.value))
        case .dictionary:
            return try nested(nil) {
                var result: [String: Any] = [:]
                for pair in mirror.children {
                    let entry = Array(Mirror(reflecting: pair.value).children)
                    guard entry.count == 2 else { continue }
                    let key = (entry[0].value as? String) ?? String(describing: entry[0].value)
                    let converted = try nested(.key(key)) { try jsonValue(ofAny: entry[1].value) }
                    result[key] = converted
                }
                return result
            }
        case .enum:
            guard let payload = mirror.children.first else { return String(describing: value) }
            let caseName = payload.label ?? String(describing: value)
            return [caseName: try nested(.key(caseName)) { try jsonValue(ofAny: payload.value) }]
        case .struct, .class:
            return try propertiesDictionary(of: value, mirror: mirror, including: nil, excluding: [])
        default:
            if let character = value as? Character { return String(character) }
            if let text = value as? Substring { return String(text) }
            throw MappingError(.notRepresentable("a value of type \(typeName(type(of: value)))"))
        }
    }

    private func propertiesDictionary(
        of value: Any, mirror: Mirror, including: Set<String>?, excluding: Set<String>
    ) throws -> [String: Any] {
        let write = {
            try self.nested(nil) {
                var result: [String: Any] = [:]
                var level: Mirror? = mirror
                while let current = level {
                    for child in current.children {
                        guard let name = child.label, !name.hasPrefix("$__lazy_storage_$_") else { continue }
                        if let including, !including.contains(name) { continue }
                        if excluding.contains(name) || result[name] != nil { continue }
                        let converted = try self.nested(.key(name)) { try self.jsonValue(ofAny: child.value) }
                        if self.omitsMember(converted) { continue }
                        result[name] = converted
                    }
                    level = current.superclassMirror
                }
                return result
            }
        }
        if mirror.displayStyle == .class { return try writing(value as AnyObject, write) }
        return try write()
    }
}
