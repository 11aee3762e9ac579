/// What a call that reads JSON text keeps for the schemas it meets.
extension MappingContext {
    /// How the members of a JSON object find the bindings of `schema` under this call's key
    /// strategy; nil when two bindings share a key.
    func jsonKeyIndex<Root>(of schema: ModelSchema<Root>) -> JSONKeyIndex? {
        let identifier = ObjectIdentifier(schema)
        if let index = jsonKeyIndexes[identifier] {
            return index
        }
        let index = JSONKeyIndex(keys: dataKeys(of: schema).map(\.first))
        jsonKeyIndexes[identifier] = index
        return index
    }
}
