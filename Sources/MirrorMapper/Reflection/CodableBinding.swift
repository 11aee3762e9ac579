/// A property whose type is `Decodable & Encodable` but not ``ValueConvertible`` (which wins when a
/// type is both): read through the in-memory decoder over the loose value and written through the
/// in-memory encoder, so every value inside converts by the mapper's rules and problems carry their
/// path into the value. In lenient mode a value that does not decode leaves the property as it was.
final class CodableBinding<Root, Value: Decodable & Encodable>: KeyPathBinding, LooseValueBinding,
    @unchecked Sendable
{
    // The accessor holds an immutable key path value.
    let info: BindingInfo
    let accessor: PropertyAccessor<Root, Value>

    init(info: BindingInfo, accessor: PropertyAccessor<Root, Value>) {
        self.info = info
        self.accessor = accessor
    }

    func read(loose value: Any, into root: inout Root, in context: MappingContext) throws {
        let decoded = try context.withDateStrategy(info.dateStrategy) {
            try LooseValueDecoder.decode(Value.self, from: value, in: context)
        }
        accessor.write(decoded, into: &root)
    }

    func jsonValue(of root: Root, in context: MappingContext) throws -> Any {
        try context.withDateStrategy(info.dateStrategy) {
            try LooseValueEncoder.jsonValue(of: accessor.read(root), in: context)
        }
    }
}
