import Foundation
import MirrorMapper
import Testing

// The test the article "Generating models from a sample" advises keeping beside generated models,
// quoted there from this file.
@Test func feedMappingIsComplete() throws {
    try Mapper.validate(FeedItem.self)
    try Mapper.validate(Author.self)
}

/// The test above can fail: validation rejects a generated model whose property was renamed in the
/// model and not in the table of its exceptions.
@Test func validationRejectsATableNamingAPropertyTheModelLacks() {
    let error = #expect(throws: MappingError.self) { try Mapper.validate(OutdatedFeedItem.self) }
    #expect(error?.description.contains("createdAt") == true, "\(String(describing: error))")
}

private struct OutdatedFeedItem: Mappable {
    var id = 0
    var published = Date(timeIntervalSince1970: 0)  // was `createdAt`, still named in the table
    static let mapping = Mapping<OutdatedFeedItem>.automatic
        .renaming(["createdAt": "created_at"])
}
