/// What a call that reads JSON text keeps for the schemas it meets.
extension MappingContext {
    /// How the members of a JSON object find the bindings of `schema` under this call's key
    /// strategy; nil when two bindings share a key.
    func jsonKeyIndex<Root>(of schema: ModelSchema<Root>) -> JSONKeyIndex? {
        let use = use(of: schema)
        if let index = use.jsonKeyIndex {
            return index
        }
        let index = JSONKeyIndex(keys: use.keysForUse().map(\.first))
        use.jsonKeyIndex = index
        return index
    }
}

extension MappingContext {
    /// The member key of each of `schema`'s bindings (its first data key) as `output` writes it.
    func jsonMemberKeys<Root>(of schema: ModelSchema<Root>, for output: JSONOutput) -> [JSONMemberKey] {
        let style = output.memberKeyStyle
        let use = use(of: schema)
        if let made = use.jsonMemberKeys, made.style == style {
            return made.keys
        }
        let keys = use.keysForUse().map { output.memberKey($0.first) }
        use.jsonMemberKeys = (style, keys)
        return keys
    }
}
