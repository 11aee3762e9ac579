import Foundation
import MirrorMapper

/// The four ways the mapper is timed on a document's models: in and out, through dictionaries and
/// through JSON bytes. The mapper's timed call for each lives here, for the document measurements
/// and for the table-free twins alike.
enum MapperPath: CaseIterable {
    case dictionaryToModels
    case modelsToDictionary
    case jsonToModels
    case modelsToJSON

    /// The row of the table this path's figure goes in.
    var work: Work {
        switch self {
        case .dictionaryToModels: .mapperObjects
        case .modelsToDictionary: .mapperDictionary
        case .jsonToModels: .parseAndMapper
        case .modelsToJSON: .mapperAndSerialize
        }
    }

    /// How the headline ratios name the path, for class models or for structs
    /// (`json-to-objects`, `struct-dictionary`).
    func ratioName(structs: Bool) -> String {
        switch self {
        case .dictionaryToModels: structs ? "struct-object" : "object"
        case .modelsToDictionary: structs ? "struct-dictionary" : "dictionary"
        case .jsonToModels: structs ? "json-to-structs" : "json-to-objects"
        case .modelsToJSON: structs ? "structs-to-json" : "objects-to-json"
        }
    }

    /// The timed call: maps `root` or `bytes` to `Model`, or `mapped` to a dictionary or to bytes.
    func task<Model: Mappable>(mapped: Model, root: [String: Any], bytes: Data) -> () throws -> Any {
        switch self {
        case .dictionaryToModels: { try Mapper.object(of: Model.self, from: root) }
        case .modelsToDictionary: { try Mapper.dictionary(from: mapped) }
        case .jsonToModels: { try Mapper.object(of: Model.self, fromJSON: bytes) }
        case .modelsToJSON: { try Mapper().jsonData(from: mapped) }
        }
    }
}
