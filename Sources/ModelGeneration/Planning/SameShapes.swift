/// Makes the objects of one shape one model wherever they sit in a sample: every object shape that
/// matches an earlier one (see ``ShapeMatch``) gives it its samples and is replaced by it, so that
/// planning meets one ``ObjectShape`` per model. Twitter's `retweeted_status` is then a `Status`,
/// and the users of both one `User`.
///
/// Shapes are visited in the order of the document, each compared with those kept before it, until
/// a visit merges nothing. A merge is not made where its model could not be declared: a struct
/// holding itself other than in an array or a dictionary, or a class holding itself through
/// properties that are never absent (its `init()` would never end); see ``ModelCycles``.
struct SameShapes {
    /// Whether the models are structs.
    private let modelsAreStructs: Bool
    private var replacements = ShapeReplacements()
    /// The last words of the keys where each shape was found, singular for elements: `status` for
    /// `statuses[]` and for `retweeted_status`.
    private var placeWords: [ObjectIdentifier: Set<String>] = [:]
    /// The shapes kept in this visit.
    private var kept = KeptShapes()
    private var visited: Set<ObjectIdentifier> = []
    private var mergedAny = false

    /// Merges the object shapes of one shape in the sample whose shape is `root`.
    static func merge(in root: SampleShape, modelsAreStructs: Bool) {
        var merge = SameShapes(modelsAreStructs: modelsAreStructs)
        repeat {
            (merge.kept, merge.visited, merge.mergedAny) = (KeptShapes(), [], false)
            merge.visit(root, isElement: false)
        } while merge.mergedAny
    }

    private init(modelsAreStructs: Bool) {
        self.modelsAreStructs = modelsAreStructs
    }

    /// Visits the values at one place, and the places inside them, as planning reads them: the
    /// objects, elements or dictionary values of a place that holds only those.
    private mutating func visit(_ place: SampleShape, isElement: Bool) {
        switch place.kinds {
        case ["object"]:
            guard let objects = place.objects else { return }
            let word = TypeNames.words(ofKey: place.keyWords, isElement: isElement).last
            place.objects = visit(replacements.current(objects), word: word)
        case ["array"]:
            if let elements = place.elements { visit(elements, isElement: true) }
        case ["dictionary"]:
            if let values = place.dictionaryValues { visit(values, isElement: true) }
        default:
            return
        }
    }

    /// Keeps `objects`, or merges it into the first kept shape it matches; returns the shape that
    /// holds its samples.
    private mutating func visit(_ objects: ObjectShape, word: String?) -> ObjectShape {
        let id = ObjectIdentifier(objects)
        if let word { placeWords[id, default: []].insert(word) }
        let words = placeWords[id] ?? []
        guard visited.insert(id).inserted else {
            kept.note(objects, words: word.map { [$0] } ?? [])
            return objects
        }
        let candidates = kept.candidates(withKeys: objects.keys, orWords: words).filter {
            !replacements.isReplaced($0)
        }
        for candidate in candidates {
            let sameName = !words.isDisjoint(with: placeWords[ObjectIdentifier(candidate)] ?? [])
            guard let match = ShapeMatch(candidate, objects, sameKeys: !sameName, replacements: replacements),
                !ModelCycles(modelsAreStructs: modelsAreStructs, replacements: replacements).arise(
                    joining: match.pairs)
            else { continue }
            absorb(objects, into: candidate)
            mergedAny = true
            let holder = replacements.current(candidate)
            kept.note(holder, words: words)
            return holder
        }
        kept.note(objects, words: words)
        for key in objects.keys { visit(objects.shape(of: key), isElement: false) }
        return objects
    }

    /// Gives `merged`'s samples to `kept`, those inside them to the shapes inside `kept` under the
    /// same keys, and replaces `merged` by `kept` from now on.
    private mutating func absorb(_ merged: ObjectShape, into kept: ObjectShape) {
        let (merged, kept) = (replacements.current(merged), replacements.current(kept))
        guard merged !== kept else { return }
        replacements.replace(merged, by: kept)
        placeWords[ObjectIdentifier(kept), default: []].formUnion(placeWords[ObjectIdentifier(merged)] ?? [])
        kept.absorb(merged) { keptValues, mergedValues in absorb(mergedValues, into: keptValues) }
    }

    /// Gives the values of `merged` to `kept`: two places of one key, in objects made one.
    private mutating func absorb(_ merged: SampleShape, into kept: SampleShape) {
        guard merged !== kept else { return }
        let keptEmptyObjects = kept.emptyObjects
        kept.absorbValues(of: merged)
        switch (kept.elements, merged.elements) {
        case (let keptElements?, let mergedElements?): absorb(mergedElements, into: keptElements)
        case (nil, let mergedElements?): kept.elements = mergedElements
        default: break
        }
        switch (kept.dictionaryValues, merged.dictionaryValues) {
        case (let keptValues?, let mergedValues?): absorb(mergedValues, into: keptValues)
        case (nil, let mergedValues?): kept.dictionaryValues = mergedValues
        default: break
        }
        switch (kept.objects.map(replacements.current), merged.objects.map(replacements.current)) {
        case (let keptObjects?, let mergedObjects?):
            absorb(mergedObjects, into: keptObjects)
            kept.objects = replacements.current(keptObjects)
        case (nil, let mergedObjects?):
            mergedObjects.addEmptyObjects(keptEmptyObjects)
            kept.objects = mergedObjects
        case (let keptObjects?, nil):
            keptObjects.addEmptyObjects(merged.emptyObjects)
            kept.objects = keptObjects
        case (nil, nil): break
        }
    }
}

/// The object shapes kept in one visit of ``SameShapes``, in the order of the document, found by
/// what a shape that matches them must share: their keys, or a word of their places' keys.
private struct KeptShapes {
    private var shapes: [ObjectShape] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    private var positionsByKeys: [Set<String>: Set<Int>] = [:]
    private var positionsByWord: [String: Set<Int>] = [:]

    /// Keeps `shape` with the words of its places' keys, or notes its keys again and its new words.
    mutating func note(_ shape: ObjectShape, words: Set<String>) {
        let position = positions[ObjectIdentifier(shape)] ?? shapes.count
        if position == shapes.count {
            shapes.append(shape)
            positions[ObjectIdentifier(shape)] = position
        }
        positionsByKeys[Set(shape.keys), default: []].insert(position)
        for word in words { positionsByWord[word, default: []].insert(position) }
    }

    /// The kept shapes with the keys `keys`, or found under a key whose last word is one of
    /// `words`, in the order of the document.
    func candidates(withKeys keys: [String], orWords words: Set<String>) -> [ObjectShape] {
        var found = positionsByKeys[Set(keys)] ?? []
        for word in words { found.formUnion(positionsByWord[word] ?? []) }
        return found.sorted().map { shapes[$0] }
    }
}
