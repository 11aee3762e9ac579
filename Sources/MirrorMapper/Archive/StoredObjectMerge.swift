/// Keeps what a newer version of an app stored inside an object when an older version, which does
/// not know all of its properties, writes the object again: the new dictionary is merged over the
/// stored one.
///
/// The merge follows the declared types, so that it only keeps properties a model does not know,
/// never entries a program removed on purpose:
///
/// - a model: keys of the stored object that the new one lacks are kept; nested models (also
///   optional ones) are merged the same way, found by their data key (renames without a dotted
///   path, the table's key strategy);
/// - a dictionary of models (`[String: Settings]`): entries are merged one by one, and entries the
///   new dictionary lacks are removed;
/// - anything else, including arrays of models (whose elements have no identity to match) and
///   plain dictionaries: the new value replaces the stored one.
///
/// A property set to nil is written as `null` (see ``StoredValueCoding/encode(_:key:)``), so it
/// replaces the stored value rather than letting it survive.
enum StoredObjectMerge {
    /// `new` merged over `stored`, both JSON-compatible values of the Swift type `type`.
    static func merge(_ new: Any, over stored: Any?, as type: Any.Type) -> Any {
        guard let newMembers = new as? [String: Any], let storedMembers = stored as? [String: Any] else {
            return new
        }
        if let optional = type as? any OptionalValue.Type {
            return merge(new, over: stored, as: optional.wrappedType)
        }
        if let model = type as? any Mappable.Type {
            let propertyTypes = typesByDataKey(of: model)
            var merged = storedMembers
            for (key, value) in newMembers {
                merged[key] =
                    propertyTypes[key].map { merge(value, over: storedMembers[key], as: $0) } ?? value
            }
            return merged
        }
        if let dictionary = type as? any StringKeyedDictionary.Type {
            var merged = newMembers
            for (key, value) in newMembers {
                merged[key] = merge(value, over: storedMembers[key], as: dictionary.valueType)
            }
            return merged
        }
        return new
    }

    /// The declared types of a model's mapped properties, by the key they are stored under.
    private static func typesByDataKey<Model: Mappable>(of type: Model.Type) -> [String: Any.Type] {
        let declaration = Model.mapping.declaration
        let strategy = declaration.keyStrategy ?? .propertyNames
        var types: [String: Any.Type] = [:]
        for property in Mapper.properties(of: type) where property.isMapped {
            let key = declaration.dataKeys[property.name] ?? strategy.key(for: property.name)
            types[key] = property.type
        }
        return types
    }
}

/// An `Optional`, seen through its metatype.
private protocol OptionalValue {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// A dictionary with `String` keys, seen through its metatype.
private protocol StringKeyedDictionary {
    static var valueType: Any.Type { get }
}

extension Dictionary: StringKeyedDictionary where Key == String {
    static var valueType: Any.Type { Value.self }
}
