/// A ``Mappable`` model that is not itself `Decodable`, decoded as a member of a
/// ``MappableCodable`` model: from its keyed container, by its table, joining the call that decodes
/// the enclosing model (``DecodingCall``), as a ``MappableCodable`` member is. Only the members
/// its properties read are asked for: reading the whole member loosely would meet every value,
/// including one the decoder gives as no type (`1e400` from `JSONDecoder`), which would fail the
/// model where a dictionary holding the same data ignores it.
struct DecodedModel<Model: Mappable>: Decodable {
    var model = Model()

    init(from decoder: any Decoder) throws {
        try model.update(fromDecoder: decoder)
    }
}
