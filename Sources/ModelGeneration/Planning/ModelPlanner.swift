/// Turns the shapes of a sample into models: one per object shape, which is one per shape of
/// objects once ``SameShapes`` has merged them, whatever the places where the objects were found.
struct ModelPlanner {
    /// Every place where objects were found, in the order of the document (under a model met
    /// again, none is visited twice).
    private(set) var places: [SamplePlace] = []
    /// The models, in the order they were first met.
    private(set) var models: [ModelPlan] = []
    private var modelOfShape: [ObjectIdentifier: Int] = [:]

    /// A property's type, with the date strategy and the remark that go with it.
    private struct Resolved {
        var type: SwiftType
        var dateStrategy: DateCandidate?
        var note: String?
    }

    /// Plans the model of the objects at `place`, and the models inside them; returns its index.
    mutating func planModel(of objects: ObjectShape, at place: SamplePlace) -> Int {
        let placeIndex = places.count
        places.append(place)
        if let known = modelOfShape[ObjectIdentifier(objects)] {
            models[known].places.append(placeIndex)
            return known
        }
        let index = models.count
        modelOfShape[ObjectIdentifier(objects)] = index
        let naming = PropertyNames(keys: objects.keys)
        models.append(ModelPlan(properties: [], keyStyle: naming.keyStyle, places: [placeIndex]))
        var properties: [PropertyPlan] = []
        for (key, name) in zip(objects.keys, naming.names) {
            let path = place.path.isEmpty ? key : place.path + "." + key
            var resolved = resolve(
                objects.shape(of: key), path: path, key: key, parent: placeIndex, isElement: false)
            if objects.isOptional(key) || resolved.type == .any || resolved.type == .url {
                resolved.type = .optional(resolved.type)
            }
            properties.append(
                PropertyPlan(
                    name: name, key: key, type: resolved.type, dateStrategy: resolved.dateStrategy,
                    note: resolved.note))
        }
        models[index].properties = properties
        return index
    }

    /// The type of the values seen at one place.
    private mutating func resolve(
        _ shape: SampleShape, path: String, key: String, parent: Int, isElement: Bool
    ) -> Resolved {
        let kinds = shape.kinds
        guard kinds.count == 1 else {
            let note =
                kinds.isEmpty
                ? "Always null in the sample: generate again from a sample with a value, or declare the type."
                : "Mixed in the sample (\(kinds.joined(separator: ", "))): declare a type that takes them all."
            return Resolved(type: .any, note: note)
        }
        if shape.booleans > 0 { return Resolved(type: .bool) }
        if let numbers = shape.numbers {
            if let date = numbers.dateCandidates.first { return Resolved(type: .date, dateStrategy: date) }
            return Resolved(type: numbers.needsDecimal ? .decimal : numbers.integersOnly ? .int : .double)
        }
        if let texts = shape.texts {
            if let date = texts.dateCandidates.first { return Resolved(type: .date, dateStrategy: date) }
            if let date = texts.readingDateCandidates.first {
                let note =
                    "Dates that .dateStrategy(\(date.spelling)) reads but writes back in another form (in UTC, "
                    + "without zero fractions): declare Date with it if that is fine."
                return Resolved(type: .string, note: note)
            }
            return Resolved(type: texts.allURLs ? .url : .string)
        }
        if let elements = shape.elements {
            guard elements.hasValues || elements.nulls > 0 else {
                let note =
                    "Empty in every sample: generate again from a sample with elements, or declare the type."
                return Resolved(type: .array(.any), note: note)
            }
            return contained(elements, path: path + "[]", key: key, parent: parent, wrap: SwiftType.array)
        }
        if let objects = shape.objects {
            let place = SamplePlace(path: path, key: key, isElement: isElement, parent: parent)
            return Resolved(type: .model(planModel(of: objects, at: place)))
        }
        if let values = shape.dictionaryValues {
            return contained(values, path: path + "[]", key: key, parent: parent, wrap: SwiftType.dictionary)
        }
        let note = "Empty in every sample: generate again from a sample with members, or declare the type."
        return Resolved(type: .dictionary(.any), note: note)
    }

    /// The type of a collection whose elements have `shape`: `[Int?]` when some elements are `null`.
    /// Elements with `Any` inside them make the collection `[Any]` or `[String: Any]`, which holds
    /// the data as it comes: the mapper takes `Any` only at the first level of a collection.
    private mutating func contained(
        _ shape: SampleShape, path: String, key: String, parent: Int, wrap: (SwiftType) -> SwiftType
    ) -> Resolved {
        var resolved = resolve(shape, path: path, key: key, parent: parent, isElement: true)
        let element =
            resolved.type.containsAny ? .any : shape.nulls > 0 ? .optional(resolved.type) : resolved.type
        resolved.type = wrap(element)
        return resolved
    }
}
