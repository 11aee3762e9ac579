import MirrorMapper
import Testing

// The test the article "Generating models from a sample" advises keeping beside generated models,
// quoted there from this file.
@Test func feedMappingIsComplete() throws {
    try Mapper.validate(FeedItem.self)
    try Mapper.validate(Author.self)
}
