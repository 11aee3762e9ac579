/// What a call that reads JSON text keeps for the types and schemas it meets.
extension MappingContext {
    /// How values of `type` are read from JSON text, made on the call's first need of it.
    func jsonReader<Value: ValueConvertible>(for type: Value.Type) -> JSONValueReader<Value> {
        let identifier = ObjectIdentifier(type)
        if let reader = jsonReaders[identifier] as? JSONValueReader<Value> {
            return reader
        }
        let reader = JSONValueReader<Value>.make()
        jsonReaders[identifier] = reader
        return reader
    }

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
