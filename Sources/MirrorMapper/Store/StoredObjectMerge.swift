/// Keeps what a newer version of an app stored inside an object when an older version, which does
/// not know all of its properties, writes the object again: the new dictionary is merged over the
/// stored one.
///
/// The merge follows the declared types, so that it only keeps properties a model does not know,
/// never entries a program removed on purpose:
///
/// - a model: keys of the stored object that the new one lacks are kept; nested models (also
///   optional ones) are merged the same way, found by the data key the mapper gives their property
///   (``ModelSchema/dataKeys(for:)``: renames without a dotted path, key strategies, the tables of
///   every class level), in the subtype the data names;
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
        if let optional = type as? any AnyOptional.Type {
            return merge(new, over: stored, as: optional.wrappedType)
        }
        if let model = type as? any Mappable.Type {
            return merge(newMembers, over: storedMembers, as: model)
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

    /// The members of a `Model` (or of the subtype they name) merged over the stored ones.
    private static func merge<Model: Mappable>(
        _ new: [String: Any], over stored: [String: Any], as type: Model.Type
    ) -> [String: Any] {
        let context = MappingContext(mapper: StoredValueCoding.mapper(mode: .lenient))
        guard let schema = try? context.schema(for: type) else {
            return new
        }
        if let subtype = try? schema.subtype(for: new, in: context),
            ObjectIdentifier(subtype) != ObjectIdentifier(type)
        {
            return merge(new, over: stored, as: subtype)
        }
        let keys = context.dataKeys(of: schema)
        var propertyTypes: [String: Any.Type] = [:]
        for (index, binding) in schema.bindings.enumerated() where !keys[index].isPath {
            propertyTypes[keys[index].first] = binding.info.valueType
        }
        var merged = stored
        for (key, value) in new {
            merged[key] = propertyTypes[key].map { merge(value, over: stored[key], as: $0) } ?? value
        }
        return merged
    }
}

/// A dictionary with `String` keys, seen through its metatype.
private protocol StringKeyedDictionary {
    static var valueType: Any.Type { get }
}

extension Dictionary: StringKeyedDictionary where Key == String {
    static var valueType: Any.Type { Value.self }
}
