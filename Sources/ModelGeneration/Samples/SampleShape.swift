import MirrorMapper

/// What the samples at one place of a document have shown, kind by kind. Every element of every
/// array, and every value of an object keyed by ids, is one more sample of the same place, so the
/// shape of `statuses[].user` merges the users of all statuses.
final class SampleShape {
    /// The words of the key this place sits under (the array's key for its elements).
    let keyWords: [String]
    /// How many samples were `null`.
    private(set) var nulls = 0
    /// How many samples were `true` or `false`.
    private(set) var booleans = 0
    /// The numbers, once one was seen.
    private(set) var numbers: NumberEvidence?
    /// The strings, once one was seen.
    private(set) var texts: TextEvidence?
    /// The elements of the arrays, once an array was seen (it has no samples while every array was
    /// empty).
    var elements: SampleShape?
    /// The objects whose keys are property names, once one was seen; ``SameShapes`` may make it a
    /// shape that objects of other places share.
    var objects: ObjectShape?
    /// The values of the objects keyed by ids, once one was seen.
    var dictionaryValues: SampleShape?
    /// How many samples were `{}`, which may be either kind of object.
    private(set) var emptyObjects = 0

    init(keyWords: [String]) {
        self.keyWords = keyWords
    }

    /// Whether any sample was not `null`.
    var hasValues: Bool { !kinds.isEmpty }

    /// The kinds of the samples that were not `null`, as a comment names them: `Bool`, `number`,
    /// `string`, `array`, `object`, `dictionary`; `{}` counts as an object unless dictionaries
    /// were seen.
    var kinds: [String] {
        var kinds: [String] = []
        if booleans > 0 { kinds.append("Bool") }
        if numbers != nil { kinds.append("number") }
        if texts != nil { kinds.append("string") }
        if elements != nil { kinds.append("array") }
        if objects != nil || (emptyObjects > 0 && dictionaryValues == nil) { kinds.append("object") }
        if dictionaryValues != nil { kinds.append("dictionary") }
        return kinds
    }

    /// Counts the nulls, Bools, numbers, strings and `{}` of `other` as seen here; the containers'
    /// contents are ``SameShapes``' to merge.
    func absorbValues(of other: SampleShape) {
        nulls += other.nulls
        booleans += other.booleans
        emptyObjects += other.emptyObjects
        if let theirs = other.numbers {
            numbers = numbers.map { $0.merging(theirs) } ?? theirs
        }
        if let theirs = other.texts {
            texts = texts.map { $0.merging(theirs) } ?? theirs
        }
    }

    /// Adds one sample, and every sample inside it.
    func add(_ sample: JSONLiteral) {
        switch sample {
        case .null:
            nulls += 1
        case .bool:
            booleans += 1
        case .number(let text):
            numbers = numbers ?? NumberEvidence(keyWords: keyWords)
            numbers?.add(text)
        case .string(let text):
            texts = texts ?? TextEvidence()
            texts?.add(text)
        case .array(let samples):
            let elements = self.elements ?? SampleShape(keyWords: keyWords)
            self.elements = elements
            for element in samples { elements.add(element) }
        case .object(let members) where members.isEmpty:
            emptyObjects += 1
            objects?.add([])
        case .object(let members) where IDKeys.areIDs(members.map(\.key)):
            let values = dictionaryValues ?? SampleShape(keyWords: keyWords)
            dictionaryValues = values
            for member in members { values.add(member.value) }
        case .object(let members):
            let objects = self.objects ?? ObjectShape(emptyObjects: emptyObjects)
            self.objects = objects
            objects.add(members)
        }
    }
}
