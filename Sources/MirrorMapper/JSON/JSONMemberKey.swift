/// A member's key as JSON text writes it: quoted, escaped and followed by the separator (`"name":`,
/// or `"name" : ` pretty-printed). A call makes the keys of a model type once (the JSON mapping's
/// `MappingContext.jsonMemberKeys(of:for:)`), so that each member of each object is one copy of
/// bytes where it was an escaping scan and four appends.
struct JSONMemberKey {
    let bytes: [UInt8]

    /// What decides a key's bytes besides its text.
    struct Style: Equatable {
        let prettyPrints: Bool
        let escapesSlashes: Bool
    }
}

extension JSONOutput {
    /// The bytes this output writes for the member key `key`, by the rule of
    /// ``writeMemberKey(_:depth:)``.
    func memberKey(_ key: String) -> JSONMemberKey {
        var scratch = JSONOutput(options: options, capacity: key.utf8.count + 4)
        scratch.writeKeyAndSeparator(key)
        return JSONMemberKey(bytes: scratch.bytes)
    }

    var memberKeyStyle: JSONMemberKey.Style {
        JSONMemberKey.Style(prettyPrints: options.prettyPrints, escapesSlashes: options.escapesSlashes)
    }
}
