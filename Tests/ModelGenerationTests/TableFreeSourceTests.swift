import Testing

@testable import ModelGeneration

/// The generator writes only the table the mapper's defaults leave to write: none where every key
/// is its property's name and no date needs a strategy, else `Mapping<Model>.automatic` with the
/// exceptions, naming properties by name; never a key path.
@Suite struct TableFreeSourceTests {
    @Test func aModelWhoseKeysAreItsNamesHasNoTable() {
        let source = generated(#"{"id": 1, "name": "Ada", "tags": ["a"]}"#)
        #expect(
            source.hasSuffix(
                """
                final class Sample: Mappable {
                    var id = 0
                    var name = ""
                    var tags: [String] = []
                    required init() {}
                }

                """), "\(source)")
        #expect(!source.contains("mapping"))
    }

    @Test func aTableStatesOnlyTheExceptions() {
        let source = generated(
            #"{"user_id": 1, "name": "Ada", "@type": "user", "created_at": "2014-08-31T00:29:15Z"}"#)
        #expect(
            source.hasSuffix(
                """
                    required init() {}

                    static let mapping = Mapping<Sample>.automatic
                        .keyStrategy(.snakeCase)
                        .dateStrategy(.iso8601)
                        .renaming([
                            "type": "@type"
                        ])
                }

                """), "\(source)")
    }

    @Test func datesAloneMakeATable() {
        let source = generated(#"{"at": "2014-08-31T00:29:15Z", "name": "Ada"}"#) { $0.makesStructs = true }
        #expect(
            source.hasSuffix(
                """
                    var name = ""

                    static let mapping = Mapping<Sample>.automatic
                        .dateStrategy(.iso8601)
                }

                """), "\(source)")
    }

    /// A public model without exceptions has no table to document; one with exceptions has a
    /// public table with its doc comment.
    @Test func aPublicTableIsDocumentedWhereThereIsOne() {
        let source = generated(#"{"id": 1, "owner": {"login_name": "ada"}}"#) { $0.isPublic = true }
        #expect(
            source.contains(
                """
                    public required init() {}
                }
                """))
        #expect(
            source.contains(
                """
                    public required init() {}

                    /// What differs from mapping each stored property under its own name: keys in the data, dates.
                    public static let mapping = Mapping<Owner>.automatic
                        .keyStrategy(.snakeCase)
                }
                """), "\(source)")
    }

    /// No generated table names a key path, in any fixture.
    @Test(arguments: Fixture.all)
    func noTableNamesAKeyPath(_ fixture: Fixture) throws {
        let source = String(
            decoding: try Fixture.contents(of: "Generated/" + fixture.generated), as: UTF8.self)
        #expect(!source.contains(#": \."#))
        #expect(!source.contains("Mapping<") || source.contains(".automatic"))
    }
}
