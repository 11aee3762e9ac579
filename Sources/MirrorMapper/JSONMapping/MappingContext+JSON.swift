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
