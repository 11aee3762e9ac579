/// Gives the planned models their names, in the order of the document: the root the name the user
/// chose, every other model a name from the key where it was first found (`user` → `User`, the
/// elements of `statuses` → `Status`).
///
/// A name that is taken, or that would hide a common type (`URL`, `Data`, `Mapper`), is prefixed
/// with the name of the model holding the key (`User`, then `RetweetedStatusUser`), then numbered.
/// A model found under several keys is named after what those keys share (`billing_address` and
/// `shipping_address` → `Address`), or, when they share nothing and sit in one object, after that
/// object's key if it is a plural (the `small` and `large` of `sizes` → `Size`).
///
/// A prefix (`--prefix GH`) starts every name, and a name is free or taken with its prefix: `url`
/// gives `GHURL`, which hides nothing.
enum TypeNames {
    /// Sets the name of every model: `rootName` (which holds the prefix already) for the root, a name
    /// starting with `prefix` for each other.
    static func assign(
        to models: inout [ModelPlan], places: [SamplePlace], rootName: String, prefix: String = ""
    ) {
        var modelOfPlace: [Int: Int] = [:]
        for (index, model) in models.enumerated() {
            for place in model.places { modelOfPlace[place] = index }
        }
        var taken: Set<String> = []
        for index in models.indices.sorted(by: { models[$0].places[0] < models[$1].places[0] }) {
            let first = places[models[index].places[0]]
            var name = rootName
            if let parent = first.parent {
                let natural = naturalName(of: models[index], places: places)
                let parentName = modelOfPlace[parent].map { models[$0].name } ?? prefix
                let candidate = isFree(prefix + natural, taken) ? prefix + natural : parentName + natural
                name = candidate
                var number = 2
                while !isFree(name, taken) {
                    name = candidate + String(number)
                    number += 1
                }
            }
            taken.insert(name)
            models[index].name = name
        }
    }

    private static func isFree(_ name: String, _ taken: Set<String>) -> Bool {
        !taken.contains(name) && !SwiftNames.reservedTypeNames.contains(name)
    }

    /// The name the places of `model` suggest, before clashes are resolved.
    private static func naturalName(of model: ModelPlan, places: [SamplePlace]) -> String {
        let modelPlaces = model.places.map { places[$0] }
        let first = modelPlaces[0]
        var keyWords: [[String]] = []
        for place in modelPlaces {
            let named = words(ofKey: Words.of(place.key ?? ""), isElement: place.isElement)
            if !keyWords.contains(named) { keyWords.append(named) }
        }
        var words = keyWords[0]
        let shared = sharedLastWords(keyWords)
        if keyWords.count > 1, !shared.isEmpty {
            words = shared
        } else if modelPlaces.filter({ !$0.isElement && $0.parent == first.parent }).count > 1,
            let parent = first.parent.map({ places[$0] }), !parent.isElement
        {
            let parentWords = Words.of(parent.key ?? "")
            if Singular.of(parentWords) != parentWords { words = Singular.of(parentWords) }
        }
        let name = SwiftNames.upperCamel(words)
        guard let initial = name.first else { return "Item" }
        return initial.isNumber ? "Model" + name : name
    }

    /// The words of a key that name the model found under it: the key's, its last made singular
    /// for the elements of an array or the values of an object keyed by ids (`statuses` → `status`).
    static func words(ofKey keyWords: [String], isElement: Bool) -> [String] {
        isElement ? Singular.of(keyWords) : keyWords
    }

    /// The words at the end of every one of `keys`: `address` for `billing address` and
    /// `shipping address`.
    private static func sharedLastWords(_ keys: [[String]]) -> [String] {
        guard var shared = keys.first else { return [] }
        for words in keys.dropFirst() {
            while !shared.isEmpty, !words.reversed().starts(with: shared.reversed()) {
                shared.removeFirst()
            }
        }
        return shared
    }
}
