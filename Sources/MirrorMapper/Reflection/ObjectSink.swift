import Foundation

/// Where the members of one object go when ``ModelSchema/write(_:into:including:excluding:in:)``
/// writes a model: a dictionary (``DictionarySink``) or JSON text (``JSONObjectSink``).
///
/// The walk decides which members are written, in which order, where an issue or a problem is
/// located and whether it is worked around; a binding hands its property's value to the sink
/// (``PropertyBinding/write(_:into:in:)``), which writes it by its type's route for this sink and
/// leaves it out when it is null and the mapper omits nil (``MappingContext/omitsMember(_:)``).
protocol ObjectSink {
    /// Whether the members are written sorted by data key, not in table order.
    var sortsMembers: Bool { get }

    /// Whether objects of `schema` are written member by member; if not, the walk writes the
    /// object's dictionary (``writeObject(_:)``).
    func writesMembers<Root>(of schema: ModelSchema<Root>, in context: MappingContext) -> Bool

    /// Writes a whole object as one dictionary, for a schema the sink does not write member by member.
    mutating func writeObject(_ dictionary: [String: Any]) throws

    /// Starts the object of `schema`, whose bindings have the data keys `keys`.
    mutating func open<Root>(_ schema: ModelSchema<Root>, keys: [DataKey], in context: MappingContext) throws

    /// Makes the next write the member of the binding at `index`.
    mutating func startMember(_ index: Int)

    /// Writes `value` as the member, by the route `routes` give for this sink, or nothing when its
    /// form is null and the mapper omits nil; returns whether it wrote the member.
    mutating func write<Value: ValueConvertible>(
        _ value: Value, by routes: ValueRoutes<Value>, in context: MappingContext
    ) throws -> Bool

    /// Writes the JSON-compatible `value` as the member, or nothing when it is null and the mapper
    /// omits nil; returns whether it wrote the member.
    mutating func write(looseValue value: Any, in context: MappingContext) throws -> Bool

    /// Takes back what the member started last wrote, after its problem.
    mutating func discardMember()

    /// Ends the object; `discriminator`, the subtype's name this type writes, goes in unless a
    /// member wrote its key.
    mutating func close(discriminator: (key: DataKey, value: String)?) throws
}

/// A model written as a dictionary keyed by data keys; a dotted key nests dictionaries
/// (``DataKey/store(_:in:)``).
struct DictionarySink: ObjectSink {
    private(set) var dictionary: [String: Any] = [:]
    /// The data keys of the object's bindings, and the index of the member being written.
    private var keys: [DataKey] = []
    private var index = 0

    var sortsMembers: Bool { false }

    func writesMembers<Root>(of schema: ModelSchema<Root>, in context: MappingContext) -> Bool { true }

    mutating func writeObject(_ dictionary: [String: Any]) {
        self.dictionary = dictionary
    }

    mutating func open<Root>(_ schema: ModelSchema<Root>, keys: [DataKey], in context: MappingContext) {
        self.keys = keys
        dictionary.reserveCapacity(keys.count)
    }

    mutating func startMember(_ index: Int) {
        self.index = index
    }

    @inline(__always)
    mutating func write<Value: ValueConvertible>(
        _ value: Value, by routes: ValueRoutes<Value>, in context: MappingContext
    ) throws -> Bool {
        try write(looseValue: value.jsonValue(in: context), in: context)
    }

    @inline(__always)
    mutating func write(looseValue value: Any, in context: MappingContext) -> Bool {
        if context.omitsMember(value) { return false }
        // `keys[index]` where it is used, not a copy of it for every member: a retain and a release.
        if keys[index].isPath {
            keys[index].store(value, in: &dictionary)
        } else {
            dictionary[keys[index].first] = value
        }
        return true
    }

    /// Nothing to take back: a member that fails stores nothing.
    mutating func discardMember() {}

    mutating func close(discriminator: (key: DataKey, value: String)?) {
        if let discriminator, discriminator.key.value(in: dictionary) == nil {
            discriminator.key.store(discriminator.value, in: &dictionary)
        }
    }
}
