import MirrorMapper

/// A model with one property of type `Value`, into which one sample is mapped and from which it is
/// written back: the generator proposes a type only when the mapper reads the sample as that type
/// and gives back the same data. It has no conversion rules of its own.
struct RoundTripProbe<Value: ValueConvertible>: Mappable {
    var value: Value?

    static var mapping: Mapping<RoundTripProbe> { ["value": \.value] }

    /// The value the mapper reads from `sample` in strict mode, when writing it back with the same
    /// date strategy gives `sample` again; nil otherwise.
    static func value(of sample: Any, dateStrategy: DateStrategy = .iso8601) -> Value? {
        guard let read = read(sample, dateStrategy: dateStrategy), read.isWrittenBackUnchanged else {
            return nil
        }
        return read.value
    }

    /// The value the mapper reads from `sample` in strict mode, and whether writing it back with the
    /// same date strategy gives `sample` again; nil when the mapper does not read it.
    static func read(_ sample: Any, dateStrategy: DateStrategy) -> (
        value: Value, isWrittenBackUnchanged: Bool
    )? {
        let mapper = Mapper(mode: .strict, dateStrategy: dateStrategy)
        guard let probe = try? mapper.object(of: Self.self, from: ["value": sample]), let value = probe.value
        else { return nil }
        let written = try? mapper.dictionary(from: probe)["value"]
        return (value, written.map { isSame($0, as: sample) } ?? false)
    }

    /// Whether `written` is `sample` again: the same text, or the same number (a date written as a
    /// `Double` of seconds gives back an integer sample).
    private static func isSame(_ written: Any, as sample: Any) -> Bool {
        switch (written, sample) {
        case (let written as String, let sample as String): written == sample
        case (let written as Double, let sample as Int): Double(exactly: sample) == written
        case (let written as Double, let sample as Double): written == sample
        case (let written as Int, let sample as Int): written == sample
        default: false
        }
    }
}
