/// One property of a planned model.
struct PropertyPlan {
    /// The Swift name, without backticks.
    let name: String
    /// The key in the data.
    let key: String
    let type: SwiftType
    /// The date strategy of the dates in the property, if it holds any.
    let dateStrategy: DateCandidate?
    /// A remark for the reader, such as why the type is `Any`.
    let note: String?
}

/// How a model's properties find their keys: a key strategy for the whole type, and explicit renames.
struct KeyStyle {
    /// `.snakeCase` or `.kebabCase` as a table spells it, when every key round-trips under it.
    let strategy: String?
    /// Property name → key, in the order of the properties.
    let renames: [Rename]

    struct Rename {
        let name: String
        let key: String
    }
}

/// A model the generator writes: its properties, how they find their keys, and where in the sample
/// it was found.
struct ModelPlan {
    /// The type's name, once names are given (see ``TypeNames``).
    var name = ""
    /// The properties, once planned (a model may hold itself, so it is known before they are).
    var properties: [PropertyPlan]
    let keyStyle: KeyStyle
    /// Indices of the places where the model was found, in the order of the document.
    var places: [Int]
}

/// A place in the sample where an object was found.
struct SamplePlace {
    /// The place as a path: `statuses[].user`, `events[]` for the values of an object keyed by ids.
    let path: String
    /// The key the object sits under, nil for the root.
    let key: String?
    /// Whether the object is an element of an array or a value of an object keyed by ids.
    let isElement: Bool
    /// The place of the object whose key holds this one, nil for the root.
    let parent: Int?
}
