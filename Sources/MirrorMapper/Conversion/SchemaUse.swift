/// What one mapping call keeps of a model type it uses: the type's schema, the data keys of its
/// bindings under the call's key strategy, and what the JSON reader and writer derive from those
/// keys. ``MappingContext/schema(for:)`` makes it on the type's first use in the call and finds it
/// with one lookup after that; what a call asks next of the schema it just found (its keys, its
/// JSON key index) is answered without a lookup (``MappingContext/use(of:)``).
final class SchemaUse {
    /// The schema, a `ModelSchema` of the type the call's table of uses files this use under.
    let schema: AnyObject
    /// The data key of each binding, parallel to the schema's bindings.
    private var keys: [DataKey]
    /// How many times the call has asked for `keys`, up to ``usesBeforePrivateKeys``.
    private var keyUses = 0
    /// How the members of a JSON object find the bindings (``JSONKeyIndex``): nil until asked,
    /// then nil inside when two bindings share a key.
    var jsonKeyIndex: JSONKeyIndex??
    /// The order in which the members of objects are written when keys are sorted.
    var sortedMemberOrder: [Int]?
    /// The member keys of JSON text, for one style of output.
    var jsonMemberKeys: (style: JSONMemberKey.Style, keys: [JSONMemberKey])?

    /// The uses of the keys after which the call works with copies of its own.
    private static let usesBeforePrivateKeys = 8

    init(schema: AnyObject, keys: [DataKey]) {
        self.schema = schema
        self.keys = keys
    }

    /// The keys, counting the use.
    ///
    /// From the eighth use on, the call works with copies of its own. The shared keys' strings are
    /// retained and released for every property read, and when two threads map at once those
    /// reference counts bounce between their cores: on the twitter benchmark, two threads were
    /// then barely faster than one.
    func keysForUse() -> [DataKey] {
        if keyUses < Self.usesBeforePrivateKeys {
            keyUses += 1
            if keyUses == Self.usesBeforePrivateKeys {
                keys = keys.map(\.privateCopy)
            }
        }
        return keys
    }
}
