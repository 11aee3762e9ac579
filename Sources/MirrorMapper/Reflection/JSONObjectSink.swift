import Foundation

/// A model written as a JSON object straight into the output, member by member, with the members,
/// values, issues and paths its dictionary (``DictionarySink``) would give the JSON writer.
///
/// Only where the dictionary decides nothing: a schema with a dotted data key
/// (``ModelSchema/writesJSONMembers``), whose place in the object the dictionary's nesting decides,
/// or with a discriminator when keys are sorted, is written through its dictionary
/// (``writeObject(_:)``). Unsorted, the discriminator is the object's last member.
struct JSONObjectSink: ObjectSink {
    /// The output, moved in for the object (``writing(into:depth:_:)``).
    private(set) var output: JSONOutput
    /// The depth of the object's members.
    private let depth: Int
    private var memberKeys: [JSONMemberKey] = []
    private var index = 0
    private var isEmpty = true
    /// The binding whose data key is the discriminator's, if any, and whether it wrote its member
    /// (then the discriminator is not written: the property's value wins, as in a dictionary).
    private var discriminatorKeyBinding: Int?
    private var wroteDiscriminatorKey = false
    /// The length of the output before the member being written.
    private var lengthBeforeMember = 0

    private init(output: JSONOutput, depth: Int) {
        self.output = output
        self.depth = depth
    }

    /// Runs `body` with a sink that appends an object at `depth` to `output`.
    static func writing(
        into output: inout JSONOutput, depth: Int, _ body: (inout JSONObjectSink) throws -> Void
    ) rethrows {
        var sink = JSONObjectSink(output: JSONOutput(options: output.options), depth: depth + 1)
        swap(&output, &sink.output)
        defer { swap(&output, &sink.output) }
        try body(&sink)
    }

    var sortsMembers: Bool { output.options.sortsKeys }

    func writesMembers<Root>(of schema: ModelSchema<Root>, in context: MappingContext) -> Bool {
        schema.writesJSONMembers && (schema.discriminator == nil || !sortsMembers)
            && context.jsonKeyIndex(of: schema) != nil
    }

    mutating func writeObject(_ dictionary: [String: Any]) throws {
        try output.writeFailingAsMapping(dictionary, depth: depth - 1)
    }

    mutating func open<Root>(_ schema: ModelSchema<Root>, keys: [DataKey], in context: MappingContext) throws
    {
        memberKeys = context.jsonMemberKeys(of: schema, for: output)
        if let discriminator = schema.discriminator {
            discriminatorKeyBinding = keys.firstIndex(of: discriminator.key)
        }
        try output.openContainer(ASCII.openBrace, depth: depth)
    }

    mutating func startMember(_ index: Int) {
        self.index = index
        lengthBeforeMember = output.bytes.count
    }

    @inline(__always)
    mutating func write<Value: ValueConvertible>(
        _ value: Value, by routes: ValueRoutes<Value>, in context: MappingContext
    ) throws -> Bool {
        let wrote = try routes.jsonWriter.writeMember(
            value, memberKeys[index], isEmpty, &output, depth, context)
        if wrote { wroteMember() }
        return wrote
    }

    mutating func write(looseValue value: Any, in context: MappingContext) throws -> Bool {
        guard !context.omitsMember(value) else { return false }
        output.startMember(memberKeys[index], isFirst: isEmpty, depth: depth)
        try output.writeFailingAsMapping(value, depth: depth)
        wroteMember()
        return true
    }

    private mutating func wroteMember() {
        isEmpty = false
        if index == discriminatorKeyBinding { wroteDiscriminatorKey = true }
    }

    /// A member counts as written only once its write returned, so the object is as empty as it was.
    mutating func discardMember() {
        output.truncate(to: lengthBeforeMember)
    }

    mutating func close(discriminator: (key: DataKey, value: String)?) {
        if let discriminator, !wroteDiscriminatorKey {
            output.startMember(output.memberKey(discriminator.key.first), isFirst: isEmpty, depth: depth)
            output.write(discriminator.value)
            isEmpty = false
        }
        output.closeContainer(ASCII.closeBrace, depth: depth, isEmpty: isEmpty)
    }
}
