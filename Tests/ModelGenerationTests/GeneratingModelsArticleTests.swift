import MirrorMapper
import Testing

// The test the article "Generating models from a sample" advises keeping beside generated models,
// quoted there from this file.
@Test func feedMappingIsComplete() throws {
    try Mapper.validate(FeedItem.self)
    try Mapper.validate(Author.self)
}

/// The test above can fail: validation rejects a generated model whose table was later left
/// behind by a new stored property.
@Test func validationRejectsAModelWithAnUnmappedProperty() {
    let error = #expect(throws: MappingError.self) { try Mapper.validate(OutdatedFeedItem.self) }
    #expect(error?.description.contains("summary") == true, "\(String(describing: error))")
}

private struct OutdatedFeedItem: Mappable {
    var id = 0
    var summary = ""  // added to the model, not to its table
    static let mapping: Mapping<OutdatedFeedItem> = ["id": \.id]
}
